import type { AccountHealth, AccountLimitCheck, ProxyItem, ProxyPage } from 'shared-sdk';

export const PROXY_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

export function proxyOf(overrides: Partial<ProxyItem> = {}): ProxyItem {
  return {
    id: PROXY_ID,
    name: 'Proxy Hà Nội',
    scheme: 'http',
    host: '103.1.2.3',
    port: 8080,
    username: null,
    maskedUsername: null,
    hasPassword: false,
    isActive: true,
    lastTest: null,
    accounts: [],
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

/** An account's health (GET /accounts/health) at 10:00 on 25/11/2026 in Vietnam: window open, breaker closed. */
export function accountHealthOf(overrides: Partial<AccountHealth> = {}): AccountHealth {
  return {
    accountId: '11111111-2222-4333-8444-555555555555',
    window: { enabled: true, start: '08:00', end: '21:00', custom: false, open: true, opensAt: null, closesAt: '2026-11-25T14:00:00.000Z' },
    warmUp: null,
    today: {
      messages: { used: 120, cap: 2000 },
      friendRequests: { used: 12, cap: 100 },
      invites: { used: 0, cap: 200 },
      strangers: { used: 15, cap: 40 },
      phoneLookups: { used: 30, cap: 100 },
    },
    friends: { count: 640, limit: 1000 },
    rateLimit: null,
    breaker: { open: false, reason: null, until: null, failStreak: 1, recentFailures: 2, recentAttempts: 20 },
    ...overrides,
  };
}
