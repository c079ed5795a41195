import { Tag } from 'antd';
import type { PhoneListStatus } from 'shared-sdk';
import { LIST_STATUS_LABELS, listStatusColor } from '../utils/list-status';

/** A list's status badge: PROCESSING blue, COMPLETED green, PAUSED yellow, CANCELLED red, others grey. */
export function PhoneListStatusTag({ status }: { status: string }) {
  return (
    <Tag color={listStatusColor(status)} data-testid="list-status" style={{ marginInlineEnd: 0 }}>
      {LIST_STATUS_LABELS[status as PhoneListStatus] ?? status}
    </Tag>
  );
}
