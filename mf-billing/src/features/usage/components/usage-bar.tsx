import { Flex, Progress, Tag, Typography } from 'antd';
import { PLAN_USAGE_WARNING_RATIO, UNLIMITED } from 'shared-sdk';

export interface UsageBarProps {
  label: string;
  used: number;
  limit: number;
}

export const USAGE_COLORS = { normal: '#1677ff', warning: '#faad14', reached: '#ff4d4f' } as const;

export const USAGE_TEXTS = { near: 'Sắp đạt giới hạn', reached: 'Đã đạt giới hạn' } as const;

/** Whether usage has reached the warning ratio (80 %) of a positive limit. */
export const isNearLimit = (used: number, limit: number) => limit > 0 && used / limit >= PLAN_USAGE_WARNING_RATIO;

/** Whether usage has reached (or passed) a positive limit: nothing more can be added. */
export const isAtLimit = (used: number, limit: number) => limit > 0 && used >= limit;

/** One counter: `used / limit` and a bar; ∞ and no bar when the limit is -1 (unlimited). */
export function UsageBar({ label, used, limit }: UsageBarProps) {
  const unlimited = limit === UNLIMITED;
  const warning = isNearLimit(used, limit);
  const reached = isAtLimit(used, limit);
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  return (
    <div data-testid={`usage-${label}`} data-warning={warning ? 'true' : 'false'} data-reached={reached ? 'true' : 'false'}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text>{label}</Typography.Text>
        <Flex gap={6} align="center">
          {reached ? (
            <Tag color="error">{USAGE_TEXTS.reached}</Tag>
          ) : (
            warning && <Tag color="warning">{USAGE_TEXTS.near}</Tag>
          )}
          <Typography.Text strong>
            {used} / {unlimited ? '∞' : limit}
          </Typography.Text>
        </Flex>
      </Flex>
      {limit > 0 && (
        <Progress
          percent={percent}
          showInfo={false}
          strokeColor={reached ? USAGE_COLORS.reached : warning ? USAGE_COLORS.warning : USAGE_COLORS.normal}
          aria-label={`${label}: ${used} / ${limit}`}
        />
      )}
    </div>
  );
}
