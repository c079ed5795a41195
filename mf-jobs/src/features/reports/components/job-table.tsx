import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime, type ReportJobRow } from 'shared-sdk';
import { formatCount, formatRate, REPORT_TEXTS as T } from '../texts';
import { byNumber, byText } from '../utils/sorters';
import { variantVerdict } from '../utils/variants';
import { ReportTableCard } from './report-table-card';
import { VariantResults } from './variant-results';

export interface JobTableProps {
  jobs?: ReportJobRow[];
  loading?: boolean;
  failed?: boolean;
  /** What the server said when it refused (a range it does not take…), under the alert's title. */
  failedReason?: string;
  onRetry?: () => void;
}

const hasVariants = (row: ReportJobRow) => row.variants.length > 1;

function VariantSummary({ row }: { row: ReportJobRow }) {
  const verdict = variantVerdict(row.variants);
  if (verdict.kind === 'single') return <Typography.Text type="secondary">{T.oneMessage}</Typography.Text>;
  return (
    <Flex vertical gap={2} align="flex-start">
      <span style={{ whiteSpace: 'nowrap' }}>{T.variantCount(row.variants.length)}</span>
      {verdict.kind === 'leader' && <Tag color="green">{`${T.leader}: ${verdict.variant.variant}`}</Tag>}
    </Flex>
  );
}

const columns: TableColumnsType<ReportJobRow> = [
  {
    key: 'job',
    title: T.colJob,
    sorter: byText((row) => row.title),
    render: (_, row) => (
      <Flex vertical style={{ maxWidth: 280 }}>
        <Typography.Text strong ellipsis={{ tooltip: row.title }}>
          {row.title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.accountName ?? T.deletedAccount}
        </Typography.Text>
      </Flex>
    ),
  },
  { key: 'createdAt', title: T.colCreatedAt, dataIndex: 'createdAt', render: formatDateTime, sorter: byText((row) => row.createdAt), defaultSortOrder: 'descend' },
  { key: 'sent', title: T.colSent, dataIndex: 'sent', align: 'right', render: formatCount, sorter: byNumber((row) => row.sent) },
  { key: 'replied', title: T.colReplied, dataIndex: 'replied', align: 'right', render: formatCount, sorter: byNumber((row) => row.replied) },
  {
    key: 'replyRate',
    title: T.colRate,
    dataIndex: 'replyRate',
    align: 'right',
    render: (rate: number, row) => (row.sent > 0 ? formatRate(rate) : '—'),
    sorter: byNumber((row) => row.replyRate),
  },
  { key: 'accepted', title: T.colAccepted, dataIndex: 'accepted', align: 'right', render: formatCount, sorter: byNumber((row) => row.accepted) },
  { key: 'variants', title: T.colVariants, render: (_, row) => <VariantSummary row={row} /> },
];

/**
 * 'Theo công việc': the jobs created in the range with their results so far, sortable by each figure. A job with
 * variants opens onto each variant's results (open from the start).
 */
export function JobTable({ jobs, loading, failed, failedReason, onRetry }: JobTableProps) {
  // Rows the customer closed; every other job with variants stays open, also those of a range loaded later.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const expanded = (jobs ?? []).filter((row) => hasVariants(row) && !closed.has(row.jobId)).map((row) => row.jobId);
  return (
    <ReportTableCard<ReportJobRow>
      title={T.byJob}
      intro={<Typography.Paragraph type="secondary">{T.byJobHint}</Typography.Paragraph>}
      rows={jobs}
      rowKey="jobId"
      columns={columns}
      loading={loading}
      failed={failed}
      failedReason={failedReason}
      onRetry={onRetry}
      failedText={T.byJobFailed}
      emptyText={T.byJobEmpty}
      expandable={{
        rowExpandable: hasVariants,
        expandedRowKeys: expanded,
        onExpand: (open, row) =>
          setClosed((before) => {
            const next = new Set(before);
            if (open) next.delete(row.jobId);
            else next.add(row.jobId);
            return next;
          }),
        expandedRowRender: (row) => <VariantResults jobTitle={row.title} variants={row.variants} />,
      }}
    />
  );
}
