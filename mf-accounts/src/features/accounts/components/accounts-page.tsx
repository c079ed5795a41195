import { Card, Empty, Typography } from 'antd';

export function AccountsPage() {
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        Tài khoản Zalo
      </Typography.Title>
      <Typography.Paragraph type="secondary">Quản lý tài khoản, đăng nhập QR, bot và AI Auto-Reply</Typography.Paragraph>
      <Card>
        <Empty description="Chưa có tài khoản nào" />
      </Card>
    </section>
  );
}
