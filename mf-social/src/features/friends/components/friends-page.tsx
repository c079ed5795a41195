import { Card, Tabs, Typography } from 'antd';
import { FriendsListTab } from './friends-list-tab';
import { SentRequestsTab } from './sent-requests-tab';
import { TagManagementTab } from './tag-management-tab';

export function FriendsPage() {
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={2} style={{ marginTop: 0 }}>
        Quản lý bạn bè
      </Typography.Title>
      <Typography.Paragraph type="secondary">Danh sách bạn bè, tag và lời mời đã gửi</Typography.Paragraph>
      <Card>
        <Tabs
          defaultActiveKey="friends"
          destroyOnHidden
          items={[
            { key: 'friends', label: 'Danh sách bạn bè', children: <FriendsListTab /> },
            { key: 'tag-management', label: 'Quản lý tag', children: <TagManagementTab /> },
            { key: 'sent-requests', label: 'Lời mời đã gửi', children: <SentRequestsTab /> },
          ]}
        />
      </Card>
    </section>
  );
}
