import {
  ApartmentOutlined,
  BarChartOutlined,
  CrownOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  GlobalOutlined,
  MessageOutlined,
  PhoneOutlined,
  StopOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { type NavIcon, REMOTE_DECLARATIONS } from 'shared-sdk';

export interface NavItem {
  path: string;
  label: string;
  description: string;
  icon: ReactNode;
}

const ICONS: Record<NavIcon, ReactNode> = {
  crown: <CrownOutlined />,
  user: <UserOutlined />,
  global: <GlobalOutlined />,
  team: <TeamOutlined />,
  apartment: <ApartmentOutlined />,
  phone: <PhoneOutlined />,
  thunderbolt: <ThunderboltOutlined />,
  database: <DatabaseOutlined />,
  stop: <StopOutlined />,
  message: <MessageOutlined />,
  chart: <BarChartOutlined />,
};

/** The shell's own dashboard, then every remote page that declares a sidebar entry, in declaration order. */
export const NAV_ITEMS: NavItem[] = [
  { path: '/dashboard', label: 'Dashboard', description: 'Tổng quan: số liệu và hoạt động gần đây', icon: <DashboardOutlined /> },
  ...REMOTE_DECLARATIONS.flatMap((remote) =>
    remote.pages.flatMap((page) =>
      'nav' in page ? [{ path: `/${page.path}`, label: page.nav.label, description: page.nav.description, icon: ICONS[page.nav.icon] }] : [],
    ),
  ),
];

export function isActivePath(itemPath: string, activePath: string): boolean {
  return activePath === itemPath || activePath.startsWith(`${itemPath}/`);
}
