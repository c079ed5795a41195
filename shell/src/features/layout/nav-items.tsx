import {
  ApartmentOutlined,
  CrownOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  GlobalOutlined,
  PhoneOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface NavItem {
  path: string;
  label: string;
  description: string;
  icon: ReactNode;
}

export const NAV_ITEMS: NavItem[] = [
  { path: '/dashboard', label: 'Dashboard', description: 'Tổng quan', icon: <DashboardOutlined /> },
  { path: '/subscription', label: 'Gói dịch vụ', description: 'Gói dịch vụ và thanh toán', icon: <CrownOutlined /> },
  { path: '/accounts', label: 'Tài khoản', description: 'Quản lý tài khoản Zalo', icon: <UserOutlined /> },
  { path: '/proxies', label: 'Proxy', description: 'Quản lý proxy', icon: <GlobalOutlined /> },
  { path: '/friends', label: 'Quản lý bạn bè', description: 'Bạn bè và thẻ phân loại', icon: <TeamOutlined /> },
  { path: '/groups', label: 'Quản lý nhóm', description: 'Nhóm và thành viên', icon: <ApartmentOutlined /> },
  { path: '/phone-lists', label: 'Tương tác SĐT', description: 'Danh sách số điện thoại', icon: <PhoneOutlined /> },
  { path: '/jobs', label: 'Công việc', description: 'Gửi tin và tự động hóa', icon: <ThunderboltOutlined /> },
  {
    path: '/shared-pending',
    label: 'Kho chung',
    description: 'Kho thành viên chung của toàn hệ thống',
    icon: <DatabaseOutlined />,
  },
];

export function isActivePath(itemPath: string, activePath: string): boolean {
  return activePath === itemPath || activePath.startsWith(`${itemPath}/`);
}
