import { Alert, Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { daysLeft, formatDate, type SubscriptionStatus, UNLIMITED } from 'shared-sdk';
import { LoadFailedAlert } from 'shared-sdk/react';
import { UsageBar } from './usage-bar';

export interface PlanUsage {
  planDisplayName: string;
  accountsUsed: number;
  accountLimit: number;
  jobsUsedToday: number;
  dailyJobLimit: number;
  /** The subscription's state and end (ISO): a trial and its days left are said on the dashboard. */
  status?: SubscriptionStatus;
  endDate?: string;
}

export interface PlanUsageViewProps {
  usage?: PlanUsage;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The clock, for tests and stories. */
  now?: number;
  /** Billing is the OWNER's: others get no link to the plans, and are told to ask the owner; true when not said. */
  canBuy?: boolean;
}

export const USAGE_TEXTS = {
  title: 'Sử dụng gói dịch vụ',
  loadFailed: 'Không thể tải thông tin sử dụng',
  loadError: 'Lỗi tải dữ liệu',
  accounts: 'Tài khoản',
  dailyJobs: 'Công việc hôm nay',
  link: 'Xem gói dịch vụ',
  trial: 'Dùng thử',
  expired: 'Đã hết hạn',
  daysLeft: (days: number, end: string) => `còn ${days} ngày (đến ${end})`,
  trialEnds: (days: number, end: string) => `Dùng thử miễn phí còn ${days} ngày (đến ${end}). Nâng cấp bất cứ lúc nào: số ngày dùng thử còn lại vẫn được giữ.`,
  expiredNote: 'Gói dịch vụ đã hết hạn: gia hạn hoặc chọn gói mới để tiếp tục tạo công việc và thêm tài khoản.',
  upgrade: 'Chọn gói',
  renew: 'Gia hạn',
  askOwner: 'Chủ sở hữu không gian làm việc chọn và gia hạn gói.',
} as const;

/** The plan's state beside its name: a trial or an expired plan says so, with the days left and the end. */
function PlanState({ usage, now, canBuy }: { usage: PlanUsage; now?: number; canBuy: boolean }) {
  if (!usage.status || !usage.endDate) return null;
  const left = daysLeft(usage.endDate, now);
  const end = formatDate(usage.endDate);
  if (usage.status === 'EXPIRED' || left === 0) {
    return (
      <Alert
        type="error"
        showIcon
        title={USAGE_TEXTS.expiredNote}
        description={canBuy ? undefined : USAGE_TEXTS.askOwner}
        action={
          canBuy && (
            <Link to="/subscription">
              <Button size="small" type="primary">
                {USAGE_TEXTS.renew}
              </Button>
            </Link>
          )
        }
      />
    );
  }
  if (usage.status === 'TRIAL') {
    return (
      <Alert
        type={left <= 2 ? 'warning' : 'info'}
        showIcon
        title={USAGE_TEXTS.trialEnds(left, end)}
        description={canBuy ? undefined : USAGE_TEXTS.askOwner}
        action={
          canBuy && (
            <Link to="/subscription">
              <Button size="small">{USAGE_TEXTS.upgrade}</Button>
            </Link>
          )
        }
      />
    );
  }
  return <Typography.Text type="secondary">{USAGE_TEXTS.daysLeft(left, end)}</Typography.Text>;
}

/**
 * The plan usage panel of the dashboard: accounts and today's jobs against the plan's
 * limits, warning colour from 80 %, ∞ for -1; the job bar is left out when the daily limit is 0 or below
 * (except -1, which reads ∞).
 */
export function PlanUsageView({ usage, loading, error, onRetry, now, canBuy = true }: PlanUsageViewProps) {
  const showJobs = usage ? usage.dailyJobLimit === UNLIMITED || usage.dailyJobLimit > 0 : false;
  return (
    <Card
      title={USAGE_TEXTS.title}
      extra={canBuy && <Link to="/subscription">{USAGE_TEXTS.link}</Link>}
      data-testid="plan-usage-panel"
    >
      {error ? (
        <LoadFailedAlert title={USAGE_TEXTS.loadError} description={USAGE_TEXTS.loadFailed} retryText="Thử lại" onRetry={onRetry} />
      ) : loading || !usage ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Flex vertical gap={12}>
          <Flex wrap gap={8} align="center">
            <span>
              Gói hiện tại: <Tag color="blue">{usage.planDisplayName}</Tag>
              {usage.status === 'TRIAL' && <Tag color="gold">{USAGE_TEXTS.trial}</Tag>}
              {usage.status === 'EXPIRED' && <Tag color="error">{USAGE_TEXTS.expired}</Tag>}
            </span>
            {usage.status === 'ACTIVE' && <PlanState usage={usage} now={now} canBuy={canBuy} />}
          </Flex>
          {usage.status !== 'ACTIVE' && <PlanState usage={usage} now={now} canBuy={canBuy} />}
          <Row gutter={[32, 12]}>
            <Col xs={24} md={12}>
              <UsageBar label={USAGE_TEXTS.accounts} used={usage.accountsUsed} limit={usage.accountLimit} />
            </Col>
            {showJobs && (
              <Col xs={24} md={12}>
                <UsageBar label={USAGE_TEXTS.dailyJobs} used={usage.jobsUsedToday} limit={usage.dailyJobLimit} />
              </Col>
            )}
          </Row>
        </Flex>
      )}
    </Card>
  );
}
