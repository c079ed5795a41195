import { Card, Empty, Typography } from 'antd';

export function ProxiesPage() {
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        Quản lý Proxy
      </Typography.Title>
      <Typography.Paragraph type="secondary">Proxy dùng cho từng tài khoản</Typography.Paragraph>
      <Card>
        <Empty description="Chưa có proxy nào" />
      </Card>
    </section>
  );
}
