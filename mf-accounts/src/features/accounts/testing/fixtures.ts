import type { AccountLimitCheck, ProxyItem, ProxyPage } from 'shared-sdk';

export const PROXY_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

export function proxyOf(overrides: Partial<ProxyItem> = {}): ProxyItem {
  return {
    id: PROXY_ID,
    name: 'Proxy Hà Nội',
    scheme: 'http',
    host: '103.1.2.3',
    port: 8080,
    maskedUsername: null,
    hasPassword: false,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const proxyPageOf = (items: ProxyItem[]): ProxyPage => ({
  items,
  pagination: { page: 1, limit: 100, total: items.length, totalPages: 1 },
});

export const limitOf = (overrides: Partial<AccountLimitCheck> = {}): AccountLimitCheck => ({
  canAdd: true,
  used: 1,
  limit: 3,
  ...overrides,
});
