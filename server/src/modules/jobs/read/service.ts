import {
  ACTIVE_JOB_STATUSES,
  type BulkExecutionStatus,
  type FriendRequestLimits,
  type Job,
  JOB_CREATION_MESSAGES,
  JOB_MESSAGES,
  JOB_STATUSES,
  type JobDailyActivity,
  type JobList,
  type JobRecipientList,
  type JobStats,
  type JobStatus,
  jobProcessed,
  jobProgress,
  type Pagination,
} from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import { lastVietnamDates, vietnamDate } from '../../../lib/vietnam-time';
import { type AccountScope, scopeParam } from '../account-scope';
import { type EmailsOf, toJobs, toRecipient } from '../job-view';
import { createJobsReadQueries, type JobFilter, type JobRow, type RecipientFilter } from './queries';

/** JOB_DAILY_FRIEND_REQUEST_CAP's default: friend requests one account may send per Vietnamese day. */
export const DEFAULT_DAILY_FRIEND_REQUEST_CAP = 100;

export interface JobsReadServiceDeps {
  database: Pick<Database, 'query' | 'pglite'>;
  /** JOB_DAILY_FRIEND_REQUEST_CAP. */
  dailyFriendRequestCap?: number;
  /** The clock that decides "today" (tests move it). */
  now?: () => Date;
  /** The user's jobs version as this process keeps it (db/user-versions.ts); without it, read each time. */
  jobsVersion?: (workspaceId: string) => Promise<string>;
  /** Who created the jobs answered (the auth module's users). */
  emailsOf: EmailsOf;
}

const paginationOf = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});

/**
 * What the jobs page and the bulk-send wizard read about the workspace's jobs; another workspace's job is a 404. Each
 * read takes the viewer's accounts (`scope`, null for every account): an AGENT sees the jobs of their accounts only,
 * and another account's job is a 404 too.
 */
export function createJobsReadService(deps: JobsReadServiceDeps) {
  const queries = createJobsReadQueries(deps.database);
  const dailyFriendRequestCap = deps.dailyFriendRequestCap ?? DEFAULT_DAILY_FRIEND_REQUEST_CAP;
  const now = deps.now ?? (() => new Date());

  /** A malformed id cannot name a job; answering 404 keeps it away from the database. */
  async function ownedJob(workspaceId: string, jobId: string, scope: AccountScope): Promise<JobRow> {
    const row = isUuid(jobId) ? await queries.findJob(workspaceId, jobId, scopeParam(scope)) : undefined;
    if (!row) throw notFound(JOB_MESSAGES.notFound);
    return row;
  }

  return {
    /** Changes with every change to the user's jobs (see queries.jobsVersion): the ETag of the polled reads. */
    jobsVersion: deps.jobsVersion ?? ((workspaceId: string): Promise<string> => queries.jobsVersion(workspaceId)),

    /** Changes with every change to the job or its recipients; undefined for a malformed id or another user's job. */
    jobVersion: async (workspaceId: string, jobId: string, scope: AccountScope = null): Promise<string | undefined> =>
      isUuid(jobId) ? queries.jobVersion(workspaceId, jobId, scopeParam(scope)) : undefined,

    async list(workspaceId: string, filter: JobFilter, scope: AccountScope = null): Promise<JobList> {
      const { rows, total } = await queries.listJobs(workspaceId, filter, scopeParam(scope));
      return { jobs: await toJobs(rows, deps.emailsOf), pagination: paginationOf(filter.page, filter.limit, total) };
    },

    async get(workspaceId: string, jobId: string, scope: AccountScope = null): Promise<Job> {
      const [job] = await toJobs([await ownedJob(workspaceId, jobId, scope)], deps.emailsOf);
      return job;
    },

    async summary(workspaceId: string, accountId?: string, scope: AccountScope = null): Promise<JobStats> {
      const counts = await queries.countByStatus(workspaceId, accountId, scopeParam(scope));
      const byStatus = Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as Record<JobStatus, number>;
      for (const { status, count } of counts) byStatus[status] = count;
      return { totalJobs: counts.reduce((sum, { count }) => sum + count, 0), byStatus };
    },

    async daily(workspaceId: string, days: number, scope: AccountScope = null): Promise<JobDailyActivity> {
      const dates = lastVietnamDates(days, now());
      const stored = await queries.dailyActivity(workspaceId, dates[0], dates[dates.length - 1], scopeParam(scope));
      const byDate = new Map(stored.map((row) => [row.date, row]));
      // `skipped`, `messages` and `replied` only where some were (optional fields: older answers and clients have none).
      return {
        days: dates.map((date) => {
          const day = byDate.get(date);
          return {
            date,
            sent: day?.sent ?? 0,
            failed: day?.failed ?? 0,
            ...(day?.skipped ? { skipped: day.skipped } : {}),
            ...(day?.messages ? { messages: day.messages } : {}),
            ...(day?.replied ? { replied: day.replied } : {}),
          };
        }),
      };
    },

    async recipients(workspaceId: string, jobId: string, filter: RecipientFilter, scope: AccountScope = null): Promise<JobRecipientList> {
      const job = await ownedJob(workspaceId, jobId, scope);
      const { rows, total } = await queries.listRecipients(job.id, filter);
      return { recipients: rows.map(toRecipient), pagination: paginationOf(filter.page, filter.limit, total) };
    },

    async friendRequestLimits(workspaceId: string, jobId: string, scope: AccountScope = null): Promise<FriendRequestLimits> {
      const job = await ownedJob(workspaceId, jobId, scope);
      const at = now();
      // An account deleted since keeps its jobs (account_id set null): nothing sent, nothing cooling down.
      const usage = job.accountId
        ? await queries.accountSendingToday(job.accountId, vietnamDate(at), 'friend-request')
        : { sent: 0, cooldownUntil: null };
      const cooling = usage.cooldownUntil && usage.cooldownUntil.getTime() > at.getTime() ? usage.cooldownUntil : null;
      return {
        accountId: job.accountId ?? '',
        dailyLimit: dailyFriendRequestCap,
        sentToday: usage.sent,
        remainingToday: Math.max(0, dailyFriendRequestCap - usage.sent),
        cooldownUntil: cooling ? cooling.toISOString() : null,
      };
    },

    /** The progress of a bulk send, by its execution id (the user's own only). */
    async bulkStatus(workspaceId: string, executionId: string, scope: AccountScope = null): Promise<BulkExecutionStatus> {
      const row = isUuid(executionId) ? await queries.findByExecution(workspaceId, executionId, scopeParam(scope)) : undefined;
      if (!row) throw notFound(JOB_CREATION_MESSAGES.executionNotFound);
      const [job] = await toJobs([row], deps.emailsOf);
      return {
        jobId: job.id,
        status: job.status,
        progress: {
          total: job.totalRecipients,
          completed: jobProcessed(job),
          successful: job.successCount,
          failed: job.failedCount,
          percentage: jobProgress(job),
        },
        completed: !ACTIVE_JOB_STATUSES.includes(job.status),
      };
    },
  };
}
export type JobsReadService = ReturnType<typeof createJobsReadService>;
