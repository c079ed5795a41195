import { ClearOutlined, LogoutOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Popconfirm, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { DEFAULT_ROLE, type User } from 'shared-sdk';
import { NAV_ITEMS, isActivePath } from './nav-items';

export interface SidebarProps {
  user: Pick<User, 'email' | 'role'> | null;
  activePath: string;
  hasNotifications: boolean;
  onLogout: () => void;
  /** Ends every session of the user on every device (after a lost phone or a shared computer). */
  onLogoutEverywhere: () => void;
  onClearNotifications: () => void;
  /** A count on an entry's icon, by its path (the inbox's unread messages); 0 or absent shows none. */
  badges?: Readonly<Record<string, number | undefined>>;
}

export function Sidebar({ user, activePath, hasNotifications, onLogout, onLogoutEverywhere, onClearNotifications, badges = {} }: SidebarProps) {
  const { token } = theme.useToken();

  return (
    <Flex
      vertical
      style={{ width: 264, height: '100%', background: token.colorBgContainer, borderRight: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Typography.Title level={4} style={{ margin: 0, padding: '20px 20px 12px', color: token.colorPrimary }}>
        Zalo Manager
      </Typography.Title>
      <nav aria-label="Điều hướng chính" style={{ flex: 1, overflowY: 'auto', padding: '0 12px' }}>
        {NAV_ITEMS.map(({ path, label, description, icon }) => {
          const active = isActivePath(path, activePath);
          return (
            <Link
              key={path}
              to={path}
              aria-current={active ? 'page' : undefined}
              style={{
                display: 'flex',
                gap: 12,
                alignItems: 'flex-start',
                padding: '10px 12px',
                marginBottom: 4,
                borderRadius: token.borderRadius,
                color: active ? token.colorPrimary : token.colorText,
                background: active ? token.colorPrimaryBg : undefined,
              }}
            >
              <Badge count={badges[path]} size="small" overflowCount={99} offset={[2, 4]}>
                <span style={{ fontSize: 18, lineHeight: '22px' }}>{icon}</span>
              </Badge>
              <span>
                <span style={{ display: 'block', fontWeight: active ? 600 : 500 }}>{label}</span>
                <span style={{ display: 'block', fontSize: 12, color: token.colorTextSecondary }}>{description}</span>
              </span>
            </Link>
          );
        })}
      </nav>
      <Flex vertical gap={8} style={{ padding: 16, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        {user && (
          <div>
            <Typography.Text strong ellipsis style={{ display: 'block' }}>
              {user.email}
            </Typography.Text>
            <Tag color="blue" style={{ marginTop: 4 }}>
              {user.role || DEFAULT_ROLE}
            </Tag>
          </div>
        )}
        {hasNotifications && (
          <Button icon={<ClearOutlined />} onClick={onClearNotifications} block>
            Xóa tất cả thông báo
          </Button>
        )}
        <Button danger icon={<LogoutOutlined />} onClick={onLogout} block>
          Đăng xuất
        </Button>
        <Popconfirm
          title="Đăng xuất khỏi mọi thiết bị?"
          description="Mọi phiên đăng nhập của bạn, kể cả phiên này, sẽ kết thúc ngay."
          okText="Đăng xuất tất cả"
          cancelText="Hủy"
          onConfirm={onLogoutEverywhere}
        >
          <Button type="link" size="small" block>
            Đăng xuất khỏi mọi thiết bị
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
