import { Tag } from 'antd';
import { SHARED_LIST_STATUS_LABELS, type SharedListStatus } from 'shared-sdk';

const COLORS: Record<SharedListStatus, string> = { ACTIVE: 'success', ARCHIVED: 'default', PROCESSING: 'processing' };

export function SharedListStatusTag({ status }: { status: SharedListStatus }) {
  return <Tag color={COLORS[status]}>{SHARED_LIST_STATUS_LABELS[status] ?? status}</Tag>;
}
