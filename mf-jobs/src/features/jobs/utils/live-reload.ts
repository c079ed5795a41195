import { ACTIVE_JOB_STATUSES, JOBS_LIVE_RELOAD_MS, JOBS_REPLY_RELOAD_MS, type Job, REPLY_WINDOW_DAYS_DEFAULT } from 'shared-sdk';

type Watched = Pick<Job, 'status'> & Partial<Pick<Job, 'completedAt' | 'successCount'>>;

/** Whether any job still moves (PENDING or PROCESSING). */
export const hasActiveJob = (jobs: readonly Pick<Job, 'status'>[] | undefined): boolean =>
  Boolean(jobs?.some((job) => ACTIVE_JOB_STATUSES.includes(job.status)));

const WINDOW_MS = REPLY_WINDOW_DAYS_DEFAULT * 24 * 60 * 60 * 1000;

/** Whether replies (or accepted friend requests) may still come to a job that has ended: it sent something within the reply window. */
export const mayStillGetReplies = (jobs: readonly Watched[] | undefined, now = Date.now()): boolean =>
  Boolean(jobs?.some((job) => (job.successCount ?? 0) > 0 && job.completedAt != null && now - Date.parse(job.completedAt) < WINDOW_MS));

/**
 * The reload period of the jobs list and stats while live update is on: every second while a job on the page is
 * PENDING or PROCESSING; every 15 s while a job that ended within the reply window may still get replies (its reply
 * count and rate change without a send); otherwise no polling.
 */
export function liveReloadInterval(jobs: readonly Watched[] | undefined, live: boolean, now = Date.now()): number | false {
  if (!live) return false;
  if (hasActiveJob(jobs)) return JOBS_LIVE_RELOAD_MS;
  return mayStillGetReplies(jobs, now) ? JOBS_REPLY_RELOAD_MS : false;
}
