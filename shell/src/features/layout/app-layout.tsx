import { MenuOutlined, MessageOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useWorkspaceAccess } from 'shared-sdk/react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useNotifications, useUnreadCount, WORKSPACE_ROLE_LABELS } from 'shared-sdk';
import { useSession } from '../session';
import { WorkspaceSwitcher } from './workspace-switcher';
import { AppFooter } from './app-footer';
import { Sidebar } from './sidebar';
import { useIsMobile } from './use-is-mobile';

export function AppLayout() {
  const { user, logout } = useSession();
  const { notifications, clear } = useNotifications();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const { token } = theme.useToken();
  // The inbox's unread messages on its entry (live: every inbox event refreshes the count).
  const unread = useUnreadCount().data?.total ?? 0;
  const { role, workspace } = useWorkspaceAccess();

  useEffect(() => setMenuOpen(false), [pathname]);

  const sidebar = (
    <Sidebar
      user={user}
      activePath={pathname}
      hasNotifications={notifications.length > 0}
      onLogout={() => void logout()}
      onClearNotifications={clear}
      badges={{ '/inbox': unread }}
      role={role}
      workspace={<WorkspaceSwitcher />}
    />
  );

  return (
    <Flex style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      {!isMobile && <aside style={{ position: 'sticky', top: 0, height: '100vh', flexShrink: 0 }}>{sidebar}</aside>}
      {isMobile && menuOpen && (
        // Above the toasts (z-index 1100): an open menu is never covered by one.
        <div style={{ position: 'fixed', inset: 0, zIndex: 1150 }}>
          <div
            data-testid="sidebar-backdrop"
            aria-hidden
            onClick={() => setMenuOpen(false)}
            style={{ position: 'absolute', inset: 0, background: token.colorBgMask }}
          />
          <aside style={{ position: 'absolute', top: 0, bottom: 0, left: 0 }}>{sidebar}</aside>
        </div>
      )}
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        {isMobile && (
          <Flex
            component="header"
            align="center"
            gap={12}
            style={{ position: 'sticky', top: 0, zIndex: 10, padding: '8px 16px', background: token.colorBgContainer }}
          >
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label="Mở thanh điều hướng"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
            />
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong>Zalo Manager</Typography.Text>
              {workspace && (
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                  {workspace.name} · {WORKSPACE_ROLE_LABELS[workspace.role]}
                </Typography.Text>
              )}
            </Flex>
            {unread > 0 && (
              <Link to="/inbox" aria-label={`Hội thoại: ${unread} tin nhắn chưa đọc`} style={{ marginLeft: 'auto', padding: '4px 8px' }}>
                <Badge count={unread} size="small" overflowCount={99}>
                  <MessageOutlined style={{ fontSize: 20, color: token.colorText }} />
                </Badge>
              </Link>
            )}
          </Flex>
        )}
        <main style={{ flex: 1, padding: isMobile ? 16 : 24 }}>
          <Outlet />
        </main>
        <AppFooter />
      </Flex>
    </Flex>
  );
}
