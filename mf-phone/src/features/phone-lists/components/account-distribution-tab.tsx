import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Table, Typography } from 'antd';
import type { PhoneListStats } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useDistributePhoneList } from '../api/distribute-phone-list';
import { PHONE_TEXTS } from '../texts';
import { failureText } from '../utils/failure-text';

type AccountShare = PhoneListStats['distributionSummary']['accountsUsed'][number];

/** Successful over the numbers the account was given, in whole percent. */
const percentOf = (share: AccountShare) => (share.assigned > 0 ? Math.round((share.success / share.assigned) * 100) : 0);

export interface AccountDistributionTabProps {
  listId: string;
  accounts: readonly AccountShare[];
  loading?: boolean;
}

/**
 * Per-account distribution: assigned, each status, success percent with a bar, and the
 * numbers not yet given to an account shared out over the ACTIVE ones (POST /phone-lists/{id}/distribute).
 */
export function AccountDistributionTab({ listId, accounts, loading }: AccountDistributionTabProps) {
  const toasts = useToasts();
  const distribute = useDistributePhoneList();
  const share = async () => {
    try {
      toasts.success(PHONE_TEXTS.distributed((await distribute.mutateAsync(listId)).totalDistributed));
    } catch (error) {
      toasts.error(failureText(error, PHONE_TEXTS.distributeFailed, PHONE_TEXTS.distributeFailed));
    }
  };
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary">{PHONE_TEXTS.distributeHint}</Typography.Text>
        <Button icon={<ApartmentOutlined />} loading={distribute.isPending} onClick={() => void share()}>
          {PHONE_TEXTS.distribute}
        </Button>
      </Flex>
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
            render: (_, entry) => <Progress percent={percentOf(entry)} size="small" aria-label={`${PHONE_TEXTS.successPercent} ${entry.accountName}`} />,
          },
        ]}
      />
    </Flex>
  );
}
