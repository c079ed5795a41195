import { Card, Empty, Typography } from 'antd';

export function PhoneListsPage() {
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        Tương tác theo số điện thoại
      </Typography.Title>
      <Typography.Paragraph type="secondary">Danh sách số điện thoại nhập từ Excel và lịch chạy hằng ngày</Typography.Paragraph>
      <Card>
        <Empty description="Chưa có danh sách số nào. Hãy import file Excel đầu tiên." />
      </Card>
    </section>
  );
}
