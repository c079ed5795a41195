import type { Account, AccountLimitCheck, ProxyItem, ProxyPage } from 'shared-sdk';

/** A valid account; ids are uuid-shaped so the footer shows their first 8 characters. */
export function accountOf(overrides: Partial<Account> = {}): Account {
  return {
    id: '3f2a9c1e-7b4d-4e8a-9f10-2b3c4d5e6f70',
    displayName: 'Shop Hoa Tươi',
    zaloUserId: '8412345678901234567',
    phone: null,
    avatarUrl: null,
    status: 'ACTIVE',
    proxyId: null,
    autoStart: false,
    autoJoinByLink: false,
    autoReply: false,
    lastLoginAt: '2026-03-04T01:05:00.000Z',
    createdAt: '2026-02-28T17:30:00.000Z',
    ...overrides,
  };
}

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
