import { type Account, appToday, type Job, type JobDailyActivity, type JobList, type JobStats, type JobStatus, type ProxyStats, shiftDate } from 'shared-sdk';
import { accountOf as baseAccountOf } from 'shared-sdk/testing/data';

const MINUTE = 60_000;

/** The shared account, last logged in two hours ago (the previews show relative times). */
export const accountOf = (overrides: Partial<Account> = {}): Account =>
  baseAccountOf({ lastLoginAt: new Date(Date.now() - 2 * 60 * MINUTE).toISOString(), ...overrides });

const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** Seven accounts in every status; two ACTIVE, one never logged in. */
export const sampleAccounts: Account[] = [
  accountOf({ id: uuid(1), displayName: 'Shop Hoa Tươi', status: 'ACTIVE' }),
  accountOf({ id: uuid(2), displayName: 'Tiệm Bánh Ngọt', status: 'ACTIVE', zaloUserId: '8498765432109876543' }),
  accountOf({ id: uuid(3), displayName: 'Cửa hàng Điện Máy', status: 'PENDING', zaloUserId: null, lastLoginAt: null }),
  accountOf({ id: uuid(4), displayName: 'Thời trang Mai', status: 'COOKIE_EXPIRED' }),
  accountOf({ id: uuid(5), displayName: 'Spa Thảo Mộc', status: 'LOGIN_ERROR' }),
  accountOf({ id: uuid(6), displayName: 'Nhà sách Minh Khai', status: 'SUSPENDED' }),
  accountOf({ id: uuid(7), displayName: 'Quán Cà Phê Sáng', status: 'INACTIVE' }),
];

export function jobOf(overrides: Partial<Job> = {}): Job {
  const createdAt = new Date(Date.now() - 5 * MINUTE).toISOString();
  return {
    id: uuid(100),
    accountId: uuid(1),
    accountName: 'Shop Hoa Tươi',
    type: 'TO_FRIENDS',
    status: 'COMPLETED',
    priority: 5,
    maxRetries: 3,
    scheduledAt: null,
    createdAt,
    startedAt: createdAt,
    completedAt: null,
    updatedAt: createdAt,
    totalRecipients: 50,
    successCount: 48,
    failedCount: 2,
    skippedCount: 0,
    errorMessage: null,
    pausedUntil: null,
    payload: { message: 'Xin chào', delayMin: 1, delayMax: 3 },
    metadata: {},
    ...overrides,
  };
}

/** One job in each status, newest first. */
export const jobsInEveryStatus: Job[] = (
  [
    ['PENDING', 'TO_FRIENDS', 0, 120],
    ['PROCESSING', 'TO_GROUP_MEMBERS', 37, 80],
    ['COMPLETED', 'FRIEND_REQUEST', 25, 25],
    ['FAILED', 'TO_THREAD', 0, 1],
    ['CANCELLED', 'GROUP_INVITE', 12, 40],
  ] as const
).map(([status, type, successCount, totalRecipients], index) =>
  jobOf({
    id: uuid(101 + index),
    status: status as JobStatus,
    type,
    successCount,
    totalRecipients,
    failedCount: status === 'FAILED' ? 1 : 0,
    createdAt: new Date(Date.now() - index * 47 * MINUTE - 10_000).toISOString(),
  }),
);

export const jobListOf = (jobs: Job[]): JobList => ({
  jobs,
  pagination: { page: 1, limit: 5, total: jobs.length, totalPages: Math.max(1, Math.ceil(jobs.length / 5)) },
});

export function jobStatsOf(byStatus: Partial<Record<JobStatus, number>> = {}): JobStats {
  const counts: Record<JobStatus, number> = { PENDING: 0, PROCESSING: 0, COMPLETED: 0, FAILED: 0, CANCELLED: 0, ...byStatus };
  return { totalJobs: Object.values(counts).reduce((sum, count) => sum + count, 0), byStatus: counts };
}

export const proxyStatsOf = (total: number, active: number): ProxyStats => ({ total, active, inactive: total - active });

/** The last `days` days ending today in UTC+7, with counts from `count(index)` (0 = oldest). */
export function activityOf(
  count: (index: number) => { sent: number; failed: number; skipped?: number; messages?: number; replied?: number } = () => ({ sent: 0, failed: 0 }),
  days = 14,
  now = Date.now(),
): JobDailyActivity {
  const today = appToday(now);
  return { days: Array.from({ length: days }, (_, index) => ({ date: shiftDate(today, index - (days - 1)), ...count(index) })) };
}

/** A plausible fortnight: more sent on weekdays, a few failures, one quiet day; about one reply in ten messages. */
export const busyFortnight = activityOf((index) => {
  if (index === 6) return { sent: 0, failed: 0, messages: 0, replied: 0 };
  const sent = 40 + ((index * 37) % 90);
  return { sent, failed: (index * 7) % 11, messages: sent, replied: Math.floor(sent / (7 + (index % 5))) };
});
