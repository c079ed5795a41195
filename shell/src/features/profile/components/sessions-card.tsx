import { LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Typography } from 'antd';
import { PROFILE_TEXTS as T } from '../texts';

/** Ends every session of the user on every device, this one included (after asking). */
export function SessionsCard({ onLogoutEverywhere }: { onLogoutEverywhere: () => void }) {
  return (
    <Card title={T.sessions}>
      <Typography.Paragraph type="secondary">{T.sessionsHint}</Typography.Paragraph>
      <Popconfirm
        title={T.logoutEverywhereTitle}
        description={T.logoutEverywhereDescription}
        okText={T.logoutEverywhereOk}
        cancelText={T.cancel}
        okButtonProps={{ danger: true }}
        onConfirm={onLogoutEverywhere}
      >
        <Button danger icon={<LogoutOutlined />}>
          {T.logoutEverywhere}
        </Button>
      </Popconfirm>
    </Card>
  );
}
