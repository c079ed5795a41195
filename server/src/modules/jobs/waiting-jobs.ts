import type { Database, SqlRunner } from '../../db/client';
import type { LimitService } from '../subscription';

/**
 * What counts toward the plan's concurrent limit: a PROCESSING job, or a due PENDING job that does not wait for a slot
 * (no scheduledAt, or a scheduledAt already reached: it waits for the engine only). A job scheduled in the future does
 * not count until its time comes; a job waiting for a slot (waiting_for_slot) never does.
 */
export const COUNTS_AS_RUNNING = `(status = 'PROCESSING' OR (status = 'PENDING' AND NOT waiting_for_slot AND (scheduled_at IS NULL OR scheduled_at <= now())))`;

/** The per-user lock under which jobs are counted and inserted or released (one step, on either database). */
export const lockUserJobs = (tx: SqlRunner, workspaceId: string) => tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`jobs:${workspaceId}`]);

/**
 * Releases the user's oldest waiting jobs into the slots their plan leaves free (`concurrentLimit`, -1: no limit),
 * first come first served. Run under lockUserJobs. Answers the accounts of the released jobs (to wake).
 */
export async function releaseWaiting(tx: SqlRunner, workspaceId: string, concurrentLimit: number): Promise<string[]> {
  const rows = await tx.query<{ account_id: string | null }>(
    `WITH free AS (
       SELECT CASE WHEN $2::int < 0 THEN NULL ELSE greatest($2::int - count(*)::int, 0) END AS n
         FROM jobs WHERE workspace_id = $1 AND ${COUNTS_AS_RUNNING}
     ), next AS (
       SELECT id FROM jobs WHERE workspace_id = $1 AND waiting_for_slot AND status = 'PENDING' AND account_id IS NOT NULL
        ORDER BY created_at, id LIMIT (SELECT n FROM free)
     )
     UPDATE jobs SET waiting_for_slot = false, updated_at = now() WHERE id IN (SELECT id FROM next)
     RETURNING account_id`,
    [workspaceId, concurrentLimit],
  );
  return [...new Set(rows.map((row) => row.account_id).filter((id): id is string => id !== null))];
}

/**
 * The jobs that wait for a slot of their user's plan: released when a running job of the user ends
 * (the engine and a cancel say so) and, so that a crash loses nothing, on every sweep of the engine.
 */
export function createWaitingJobs(deps: { database: Database; limits: Pick<LimitService, 'planLimits'> }) {
  const { database } = deps;

  /** Releases what the user's plan lets start now; answers the accounts to wake. */
  async function release(workspaceId: string): Promise<string[]> {
    const [waiting] = await database.query(`SELECT 1 FROM jobs WHERE workspace_id = $1 AND waiting_for_slot AND status = 'PENDING' LIMIT 1`, [workspaceId]);
    if (!waiting) return [];
    const { jobLimits } = await deps.limits.planLimits(workspaceId);
    return database.transaction(async (tx) => {
      await lockUserJobs(tx, workspaceId);
      return releaseWaiting(tx, workspaceId, jobLimits.concurrent);
    });
  }

  return {
    release,

    /** A job ended (finished, failed, cancelled): its user's waiting jobs may start. */
    async releaseAfter(jobId: string): Promise<string[]> {
      const [job] = await database.query<{ workspace_id: string }>(`SELECT workspace_id FROM jobs WHERE id = $1`, [jobId]);
      return job ? release(job.workspace_id) : [];
    },

    /** Every user's waiting jobs that a free slot lets start (the engine's sweep: an ended job whose release was lost). */
    async releaseAll(): Promise<string[]> {
      const users = await database.query<{ workspace_id: string }>(`SELECT DISTINCT workspace_id FROM jobs WHERE waiting_for_slot AND status = 'PENDING'`);
      const accounts: string[] = [];
      for (const { workspace_id: workspaceId } of users) accounts.push(...(await release(workspaceId)));
      return accounts;
    },
  };
}
export type WaitingJobs = ReturnType<typeof createWaitingJobs>;
