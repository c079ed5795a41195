
/** What the limits count. The accounts and jobs modules provide the real counters. */
export interface UsageCounters {
  countAccounts(userId: string): Promise<number>;
  /** Jobs created since the start of today in Asia/Ho_Chi_Minh (see `vietnamDayStart`). */
  countJobsToday(userId: string, jobType?: string): Promise<number>;
  countRunningJobs(userId: string): Promise<number>;
}

export { vietnamDayStart } from '../../lib/vietnam-time';
