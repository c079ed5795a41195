import { Flex, Spin, Typography } from 'antd';

export function LoadingScreen({ text = 'Đang tải...' }: { text?: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh', width: '100%' }} role="status">
      <Spin size="large" />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}
