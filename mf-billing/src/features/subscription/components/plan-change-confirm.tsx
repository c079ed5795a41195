import { Alert, Flex, Modal, Typography } from 'antd';
import type { CurrentSubscription, Plan } from 'shared-sdk';
import { describePlanChange } from '../utils/plan-change';

export interface PlanChangeConfirmProps {
  /** The plan chosen; null closes the dialog. */
  plan: Plan | null;
  current: CurrentSubscription | undefined;
  onConfirm: (plan: Plan) => void;
  onCancel: () => void;
  /** The clock, for tests and stories. */
  now?: number;
}

/**
 * "Chọn gói" asks before an order is created: the price, when the new plan starts and ends, and
 * for a change of paid plan what is lost (the days left, lower limits, features). The payment page opens from the
 * confirm button's click, so a popup blocker lets it through.
 */
export function PlanChangeConfirm({ plan, current, onConfirm, onCancel, now }: PlanChangeConfirmProps) {
  const change = plan ? describePlanChange(plan, current, now) : null;
  return (
    <Modal
      open={plan !== null}
      title={change?.title}
      okText={change?.confirm}
      cancelText="Để sau"
      okButtonProps={{ danger: change?.kind === 'downgrade' }}
      onOk={() => plan && onConfirm(plan)}
      onCancel={onCancel}
      destroyOnHidden
    >
      {change && (
        <Flex vertical gap={12} data-testid="plan-change-confirm">
          {change.warnings.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={change.kind === 'downgrade' ? 'Đây là gói thấp hơn gói hiện tại' : 'Lưu ý trước khi thanh toán'}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {change.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              }
            />
          )}
          {change.lines.map((line) => (
            <Typography.Paragraph key={line} style={{ margin: 0 }}>
              {line}
            </Typography.Paragraph>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
