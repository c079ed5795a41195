import { Card, Empty, Typography } from 'antd';

export function PaymentSuccessPage() {
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        Kết quả thanh toán
      </Typography.Title>
      <Typography.Paragraph type="secondary">Kết quả giao dịch của bạn</Typography.Paragraph>
      <Card>
        <Empty description="Không có thông tin giao dịch" />
      </Card>
    </section>
  );
}
