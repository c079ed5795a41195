import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { canCancelJob, JOB_MESSAGES } from 'shared-sdk/schemas';
import type { Database, Db, SqlRunner } from '../../db/client';
import { jobRecipients, jobs, type StoredAttachment } from '../../db/schema';
import { vietnamDayStart } from '../../lib/vietnam-time';
import { accountNames } from '../accounts';
import type { AccountScope } from './account-scope';
import type { JobDraft } from './job-draft';
import { type ListNames, NO_LIST_NAMES, withSourceNames } from './source-names';
import { COUNTS_AS_RUNNING, lockUserJobs, releaseWaiting } from './waiting-jobs';


/** Rows per INSERT of a job's recipients (see insertWithinLimits). */
const RECIPIENTS_PER_INSERT = 5_000;

export type JobRow = typeof jobs.$inferSelect;

/** A draft ready to store: its id chosen (its files are already on disk under it) and its account's name. */
export interface NewJob {
  id: string;
  draft: JobDraft;
  accountName: string;
  attachments: StoredAttachment[];
}

/** The plan's job limits (-1: none). */
export interface JobLimits {
  daily: number;
  concurrent: number;
}

/** Inserted: the accounts with work to look at now (new jobs that do not wait, and waiting jobs released). */
export type InsertResult = { inserted: true; wake: string[] } | { inserted: false; refused: 'daily' };
export type CancelResult = { kind: 'cancelled'; row: JobRow } | { kind: 'refused'; row: JobRow } | { kind: 'not-found' };

const isDue = (draft: JobDraft, now: number) => !draft.scheduledAt || draft.scheduledAt.getTime() <= now;
const exceeds = (used: number, adding: number, limit: number) => limit >= 0 && used + adding > limit;

/** The write side of jobs (the read side is modules/jobs/read); `listNames` names the lists jobs are sent to. */
export function createJobsRepo(database: Database, listNames: ListNames = NO_LIST_NAMES) {
  const { db } = database;

  return {
    /** Jobs created since the start of today in Asia/Ho_Chi_Minh (the plan's daily limit counts every type). */
    async countJobsToday(workspaceId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.workspaceId, workspaceId), sql`${jobs.createdAt} >= ${vietnamDayStart().toISOString()}::timestamptz`));
      return Number(row?.value ?? 0);
    },

    async countRunningJobs(workspaceId: string): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.workspaceId, workspaceId), sql.raw(COUNTS_AS_RUNNING)));
      return Number(row?.value ?? 0);
    },

    /** The drafts with what they are sent to, by name (metadata.sourceNames, see source-names.ts). */
    withSourceNames: (workspaceId: string, drafts: JobDraft[]) => withSourceNames(database, listNames, workspaceId, drafts),

    /** The names of the user's accounts among `accountIds`, by id (the accounts module's). */
    ownedAccounts: (workspaceId: string, accountIds: string[]): Promise<Map<string, string>> => accountNames(database, workspaceId, accountIds),

    /**
     * Inserts every job with its recipients in one transaction, unless the user's jobs today plus these would pass
     * the plan's daily limit. Due jobs beyond the concurrent limit are stored waiting for a slot (behind the user's
     * jobs already waiting: first come, first served). A per-user lock makes the count and the insert one step.
     * Recipients go in with set-based statements (arrays unnested) of RECIPIENTS_PER_INSERT rows: large jobs stay
     * fast, and PGlite's memory (which never shrinks) does not grow by a whole 100,000-row statement at once.
     */
    async insertWithinLimits(workspaceId: string, newJobs: NewJob[], limits: JobLimits): Promise<InsertResult> {
      return database.transaction(async (tx) => {
        await lockUserJobs(tx, workspaceId);
        const [counts] = await tx.query<{ today: number }>(
          `SELECT count(*) FILTER (WHERE created_at >= $2::timestamptz)::int AS today FROM jobs WHERE workspace_id = $1`,
          [workspaceId, vietnamDayStart().toISOString()],
        );
        if (exceeds(Number(counts.today), newJobs.length, limits.daily)) return { inserted: false, refused: 'daily' };
        const now = Date.now();
        for (const [index, { id, draft, accountName, attachments }] of newJobs.entries()) {
          const { attachments: _names, ...payload } = draft.payload;
          await tx.query(
            // Jobs created together keep their order (first come, first served for the plan's slots): now() is the same
            // for the whole transaction and PGlite's clock_timestamp() can repeat within a millisecond, so each job is
            // also one microsecond later than the one before it.
            `INSERT INTO jobs (id, workspace_id, account_id, account_name, type, action, priority, max_retries, scheduled_at,
                               total_recipients, payload, metadata, attachments, target_group_id, waiting_for_slot, created_by, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::jsonb, $14, $15, $17,
                     clock_timestamp() + $16::int * interval '1 microsecond', clock_timestamp())`,
            [
              id,
              workspaceId,
              draft.accountId,
              accountName,
              draft.type,
              draft.action,
              draft.priority,
              draft.maxRetries,
              draft.scheduledAt ? draft.scheduledAt.toISOString() : null,
              draft.recipients.length,
              JSON.stringify(payload),
              JSON.stringify(draft.metadata ?? {}),
              JSON.stringify(attachments),
              draft.targetGroupId ?? null,
              // Every due job waits first; the release below lets in as many as the plan's free slots, oldest first.
              limits.concurrent >= 0 && isDue(draft, now),
              index,
              draft.createdBy ?? null,
            ],
          );
          for (let from = 0; from < draft.recipients.length; from += RECIPIENTS_PER_INSERT) {
            const part = draft.recipients.slice(from, from + RECIPIENTS_PER_INSERT);
            await tx.query(
              `INSERT INTO job_recipients (job_id, seq, target_id, target_type, display_name, global_id, variant)
               SELECT $1::uuid, $5::int + r.seq::int, r.target_id, r.target_type, r.display_name, r.global_id, r.variant
                 FROM unnest($2::text[], $3::text[], $4::text[], $6::text[], $7::smallint[])
                      WITH ORDINALITY AS r(target_id, target_type, display_name, global_id, variant, seq)`,
              [
                id,
                part.map((recipient) => recipient.targetId),
                part.map((recipient) => recipient.targetType),
                part.map((recipient) => recipient.displayName ?? null),
                from,
                part.map((recipient) => recipient.globalId ?? null),
                part.map((recipient) => recipient.variant ?? null),
              ],
            );
          }
          await insertVariants(tx, id, draft);
        }
        const released = await releaseWaiting(tx, workspaceId, limits.concurrent);
        const notWaiting = newJobs.filter((job) => !(limits.concurrent >= 0 && isDue(job.draft, now))).map((job) => job.draft.accountId);
        return { inserted: true, wake: [...new Set([...notWaiting, ...released])] };
      });
    },

    async findMany(ids: string[]): Promise<JobRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id)).filter((row): row is JobRow => row !== undefined);
    },

    /** Cancels a PENDING or PROCESSING job under 100%: its pending recipients become SKIPPED. */
    cancel: (workspaceId: string, id: string, scope: AccountScope): Promise<CancelResult> => cancelJob(db, workspaceId, id, scope),
  };
}
export type JobsRepo = ReturnType<typeof createJobsRepo>;

/** A job with several texts: one row per text (A…E) with how many recipients were given it (creation/variants.ts). */
async function insertVariants(tx: SqlRunner, jobId: string, draft: JobDraft): Promise<void> {
  const texts = draft.payload.messages ?? [];
  if (texts.length < 2) return;
  const given = texts.map((_text, variant) => draft.recipients.filter((recipient) => recipient.variant === variant).length);
  await tx.query(
    `INSERT INTO job_variants (job_id, variant, message, recipients)
     SELECT $1::uuid, v.variant::smallint - 1, v.message, v.recipients FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS v(message, recipients, variant)`,
    [jobId, texts, given],
  );
}

/** Cancels the user's job when it may be (canCancelJob): its pending recipients become SKIPPED, counted on the job. */
async function cancelJob(db: Db, workspaceId: string, id: string, scope: AccountScope): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.workspaceId, workspaceId)))
      .for('update');
    // Another account's job than the viewer's is not found, as another workspace's.
    if (!row || (scope !== null && !(row.accountId && scope.includes(row.accountId)))) return { kind: 'not-found' };
    if (!canCancelJob(row)) return { kind: 'refused', row };
    // The skipped recipients are counted on the job, so the card's counts, the stats and the recipient log agree.
    const skipped = await tx
      .update(jobRecipients)
      .set({ status: 'SKIPPED', errorMessage: JOB_MESSAGES.skippedByCancel })
      .where(and(eq(jobRecipients.jobId, id), eq(jobRecipients.status, 'PENDING'), isNull(jobRecipients.processedAt)))
      .returning({ seq: jobRecipients.seq });
    const [cancelled] = await tx
      .update(jobs)
      .set({
        status: 'CANCELLED',
        skippedCount: sql`${jobs.skippedCount} + ${skipped.length}::int`,
        completedAt: sql`now()`,
        updatedAt: sql`now()`,
        pausedUntil: null,
        waitingForSlot: false,
      })
      .where(eq(jobs.id, id))
      .returning();
    return { kind: 'cancelled', row: cancelled };
  });
}
