import { Tag } from 'antd';
import { WEBHOOK_DELIVERY_STATUS_LABELS, type WebhookDeliveryStatus } from 'shared-sdk';

const COLORS: Record<WebhookDeliveryStatus, string> = { PENDING: 'blue', SUCCEEDED: 'green', RETRYING: 'orange', FAILED: 'red' };

/** Đang chờ gửi / Thành công / Đang thử lại / Thất bại. */
export function DeliveryStatusTag({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {WEBHOOK_DELIVERY_STATUS_LABELS[status]}
    </Tag>
  );
}
