import { ClearOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type User, WORKSPACE_ROLE_LABELS, type WorkspaceRole } from 'shared-sdk';
import { roleLabel } from '../../components';
import { isActivePath, navItemsFor } from './nav-items';
import './sidebar.css';

export interface SidebarProps {
  user: Pick<User, 'email' | 'role'> | null;
  activePath: string;
  hasNotifications: boolean;
  onLogout: () => void;
  onClearNotifications: () => void;
  /** A count on an entry's icon, by its path (the inbox's unread messages); 0 or absent shows none. */
  badges?: Readonly<Record<string, number | undefined>>;
  /** The person's role in the session's workspace: pages it may not open have no entry; shown under the e-mail. */
  role?: WorkspaceRole | null;
  /** The workspace's name and the switcher, under the product's name. */
  workspace?: ReactNode;
}

export const SIDEBAR_TEXTS = {
  navigation: 'Điều hướng chính',
  profile: 'Hồ sơ và bảo mật',
  logout: 'Đăng xuất',
  clearNotifications: 'Xóa tất cả thông báo',
} as const;

/**
 * The session's workspace (name, role, switcher), the entries of the pages the role may open, then the user's area:
 * e-mail and role in the workspace (a link to the profile page, where the password
 * is changed and every session can be ended), logout, and the clear-all button while notifications exist.
 */
export function Sidebar({ user, activePath, hasNotifications, onLogout, onClearNotifications, badges = {}, role, workspace }: SidebarProps) {
  const { token } = theme.useToken();
  const onProfile = isActivePath('/profile', activePath);

  return (
    <Flex
      vertical
      style={{ width: 264, height: '100%', background: token.colorBgContainer, borderRight: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Typography.Title level={4} style={{ margin: 0, padding: '16px 20px 8px', color: token.colorPrimary }}>
        Zalo Manager
      </Typography.Title>
      {workspace}
      <nav aria-label={SIDEBAR_TEXTS.navigation} style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: '0 12px' }}>
        {navItemsFor(role).map(({ path, label, description, icon }) => {
          const active = isActivePath(path, activePath);
          return (
            <Link
              key={path}
              to={path}
              title={description}
              className="zm-nav-link"
              aria-current={active ? 'page' : undefined}
              style={{ color: active ? token.colorPrimary : token.colorText, background: active ? token.colorPrimaryBg : undefined }}
            >
              <Badge count={badges[path]} size="small" overflowCount={99} offset={[2, 4]}>
                <span className="zm-nav-icon">{icon}</span>
              </Badge>
              <span style={{ minWidth: 0 }}>
                <span className="zm-nav-label" style={{ fontWeight: active ? 600 : 500 }}>
                  {label}
                </span>
                <span className="zm-nav-description" style={{ color: token.colorTextSecondary }}>
                  {description}
                </span>
              </span>
            </Link>
          );
        })}
      </nav>
      <Flex vertical gap={8} style={{ padding: '12px 16px', borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        {user && (
          <Link
            to="/profile"
            aria-label={`${SIDEBAR_TEXTS.profile}: ${user.email}`}
            aria-current={onProfile ? 'page' : undefined}
            style={{
              display: 'flex',
              gap: 10,
              alignItems: 'center',
              padding: '4px 8px',
              margin: '0 -8px',
              borderRadius: token.borderRadius,
              color: token.colorText,
              background: onProfile ? token.colorPrimaryBg : undefined,
            }}
          >
            <UserOutlined style={{ fontSize: 18, color: token.colorPrimary }} aria-hidden />
            <span style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text strong ellipsis style={{ display: 'block' }}>
                {user.email}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {role ? WORKSPACE_ROLE_LABELS[role] : roleLabel(user.role)} · {SIDEBAR_TEXTS.profile}
              </Typography.Text>
            </span>
          </Link>
        )}
        <Flex gap={8}>
          <Button danger icon={<LogoutOutlined />} onClick={onLogout} style={{ flex: 1 }}>
            {SIDEBAR_TEXTS.logout}
          </Button>
          {hasNotifications && (
            <Tooltip title={SIDEBAR_TEXTS.clearNotifications}>
              <Button icon={<ClearOutlined />} aria-label={SIDEBAR_TEXTS.clearNotifications} onClick={onClearNotifications} />
            </Tooltip>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
