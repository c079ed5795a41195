import { Tag, Tooltip } from 'antd';
import type { ApiKey } from 'shared-sdk';
import { INTEGRATION_TEXTS as T } from '../texts';

const COLORS: Record<ApiKey['status'], string> = { ACTIVE: 'green', PAUSED: 'gold', EXPIRED: 'orange', REVOKED: 'default', SUSPENDED: 'red' };
const WHY: Partial<Record<ApiKey['status'], string>> = { PAUSED: T.pausedWhy, SUSPENDED: T.suspendedWhy };

/** Hoạt động / Đang tạm dừng / Hết hạn / Đã thu hồi / Tạm ngừng (a paused or suspended one with why, on hover or tap). */
export function ApiKeyStatusTag({ status }: { status: ApiKey['status'] }) {
  const tag = (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {T.status[status]}
    </Tag>
  );
  const why = WHY[status];
  return why ? <Tooltip title={why}>{tag}</Tooltip> : tag;
}
