import { CheckCircleFilled, CheckOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Flex, Tag, Typography } from 'antd';
import { formatVnd, type Plan } from 'shared-sdk';
import { type ChooseButtonState, formatLimit } from '../utils/plan-rules';

export interface PlanCardProps {
  plan: Plan;
  button: ChooseButtonState;
  loading?: boolean;
  onChoose: (plan: Plan) => void;
}

export const CURRENT_PLAN_NOTE = 'Bạn đang dùng gói này';

/** One plan: price per month, account limit, features and the choose button; the popular plan carries a ribbon. */
export function PlanCard({ plan, button, loading, onChoose }: PlanCardProps) {
  const accounts = formatLimit(plan.accountLimit);
  const card = (
    <Card
      style={{ height: '100%', borderColor: button.isCurrent ? '#1677ff' : plan.popular ? '#91caff' : undefined }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 16 } }}
    >
      <div>
        <Flex align="center" gap={8}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {plan.displayName}
          </Typography.Title>
          {button.isCurrent && <Tag color="blue">Đang dùng</Tag>}
        </Flex>
        {plan.description && <Typography.Text type="secondary">{plan.description}</Typography.Text>}
      </div>
      <div>
        <Typography.Text style={{ fontSize: 28, fontWeight: 600 }}>{formatVnd(plan.price)}</Typography.Text>
        <Typography.Text type="secondary"> / tháng</Typography.Text>
      </div>
      <Typography.Text strong>{accounts === '∞' ? 'Không giới hạn tài khoản' : `Tối đa ${accounts} tài khoản`}</Typography.Text>
      <Flex vertical gap={6} style={{ flex: 1 }} role="list" aria-label={`Tính năng gói ${plan.displayName}`}>
        {plan.featureLabels.map((label) => (
          <Flex key={label} gap={8} align="baseline" role="listitem">
            <CheckOutlined style={{ color: '#52c41a' }} aria-hidden />
            <span>{label}</span>
          </Flex>
        ))}
      </Flex>
      {button.isCurrent && button.disabled ? (
        // The plan in use: a status line, not something to buy (still the spec's disabled button for assistive tech).
        <Button
          block
          size="large"
          type="text"
          disabled
          icon={<CheckCircleFilled style={{ color: '#52c41a' }} />}
          aria-label={`${button.label} ${plan.displayName}`}
          style={{ cursor: 'default' }}
        >
          {CURRENT_PLAN_NOTE}
        </Button>
      ) : (
        <Button
          block
          size="large"
          type={!plan.popular ? 'default' : 'primary'}
          disabled={button.disabled}
          loading={loading}
          onClick={() => onChoose(plan)}
          aria-label={`${button.label} ${plan.displayName}`}
        >
          {button.label}
        </Button>
      )}
    </Card>
  );
  return (
    <div data-testid={`plan-card-${plan.name}`} style={{ height: '100%' }}>
      {plan.popular ? (
        <Badge.Ribbon text="Phổ biến" color="blue">
          {card}
        </Badge.Ribbon>
      ) : (
        card
      )}
    </div>
  );
}
