import { Card, Empty, Typography } from 'antd';

export function FriendsPage() {
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        Quản lý bạn bè
      </Typography.Title>
      <Typography.Paragraph type="secondary">Danh sách bạn bè, tag và lời mời đã gửi</Typography.Paragraph>
      <Card>
        <Empty description="Chưa có bạn bè nào được đồng bộ" />
      </Card>
    </section>
  );
}
