import { randomUUID } from 'node:crypto';
import { type Job, JOB_MESSAGES, JOB_REQUEST_MESSAGES } from 'shared-sdk/schemas';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { ACCOUNT_ERRORS } from '../accounts';
import { LIMIT_MESSAGES, type LimitService } from '../subscription';
import { removeJobFiles, storeAttachments } from './engine/attachments';
import type { AccountScope } from './account-scope';
import type { JobCreator, JobDraft } from './job-draft';
import { type EmailsOf, toJobs } from './job-view';
import type { JobsRepo, NewJob } from './repo';
import type { WaitingJobs } from './waiting-jobs';

export interface JobsServiceDeps {
  repo: JobsRepo;
  limits: Pick<LimitService, 'jobLimits'>;
  /** Where attachments are stored until their job ends (config.jobs.attachmentsDir). */
  attachmentsDir: string;
  /** The engine of this process; absent, new work waits for an engine's sweep. */
  engine?: { wake(accountId: string): Promise<void>; cancelled(jobId: string, accountId: string | null): Promise<void> };
  /** Jobs waiting for a slot of the plan: a cancel frees one (absent: the engine's sweep releases them). */
  waiting?: Pick<WaitingJobs, 'release'>;
  /** Who created the jobs answered (the auth module's users). */
  emailsOf: EmailsOf;
}

/**
 * Jobs: creation within the plan's daily limit (beyond its concurrent limit they wait for a slot), and cancel. The
 * reads are in read/; the engine (engine/) does the sending.
 */
export function createJobsService(deps: JobsServiceDeps): JobCreator & {
  /** A job of another account than the viewer's (`scope`) is a 404, like another workspace's. */
  cancel(workspaceId: string, jobId: string, scope?: AccountScope): Promise<Job>;
  planChanged(workspaceId: string): Promise<void>;
} {
  const { repo, limits, attachmentsDir } = deps;

  /** Releases the user's jobs waiting for a slot that their plan lets start now, and wakes their accounts. */
  async function releaseWaiting(workspaceId: string): Promise<void> {
    for (const accountId of (await deps.waiting?.release(workspaceId)) ?? []) await deps.engine?.wake(accountId);
  }

  async function prepare(workspaceId: string, given: JobDraft[]): Promise<NewJob[]> {
    if (given.length === 0 || given.some((draft) => draft.recipients.length === 0)) {
      throw badRequest(JOB_REQUEST_MESSAGES.recipientsInvalid);
    }
    const accountIds = [...new Set(given.map((draft) => draft.accountId))];
    const names = accountIds.every(isUuid) ? await repo.ownedAccounts(workspaceId, accountIds) : new Map<string, string>();
    if (accountIds.some((id) => !names.has(id))) throw notFound(ACCOUNT_ERRORS.notFound);
    const drafts = await repo.withSourceNames(workspaceId, given);
    const prepared: NewJob[] = [];
    try {
      for (const draft of drafts) {
        const id = randomUUID();
        prepared.push({ id, draft, accountName: names.get(draft.accountId) ?? '', attachments: [] });
        prepared[prepared.length - 1].attachments = await storeAttachments(attachmentsDir, id, draft.attachments ?? []);
      }
    } catch (error) {
      await Promise.all(prepared.map((job) => removeJobFiles(attachmentsDir, job.id)));
      throw error;
    }
    return prepared;
  }

  return {
    async create(workspaceId, drafts) {
      const check = await limits.jobLimits(workspaceId);
      if (!check.canCreate) throw new AppError(403, check.reason ?? LIMIT_MESSAGES.expired);
      const prepared = await prepare(workspaceId, drafts);
      const result = await repo
        .insertWithinLimits(workspaceId, prepared, { daily: check.limit, concurrent: check.concurrentLimit })
        .catch(async (error: unknown) => {
          await Promise.all(prepared.map((job) => removeJobFiles(attachmentsDir, job.id)));
          throw error;
        });
      if (!result.inserted) {
        await Promise.all(prepared.map((job) => removeJobFiles(attachmentsDir, job.id)));
        throw new AppError(403, LIMIT_MESSAGES.dailyJobs(check.limit));
      }
      await Promise.all(result.wake.map((accountId) => deps.engine?.wake(accountId)));
      return toJobs(await repo.findMany(prepared.map((job) => job.id)), deps.emailsOf);
    },

    async cancel(workspaceId, jobId, scope = null) {
      const result = isUuid(jobId) ? await repo.cancel(workspaceId, jobId, scope) : ({ kind: 'not-found' } as const);
      if (result.kind === 'not-found') throw notFound(JOB_MESSAGES.notFound);
      if (result.kind === 'refused') throw conflict(JOB_MESSAGES.cannotCancel);
      await deps.engine?.cancelled(jobId, result.row.accountId);
      // Its slot (if it held one) goes to the oldest job waiting for one.
      await releaseWaiting(workspaceId);
      const [job] = await toJobs([result.row], deps.emailsOf);
      return job;
    },

    /** The user's plan changed (a payment): jobs waiting for a slot of the old plan start now if the new one has room. */
    planChanged: releaseWaiting,
  };
}
export type JobsService = ReturnType<typeof createJobsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The jobs service, this process's engine and the reads (tests drive them directly). */
    jobs: { service: JobsService; engine: import('./engine/engine').JobEngine; read: import('./read/service').JobsReadService };
  }
}
