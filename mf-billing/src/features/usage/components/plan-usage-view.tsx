import { Alert, Button, Card, Col, Flex, Row, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { UNLIMITED } from 'shared-sdk';
import { UsageBar } from './usage-bar';

export interface PlanUsage {
  planDisplayName: string;
  accountsUsed: number;
  accountLimit: number;
  jobsUsedToday: number;
  dailyJobLimit: number;
}

export interface PlanUsageViewProps {
  usage?: PlanUsage;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
}

export const USAGE_TEXTS = {
  title: 'Sử dụng gói dịch vụ',
  loadFailed: 'Không thể tải thông tin sử dụng',
  loadError: 'Lỗi tải dữ liệu',
  accounts: 'Tài khoản',
  dailyJobs: 'Công việc hôm nay',
  link: 'Xem gói dịch vụ',
} as const;

/**
 * The plan usage panel of the dashboard (spec part 1 §2, §9): accounts and today's jobs against the plan's
 * limits, warning colour from 80 %, ∞ for -1; the job bar is left out when the daily limit is 0 or below
 * (except -1, which reads ∞).
 */
export function PlanUsageView({ usage, loading, error, onRetry }: PlanUsageViewProps) {
  const showJobs = usage ? usage.dailyJobLimit === UNLIMITED || usage.dailyJobLimit > 0 : false;
  return (
    <Card
      title={USAGE_TEXTS.title}
      extra={<Link to="/subscription">{USAGE_TEXTS.link}</Link>}
      data-testid="plan-usage-panel"
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          title={USAGE_TEXTS.loadError}
          description={USAGE_TEXTS.loadFailed}
          action={
            onRetry && (
              <Button size="small" onClick={onRetry}>
                Thử lại
              </Button>
            )
          }
        />
      ) : loading || !usage ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Flex vertical gap={12}>
          <div>
            Gói hiện tại: <Tag color="blue">{usage.planDisplayName}</Tag>
          </div>
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
