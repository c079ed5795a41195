import { Card, Empty, Typography } from 'antd';

export function PaymentCancelPage() {
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        Đã hủy thanh toán
      </Typography.Title>
      <Typography.Paragraph type="secondary">Giao dịch đã được hủy</Typography.Paragraph>
      <Card>
        <Empty description="Không có thông tin giao dịch" />
      </Card>
    </section>
  );
}
