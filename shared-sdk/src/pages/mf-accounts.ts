import type { RemoteDeclaration } from './types';

export const MF_ACCOUNTS = {
  name: 'mf_accounts',
  label: 'Tài khoản & Proxy',
  pages: [
    { path: 'accounts', nav: { label: 'Tài khoản', description: 'Quản lý tài khoản Zalo', icon: 'user' } },
    { path: 'proxies', nav: { label: 'Proxy', description: 'Quản lý proxy', icon: 'global' } },
  ],
} as const satisfies RemoteDeclaration;
