import {
  ApartmentOutlined,
  ApiOutlined,
  AuditOutlined,
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
  UsergroupAddOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { type NavIcon, REMOTE_DECLARATIONS, type WorkspaceRole } from 'shared-sdk';

export interface NavItem {
  path: string;
  label: string;
  description: string;
  icon: ReactNode;
  /** The workspace roles that see the entry (absent: every member). */
  roles?: readonly WorkspaceRole[];
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
  usergroup: <UsergroupAddOutlined />,
  audit: <AuditOutlined />,
  api: <ApiOutlined />,
};

/** The shell's own dashboard, then every remote page that declares a sidebar entry, in declaration order. */
export const NAV_ITEMS: NavItem[] = [
  { path: '/dashboard', label: 'Dashboard', description: 'Tổng quan: số liệu và hoạt động gần đây', icon: <DashboardOutlined /> },
  ...REMOTE_DECLARATIONS.flatMap((remote) =>
    remote.pages.flatMap((page) =>
      'nav' in page
        ? [
            {
              path: `/${page.path}`,
              label: page.nav.label,
              description: page.nav.description,
              icon: ICONS[page.nav.icon],
              roles: 'roles' in page ? page.roles : undefined,
            },
          ]
        : [],
    ),
  ),
];

/** The entries a role sees: a page some roles only may open is hidden from the others (and while the role is unknown). */
export function navItemsFor(role: WorkspaceRole | null | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.roles || (role != null && item.roles.includes(role)));
}

export function isActivePath(itemPath: string, activePath: string): boolean {
  return activePath === itemPath || activePath.startsWith(`${itemPath}/`);
}
