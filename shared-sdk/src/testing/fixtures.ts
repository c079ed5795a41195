import type { Account } from '../schemas';

/** Ids are uuid-shaped, as the server's are (the account card shows their first 8 characters). */
export const ACCOUNT_ID = '3f2a9c1e-7b4d-4e8a-9f10-2b3c4d5e6f70';

/** A valid, active account for stories and tests. */
export function accountOf(overrides: Partial<Account> = {}): Account {
  return {
    id: ACCOUNT_ID,
    displayName: 'Shop Hoa Tươi',
    zaloUserId: '8412345678901234567',
    zaloName: 'Nguyễn Thị Hoa',
    phone: null,
    avatarUrl: null,
    status: 'ACTIVE',
    proxyId: null,
    autoStart: false,
    autoJoinByLink: false,
    autoReply: false,
    lastLoginAt: '2026-03-04T01:05:00.000Z',
    createdAt: '2026-02-28T17:30:00.000Z',
    cookieCheck: null,
    ...overrides,
  };
}
