import { Table, type TableProps } from 'antd';
import { PHONE_TEXTS } from '../texts';

/** A table of the list's detail dialog: small, each row keyed by its id, 'Không có dữ liệu' when empty. */
export function DetailTable<Row extends { id: string }>(props: Omit<TableProps<Row>, 'size' | 'rowKey' | 'locale'>) {
  return <Table<Row> size="small" rowKey="id" locale={{ emptyText: PHONE_TEXTS.noData }} {...props} />;
}

/** The pages of a detail tab: `pageSize` rows, no size choice, none shown when one page holds them all. */
export function detailPagination(page: number, pageSize: number, total: number, onChange: (page: number) => void) {
  return { current: page, pageSize, total, showSizeChanger: false, hideOnSinglePage: true, onChange };
}
