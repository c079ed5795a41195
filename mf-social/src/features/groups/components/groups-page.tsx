import { Card, Empty, Typography } from 'antd';

export function GroupsPage() {
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        Quản lý nhóm
      </Typography.Title>
      <Typography.Paragraph type="secondary">Nhóm, tag nhóm và bạn bè chờ</Typography.Paragraph>
      <Card>
        <Empty description="Chưa có nhóm nào được đồng bộ" />
      </Card>
    </section>
  );
}
