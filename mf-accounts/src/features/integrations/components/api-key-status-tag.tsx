import { Tag, Tooltip } from 'antd';
import type { ApiKey } from 'shared-sdk';
import { INTEGRATION_TEXTS as T } from '../texts';

const COLORS: Record<ApiKey['status'], string> = { ACTIVE: 'green', EXPIRED: 'orange', REVOKED: 'default', SUSPENDED: 'red' };

/** Hoạt động / Hết hạn / Đã thu hồi / Tạm ngừng (with why, on hover or tap). */
export function ApiKeyStatusTag({ status }: { status: ApiKey['status'] }) {
  const tag = (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {T.status[status]}
    </Tag>
  );
  return status === 'SUSPENDED' ? <Tooltip title={T.suspendedWhy}>{tag}</Tooltip> : tag;
}
