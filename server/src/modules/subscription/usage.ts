import { APP_UTC_OFFSET } from 'shared-sdk/constants';

/** What the limits count. The accounts and jobs modules provide the real counters. */
export interface UsageCounters {
  countAccounts(userId: string): Promise<number>;
  /** Jobs created since the start of today in Asia/Ho_Chi_Minh (see `vietnamDayStart`). */
  countJobsToday(userId: string, jobType?: string): Promise<number>;
  countRunningJobs(userId: string): Promise<number>;
}

/** Midnight of `now`'s day in Asia/Ho_Chi_Minh (UTC+7, no daylight saving), as an instant. */
export function vietnamDayStart(now: Date = new Date()): Date {
  const vietnamDate = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${vietnamDate}T00:00:00${APP_UTC_OFFSET}`);
}
