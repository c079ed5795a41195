import type { FastifyInstance } from 'fastify';
import {
  type BulkExecutionStatus,
  type FriendRequestLimits,
  type Job,
  JOB_ACTIVITY_DAYS,
  JOB_MESSAGES,
  type JobDailyActivity,
  type JobList,
  JobListQuerySchema,
  type JobRecipientList,
  JobRecipientsQuerySchema,
  type JobStats,
  JobStatsQuerySchema,
} from 'shared-sdk/schemas';
import * as v from 'valibot';
import type { AuthGuard } from '../../../http/auth-guard';
import { unlessUnchanged } from '../../../http/conditional';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import { parse } from '../../../http/validate';
import { createJobsReadService, type JobsReadServiceDeps } from './service';

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

export interface JobsReadRoutesOptions extends JobsReadServiceDeps {
  requireUser: AuthGuard;
  /** The engine's cancel: checks ownership and the cancel rule, stops the job and answers it. */
  cancel: (workspaceId: string, jobId: string) => Promise<Job>;
}

type ById = { Params: { id: string } };

/**
 * The jobs page's reads, polled every second: each answer is one or two indexed queries.
 * The polled ones are conditional GETs: an ETag from a version of the user's jobs (or of the job), and a 304
 * without reading anything more when the browser's stored answer is still current.
 */
export async function jobsReadRoutes(app: FastifyInstance, options: JobsReadRoutesOptions): Promise<void> {
  const { requireUser, cancel } = options;
  const read = createJobsReadService(options);
  app.addHook('preHandler', requireUser);

  app.get('/jobs', async (request, reply) => {
    const query = parse(JobListQuerySchema, request.query);
    return unlessUnchanged<JobList>(request, reply, await read.jobsVersion(request.workspace.id), () => read.list(request.workspace.id, query));
  });

  // Static segments win over `:id` in Fastify's router, so these never reach the job routes.
  app.get('/jobs/stats/summary', async (request, reply) => {
    const { accountId } = parse(JobStatsQuerySchema, request.query);
    return unlessUnchanged<JobStats>(request, reply, await read.jobsVersion(request.workspace.id), () => read.summary(request.workspace.id, accountId));
  });

  app.get('/jobs/stats/daily', async (request) => {
    const { days } = parse(DailyActivityQuerySchema, request.query);
    return ok<JobDailyActivity>(await read.daily(request.workspace.id, days));
  });

  // The progress of a bulk group send, by the executionId its creation answered.
  app.get<{ Params: { executionId: string } }>('/jobs/bulk-groups/:executionId/status', async (request, reply) =>
    unlessUnchanged<BulkExecutionStatus>(request, reply, await read.jobsVersion(request.workspace.id), () =>
      read.bulkStatus(request.workspace.id, request.params.executionId),
    ),
  );

  app.get<ById>('/jobs/:id', async (request) => ok(await read.get(request.workspace.id, request.params.id)));

  app.post<ById>('/jobs/:id/cancel', async (request) => {
    if (!isUuid(request.params.id)) throw notFound(JOB_MESSAGES.notFound);
    return ok(await cancel(request.workspace.id, request.params.id));
  });

  app.get<ById>('/jobs/:id/recipients', async (request, reply) => {
    const { replied, ...query } = parse(JobRecipientsQuerySchema, request.query);
    return unlessUnchanged<JobRecipientList>(request, reply, await read.jobVersion(request.workspace.id, request.params.id), () =>
      read.recipients(request.workspace.id, request.params.id, { ...query, ...(replied ? { replied: replied === 'true' } : {}) }),
    );
  });

  app.get<ById>('/jobs/:id/friend-request-limits', async (request) =>
    ok<FriendRequestLimits>(await read.friendRequestLimits(request.workspace.id, request.params.id)),
  );
}
