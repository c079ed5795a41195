import { ACTIVE_JOB_STATUSES, JOBS_LIVE_RELOAD_MS, type Job } from 'shared-sdk';

/** Whether any job still moves (PENDING or PROCESSING). */
export const hasActiveJob = (jobs: readonly Pick<Job, 'status'>[] | undefined): boolean =>
  Boolean(jobs?.some((job) => ACTIVE_JOB_STATUSES.includes(job.status)));

/**
 * The reload period of the jobs list and stats: every second while live update is on and a job
 * on the page is PENDING or PROCESSING; otherwise no polling.
 */
export const liveReloadInterval = (jobs: readonly Pick<Job, 'status'>[] | undefined, live: boolean): number | false =>
  live && hasActiveJob(jobs) ? JOBS_LIVE_RELOAD_MS : false;
