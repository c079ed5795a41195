import { Card, Empty, Typography } from 'antd';

export function JobsPage() {
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        Công việc
      </Typography.Title>
      <Typography.Paragraph type="secondary">Gửi tin nhắn và tự động hóa chạy nền</Typography.Paragraph>
      <Card>
        <Empty description="Chưa có công việc nào" />
      </Card>
    </section>
  );
}
