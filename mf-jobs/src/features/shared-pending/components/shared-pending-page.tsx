import { Card, Empty, Typography } from 'antd';

export function SharedPendingPage() {
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        Kho chung
      </Typography.Title>
      <Typography.Paragraph type="secondary">Kho thành viên dùng chung cho toàn hệ thống</Typography.Paragraph>
      <Card>
        <Empty description="Chưa có kho nào. Hãy tạo kho từ trang Quản lý nhóm, mục Bạn bè chờ." />
      </Card>
    </section>
  );
}
