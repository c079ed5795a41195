import type { TableColumnsType } from 'antd';
import type { ReportAccountRow } from 'shared-sdk';
import { formatCount, formatRate, REPORT_TEXTS as T } from '../texts';
import { byNumber, byText } from '../utils/sorters';
import { ReportTableCard } from './report-table-card';

export interface AccountTableProps {
  accounts?: ReportAccountRow[];
  loading?: boolean;
  failed?: boolean;
  /** What the server said when it refused (a range it does not take…), under the alert's title. */
  failedReason?: string;
  onRetry?: () => void;
}

const nameOf = (row: ReportAccountRow) => row.accountName ?? T.deletedAccount;

const columns: TableColumnsType<ReportAccountRow> = [
  { key: 'account', title: T.colAccount, render: (_, row) => nameOf(row), sorter: byText(nameOf), fixed: 'left' },
  { key: 'sent', title: T.colSent, dataIndex: 'sent', align: 'right', render: formatCount, sorter: byNumber((row) => row.sent), defaultSortOrder: 'descend' },
  { key: 'messages', title: T.colMessages, dataIndex: 'messages', align: 'right', render: formatCount, sorter: byNumber((row) => row.messages) },
  { key: 'replied', title: T.colReplied, dataIndex: 'replied', align: 'right', render: formatCount, sorter: byNumber((row) => row.replied) },
  {
    key: 'replyRate',
    title: T.colRate,
    dataIndex: 'replyRate',
    align: 'right',
    render: (rate: number, row) => (row.messages > 0 ? formatRate(rate) : '—'),
    sorter: byNumber((row) => row.replyRate),
  },
  { key: 'failed', title: T.colFailed, dataIndex: 'failed', align: 'right', render: formatCount, sorter: byNumber((row) => row.failed) },
  { key: 'friendRequests', title: T.colFriendRequests, dataIndex: 'friendRequests', align: 'right', render: formatCount, sorter: byNumber((row) => row.friendRequests) },
  { key: 'accepted', title: T.colAccepted, dataIndex: 'accepted', align: 'right', render: formatCount, sorter: byNumber((row) => row.accepted) },
];

/** 'Theo tài khoản': one row per sending account, sortable by each figure (the most sent first). */
export function AccountTable({ accounts, loading, failed, failedReason, onRetry }: AccountTableProps) {
  return (
    <ReportTableCard<ReportAccountRow>
      title={T.byAccount}
      rows={accounts}
      rowKey="accountId"
      columns={columns}
      loading={loading}
      failed={failed}
      failedReason={failedReason}
      onRetry={onRetry}
      failedText={T.byAccountFailed}
      emptyText={T.byAccountEmpty}
    />
  );
}
