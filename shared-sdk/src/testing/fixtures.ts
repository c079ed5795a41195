import type { Account, AccountHealth } from '../schemas';

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

type DailyCounts = Record<keyof AccountHealth['today'], number>;

/** The server's daily caps for an account past its warm-up. */
const DEFAULT_CAPS: DailyCounts = { messages: 2000, friendRequests: 100, invites: 200, strangers: 40, phoneLookups: 100 };

/** Today's counters of an account's health: what each kind used (0 unless given) against its cap (the default unless given). */
export function todayOf(used: Partial<DailyCounts> = {}, caps: Partial<DailyCounts> = {}): AccountHealth['today'] {
  const counter = (kind: keyof DailyCounts) => ({ used: used[kind] ?? 0, cap: caps[kind] ?? DEFAULT_CAPS[kind] });
  return {
    messages: counter('messages'),
    friendRequests: counter('friendRequests'),
    invites: counter('invites'),
    strangers: counter('strangers'),
    phoneLookups: counter('phoneLookups'),
  };
}

/**
 * A healthy account's health (GET /accounts/health): window 08:00-21:00 open, no warm-up, nothing sent today, breaker
 * closed, logged in once today.
 */
export function accountHealthOf(overrides: Partial<AccountHealth> = {}): AccountHealth {
  return {
    accountId: ACCOUNT_ID,
    window: { enabled: true, start: '08:00', end: '21:00', custom: false, open: true, opensAt: null, closesAt: null },
    warmUp: null,
    today: todayOf(),
    friends: { count: 30, limit: 1000 },
    rateLimit: null,
    breaker: { open: false, reason: null, until: null, failStreak: 0, recentFailures: 0, recentAttempts: 0 },
    logins: { today: 1, max: 10, capped: false, reason: null },
    ...overrides,
  };
}
