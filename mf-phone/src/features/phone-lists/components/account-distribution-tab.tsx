import { Progress, Table } from 'antd';
import type { PhoneListStats } from '../api/contract';
import { PHONE_TEXTS } from '../texts';

type AccountShare = PhoneListStats['distributionSummary']['accountsUsed'][number];

const percentOf = (share: AccountShare) => (share.assigned > 0 ? Math.round((share.success / share.assigned) * 100) : 0);

/** Per-account distribution: assigned, each status, success percent with a bar (spec part 3 §2, tab 5). */
export function AccountDistributionTab({ accounts, loading }: { accounts: readonly AccountShare[]; loading?: boolean }) {
  return (
    <Table<AccountShare>
      size="small"
      rowKey="accountId"
      loading={loading}
      dataSource={[...accounts]}
      pagination={false}
      locale={{ emptyText: PHONE_TEXTS.noData }}
      scroll={{ x: 760 }}
      columns={[
        { title: PHONE_TEXTS.account, dataIndex: 'accountName', key: 'accountName' },
        { title: PHONE_TEXTS.assigned, dataIndex: 'assigned', key: 'assigned' },
        { title: PHONE_TEXTS.pending, dataIndex: 'pending', key: 'pending' },
        { title: PHONE_TEXTS.processing, dataIndex: 'processing', key: 'processing' },
        { title: PHONE_TEXTS.success, dataIndex: 'success', key: 'success' },
        { title: PHONE_TEXTS.failed, dataIndex: 'failed', key: 'failed' },
        {
          title: PHONE_TEXTS.successPercent,
          key: 'percent',
          width: 180,
          render: (_, share) => <Progress percent={percentOf(share)} size="small" aria-label={`${PHONE_TEXTS.successPercent} ${share.accountName}`} />,
        },
      ]}
    />
  );
}
