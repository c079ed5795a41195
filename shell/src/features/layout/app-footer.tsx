import { Flex, Typography } from 'antd';
import { formatDateTime } from 'shared-sdk';

function buildTime(): string | undefined {
  try {
    return process.env.BUILD_TIME;
  } catch {
    return undefined;
  }
}

export function AppFooter({ updatedAt = buildTime() ?? new Date().toISOString() }: { updatedAt?: string }) {
  return (
    <Flex component="footer" justify="space-between" wrap gap={8} style={{ padding: '16px 24px' }}>
      <Typography.Text type="secondary">© {new Date().getFullYear()} Zalo Manager. Bảo lưu mọi quyền.</Typography.Text>
      <Typography.Text type="secondary">Cập nhật lần cuối: {formatDateTime(updatedAt)}</Typography.Text>
    </Flex>
  );
}
