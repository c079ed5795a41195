import type { FastifyInstance } from 'fastify';
import {
  type FriendRequestLimits,
  type Job,
  JOB_ACTIVITY_DAYS,
  JOB_MESSAGES,
  JOB_STATUSES,
  type JobDailyActivity,
  type JobList,
  JobListQuerySchema,
  type JobRecipientList,
  JobRecipientsQuerySchema,
  type JobStats,
  JobStatsQuerySchema,
  type JobStatus,
  type Pagination,
} from 'shared-sdk/schemas';
import * as v from 'valibot';
import type { Database } from '../../../db/client';
import type { AuthGuard } from '../../../http/auth-guard';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import { parse } from '../../../http/validate';
import { toJob, toRecipient } from '../job-view';
import { createJobsReadQueries, type JobRow } from './queries';
import { lastVietnamDates, vietnamDate } from '../../../lib/vietnam-time';

/** JOB_DAILY_FRIEND_REQUEST_CAP's default: friend requests one account may send per Vietnamese day. */
export const DEFAULT_DAILY_FRIEND_REQUEST_CAP = 100;
export const MAX_ACTIVITY_DAYS = 90;
export const INVALID_DAYS_MESSAGE = 'Số ngày không hợp lệ';

const DailyActivityQuerySchema = v.object({
  days: v.optional(
    v.pipe(
      v.union([v.string(INVALID_DAYS_MESSAGE), v.number(INVALID_DAYS_MESSAGE)], INVALID_DAYS_MESSAGE),
      v.transform(Number),
      v.integer(INVALID_DAYS_MESSAGE),
      v.minValue(1, INVALID_DAYS_MESSAGE),
      v.maxValue(MAX_ACTIVITY_DAYS, INVALID_DAYS_MESSAGE),
    ),
    JOB_ACTIVITY_DAYS,
  ),
});

export interface JobsReadRoutesOptions {
  database: Pick<Database, 'query' | 'pglite'>;
  requireUser: AuthGuard;
  /** The engine's cancel: checks ownership and the cancel rule, stops the job and answers it. */
  cancel: (userId: string, jobId: string) => Promise<Job>;
  /** JOB_DAILY_FRIEND_REQUEST_CAP. */
  dailyFriendRequestCap?: number;
  /** The clock that decides "today" (tests move it). */
  now?: () => Date;
}

type ById = { Params: { id: string } };

const paginationOf = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});

/** The jobs page's reads (spec part 3 §2, §7), polled every second: each answer is one or two indexed queries. */
export async function jobsReadRoutes(app: FastifyInstance, options: JobsReadRoutesOptions): Promise<void> {
  const { requireUser, cancel } = options;
  const queries = createJobsReadQueries(options.database);
  const dailyFriendRequestCap = options.dailyFriendRequestCap ?? DEFAULT_DAILY_FRIEND_REQUEST_CAP;
  const now = options.now ?? (() => new Date());
  app.addHook('preHandler', requireUser);

  /** A malformed id cannot name a job; answering 404 keeps it away from the database. */
  async function ownedJob(userId: string, jobId: string): Promise<JobRow> {
    const row = isUuid(jobId) ? await queries.findJob(userId, jobId) : undefined;
    if (!row) throw notFound(JOB_MESSAGES.notFound);
    return row;
  }

  app.get('/jobs', async (request) => {
    const query = parse(JobListQuerySchema, request.query);
    const { rows, total } = await queries.listJobs(request.user.id, query);
    return ok<JobList>({ jobs: rows.map(toJob), pagination: paginationOf(query.page, query.limit, total) });
  });

  // Static segments win over `:id` in Fastify's router, so these never reach the job routes.
  app.get('/jobs/stats/summary', async (request) => {
    const { accountId } = parse(JobStatsQuerySchema, request.query);
    const counts = await queries.countByStatus(request.user.id, accountId);
    const byStatus = Object.fromEntries(JOB_STATUSES.map((status) => [status, 0])) as Record<JobStatus, number>;
    for (const { status, count } of counts) byStatus[status] = count;
    const totalJobs = counts.reduce((sum, { count }) => sum + count, 0);
    return ok<JobStats>({ totalJobs, byStatus });
  });

  app.get('/jobs/stats/daily', async (request) => {
    const { days } = parse(DailyActivityQuerySchema, request.query);
    const dates = lastVietnamDates(days, now());
    const stored = await queries.dailyActivity(request.user.id, dates[0], dates[dates.length - 1]);
    const byDate = new Map(stored.map((row) => [row.date, row]));
    return ok<JobDailyActivity>({
      days: dates.map((date) => ({ date, sent: byDate.get(date)?.sent ?? 0, failed: byDate.get(date)?.failed ?? 0 })),
    });
  });

  app.get<ById>('/jobs/:id', async (request) => ok(toJob(await ownedJob(request.user.id, request.params.id))));

  app.post<ById>('/jobs/:id/cancel', async (request) => {
    if (!isUuid(request.params.id)) throw notFound(JOB_MESSAGES.notFound);
    return ok(await cancel(request.user.id, request.params.id));
  });

  app.get<ById>('/jobs/:id/recipients', async (request) => {
    const query = parse(JobRecipientsQuerySchema, request.query);
    const job = await ownedJob(request.user.id, request.params.id);
    const { rows, total } = await queries.listRecipients(job.id, query);
    return ok<JobRecipientList>({ recipients: rows.map(toRecipient), pagination: paginationOf(query.page, query.limit, total) });
  });

  app.get<ById>('/jobs/:id/friend-request-limits', async (request) => {
    const job = await ownedJob(request.user.id, request.params.id);
    const at = now();
    // An account deleted since keeps its jobs (account_id set null): nothing sent, nothing cooling down.
    const usage = job.accountId
      ? await queries.accountSendingToday(job.accountId, vietnamDate(at), 'friend-request')
      : { sent: 0, cooldownUntil: null };
    const cooling = usage.cooldownUntil && usage.cooldownUntil.getTime() > at.getTime() ? usage.cooldownUntil : null;
    return ok<FriendRequestLimits>({
      accountId: job.accountId ?? '',
      dailyLimit: dailyFriendRequestCap,
      sentToday: usage.sent,
      remainingToday: Math.max(0, dailyFriendRequestCap - usage.sent),
      cooldownUntil: cooling ? cooling.toISOString() : null,
    });
  });
}
