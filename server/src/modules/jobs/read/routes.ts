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
import { accountScope } from '../../../http/workspace-access';
import type { AccountScope } from '../account-scope';
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
  cancel: (workspaceId: string, jobId: string, scope: AccountScope) => Promise<Job>;
}

type ById = { Params: { id: string } };

/**
 * The jobs page's reads, polled every second. An AGENT reads the jobs of their accounts only (another account's job is
 * a 404, like another workspace's); the ETags name the viewer (viewerKey), so one member's answer is never another's.
 * Each answer is one or two indexed queries.
 * The polled ones are conditional GETs: an ETag from a version of the user's jobs (or of the job), and a 304
 * without reading anything more when the browser's stored answer is still current.
 */
export async function jobsReadRoutes(app: FastifyInstance, options: JobsReadRoutesOptions): Promise<void> {
  const { requireUser, cancel } = options;
  const read = createJobsReadService(options);
  app.addHook('preHandler', requireUser);

  app.get('/jobs', async (request, reply) => {
    const query = parse(JobListQuerySchema, request.query);
    return unlessUnchanged<JobList>(request, reply, await read.jobsVersion(request.workspace.id), () =>
      read.list(request.workspace.id, query, accountScope(request.workspace)),
    );
  });

  // Static segments win over `:id` in Fastify's router, so these never reach the job routes.
  app.get('/jobs/stats/summary', async (request, reply) => {
    const { accountId } = parse(JobStatsQuerySchema, request.query);
    return unlessUnchanged<JobStats>(request, reply, await read.jobsVersion(request.workspace.id), () =>
      read.summary(request.workspace.id, accountId, accountScope(request.workspace)),
    );
  });

  app.get('/jobs/stats/daily', async (request) => {
    const { days } = parse(DailyActivityQuerySchema, request.query);
    return ok<JobDailyActivity>(await read.daily(request.workspace.id, days, accountScope(request.workspace)));
  });

  // The progress of a bulk group send, by the executionId its creation answered.
  app.get<{ Params: { executionId: string } }>('/jobs/bulk-groups/:executionId/status', async (request, reply) =>
    unlessUnchanged<BulkExecutionStatus>(request, reply, await read.jobsVersion(request.workspace.id), () =>
      read.bulkStatus(request.workspace.id, request.params.executionId, accountScope(request.workspace)),
    ),
  );

  app.get<ById>('/jobs/:id', async (request) => ok(await read.get(request.workspace.id, request.params.id, accountScope(request.workspace))));

  app.post<ById>('/jobs/:id/cancel', async (request) => {
    if (!isUuid(request.params.id)) throw notFound(JOB_MESSAGES.notFound);
    return ok(await cancel(request.workspace.id, request.params.id, accountScope(request.workspace)));
  });

  app.get<ById>('/jobs/:id/recipients', async (request, reply) => {
    const { replied, ...query } = parse(JobRecipientsQuerySchema, request.query);
    const scope = accountScope(request.workspace);
    return unlessUnchanged<JobRecipientList>(request, reply, await read.jobVersion(request.workspace.id, request.params.id, scope), () =>
      read.recipients(request.workspace.id, request.params.id, { ...query, ...(replied ? { replied: replied === 'true' } : {}) }, scope),
    );
  });

  app.get<ById>('/jobs/:id/friend-request-limits', async (request) =>
    ok<FriendRequestLimits>(await read.friendRequestLimits(request.workspace.id, request.params.id, accountScope(request.workspace))),
  );
}
