import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useNotifications } from 'shared-sdk';
import { useSession } from '../session';
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

  useEffect(() => setMenuOpen(false), [pathname]);

  const sidebar = (
    <Sidebar
      user={user}
      activePath={pathname}
      hasNotifications={notifications.length > 0}
      onLogout={() => void logout()}
      onClearNotifications={clear}
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
            <Typography.Text strong>Zalo Manager</Typography.Text>
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
