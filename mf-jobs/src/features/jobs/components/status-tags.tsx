import { Tag } from 'antd';
import { RECIPIENT_STATUS_LABELS, type RecipientStatus } from 'shared-sdk';

const RECIPIENT_STATUS_COLORS: Record<RecipientStatus, string> = {
  PENDING: 'default',
  SENT: 'success',
  FAILED: 'error',
  SKIPPED: 'warning',
};

export function RecipientStatusTag({ status }: { status: RecipientStatus }) {
  return <Tag color={RECIPIENT_STATUS_COLORS[status]}>{RECIPIENT_STATUS_LABELS[status]}</Tag>;
}
