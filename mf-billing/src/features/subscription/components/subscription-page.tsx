import { Card, Empty, Typography } from 'antd';

export function SubscriptionPage() {
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        Gói dịch vụ
      </Typography.Title>
      <Typography.Paragraph type="secondary">Gói hiện tại, nâng cấp và thanh toán</Typography.Paragraph>
      <Card>
        <Empty description="Chưa có thông tin gói dịch vụ" />
      </Card>
    </section>
  );
}
