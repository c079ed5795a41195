import type { RemoteDeclaration } from './types';

export const MF_ACCOUNTS = {
  name: 'mf_accounts',
  label: 'Tài khoản & Proxy',
  pages: [
    { path: 'accounts', nav: { label: 'Tài khoản', description: 'Quản lý tài khoản Zalo', icon: 'user' } },
    { path: 'proxies', nav: { label: 'Proxy', description: 'Quản lý proxy', icon: 'global' }, roles: ['OWNER', 'ADMIN'] },
    {
      path: 'team',
      nav: { label: 'Thành viên', description: 'Người cùng làm việc, vai trò và lời mời', icon: 'usergroup' },
      roles: ['OWNER', 'ADMIN'],
    },
    {
      path: 'audit-log',
      nav: { label: 'Nhật ký hoạt động', description: 'Ai đã làm gì và khi nào', icon: 'audit' },
      roles: ['OWNER', 'ADMIN'],
    },
    {
      path: 'integrations',
      nav: { label: 'Tích hợp', description: 'Khóa API và webhook nối với hệ thống của bạn', icon: 'api' },
      roles: ['OWNER', 'ADMIN'],
    },
  ],
} as const satisfies RemoteDeclaration;
