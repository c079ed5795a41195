import { Tag } from 'antd';
import type { ApiKey } from 'shared-sdk';
import { INTEGRATION_TEXTS as T } from '../texts';

const COLORS: Record<ApiKey['status'], string> = { ACTIVE: 'green', EXPIRED: 'orange', REVOKED: 'default' };

/** Hoạt động / Hết hạn / Đã thu hồi. */
export function ApiKeyStatusTag({ status }: { status: ApiKey['status'] }) {
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {T.status[status]}
    </Tag>
  );
}
