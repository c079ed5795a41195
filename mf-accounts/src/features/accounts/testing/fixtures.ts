import type { AccountHealth, AccountLimitCheck, CurrentWorkspace, ProxyItem, ProxyPage, User, WorkspaceRole } from 'shared-sdk';
import { accountHealthOf as sharedAccountHealthOf, todayOf } from 'shared-sdk/testing/data';

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
    maxAccounts: 5,
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
  const health = sharedAccountHealthOf();
  return sharedAccountHealthOf({
    accountId: '11111111-2222-4333-8444-555555555555',
    window: { ...health.window, closesAt: '2026-11-25T14:00:00.000Z' },
    today: todayOf({ messages: 120, friendRequests: 12, strangers: 15, phoneLookups: 30 }),
    friends: { count: 640, limit: 1000 },
    breaker: { ...health.breaker, failStreak: 1, recentFailures: 2, recentAttempts: 20 },
    ...overrides,
  });
}

/** GET /auth/me for a person with this role in their workspace (an AGENT with the given accounts). */
export function meAs(role: WorkspaceRole, accountIds: string[] = []): { user: User; workspace: CurrentWorkspace } {
  return {
    user: { id: '99999999-9999-4999-8999-000000000009', email: 'nhanvien@example.com' },
    workspace: { id: '88888888-8888-4888-8888-000000000008', name: 'Cửa hàng', role, accountIds: role === 'AGENT' ? accountIds : null },
  };
}
