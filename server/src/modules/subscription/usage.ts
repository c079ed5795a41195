
/** What the limits count. The accounts and jobs modules provide the real counters. */
export interface UsageCounters {
  countAccounts(workspaceId: string): Promise<number>;
  /** Jobs created since the start of today in Asia/Ho_Chi_Minh (see `vietnamDayStart`). */
  countJobsToday(workspaceId: string, jobType?: string): Promise<number>;
  countRunningJobs(workspaceId: string): Promise<number>;
}

export { vietnamDayStart } from '../../lib/vietnam-time';
