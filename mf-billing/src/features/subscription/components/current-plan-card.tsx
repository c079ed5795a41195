import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { type CurrentSubscription, daysLeft, formatDate } from 'shared-sdk';
import { formatLimit } from '../utils/plan-rules';

/** The server starts a plan bought during the trial when the trial ends: the days left are not lost. */
export const TRIAL_DAYS_KEPT_NOTE = 'Nâng cấp ngay không mất ngày dùng thử: gói mới có hiệu lực ngay, thời hạn của gói được tính từ khi hết thời gian dùng thử.';

export interface CurrentPlanCardProps {
  subscription: CurrentSubscription;
  /** The clock, for tests and stories. */
  now?: number;
}

function StatusTag({ subscription, left }: { subscription: CurrentSubscription; left: number }) {
  if (subscription.status === 'EXPIRED' || left === 0) return <Tag color="error">Đã hết hạn</Tag>;
  if (subscription.isTrial || subscription.status === 'TRIAL') return <Tag color="gold">Dùng thử</Tag>;
  return <Tag color="success">Đang hoạt động</Tag>;
}

/** The current plan: name, accounts used of the limit, days left (rounded up, never below 0) and expiry date. */
export function CurrentPlanCard({ subscription, now }: CurrentPlanCardProps) {
  const left = daysLeft(subscription.endDate, now);
  const limit = subscription.accountLimit ?? subscription.plan.accountLimit;
  const runningTrial = (subscription.isTrial || subscription.status === 'TRIAL') && subscription.status !== 'EXPIRED' && left > 0;
  return (
    <Card
      title="Gói hiện tại"
      extra={<StatusTag subscription={subscription} left={left} />}
      style={{ height: '100%' }}
      data-testid="current-plan-card"
    >
      <Flex vertical gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {subscription.plan.displayName}
        </Typography.Title>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'accounts', label: 'Tài khoản đã dùng', children: `${subscription.accountsUsed} / ${formatLimit(limit)}` },
            { key: 'days', label: 'Số ngày còn lại', children: `${left} ngày` },
            { key: 'end', label: 'Ngày hết hạn', children: formatDate(subscription.endDate) || '—' },
          ]}
        />
        {runningTrial && <Typography.Text type="secondary">{TRIAL_DAYS_KEPT_NOTE}</Typography.Text>}
      </Flex>
    </Card>
  );
}
