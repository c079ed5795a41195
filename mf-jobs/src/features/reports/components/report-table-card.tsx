import { Card, Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from 'shared-sdk/react';
import { REPORT_TEXTS as T } from '../texts';

export interface ReportTableCardProps<Row> {
  title: string;
  rows?: Row[];
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  loading?: boolean;
  failed?: boolean;
  /** What the server said when it refused (a range it does not take…), under the alert's title. */
  failedReason?: string;
  onRetry?: () => void;
  failedText: string;
  emptyText: string;
  /** A line above the table. */
  intro?: ReactNode;
  expandable?: TableProps<Row>['expandable'];
}

/** A report as a table in its card: sortable columns, scrolling sideways on a phone, its own empty and failed states. */
export function ReportTableCard<Row extends object>({ title, rows, rowKey, columns, loading, failed, failedReason, onRetry, failedText, emptyText, intro, expandable }: ReportTableCardProps<Row>) {
  return (
    <Card title={title}>
      {intro}
      {failed && !rows ? (
        <LoadFailedAlert title={failedText} description={failedReason} retryText={T.retry} onRetry={onRetry} />
      ) : (
        <Table<Row>
          aria-label={title}
          size="small"
          rowKey={rowKey}
          columns={columns}
          dataSource={rows ?? []}
          loading={loading && !rows}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: loading ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
          showSorterTooltip={false}
          expandable={expandable}
        />
      )}
    </Card>
  );
}
