import type { AccountStatus, JobPayload, JobStatus, JobType, RecipientTargetType } from 'shared-sdk/schemas';
import type { Database, SqlRunner } from '../../../db/client';
import { coalesce } from '../../../lib/coalesce';
import { type JobActionColumn, NO_ACCOUNT_ID, type StoredAttachment } from '../../../db/schema';
import { accountRowSql } from '../../accounts';
import { friendRowSql } from '../../social';
import { createOutcomeWriter, type Outcome, type OutcomeWriterOptions, type Recorded } from './outcomes';
import type { StoredNames } from './personalise';

/**
 * The engine's statements. Every outcome of a recipient is written with the job's counters, the account's daily
 * activity and usage in ONE statement (data-modifying CTEs), grouped with the outcomes of other accounts into one
 * transaction (outcomes.ts), so a process killed at any moment leaves either the whole outcome or none of it: the
 * recipient stays PENDING and is sent again.
 */

export interface AccountState {
  workspaceId: string;
  status: AccountStatus;
  cooldownUntil: Date | null;
}

export interface ActiveJob {
  id: string;
  workspaceId: string;
  /** TO_FRIENDS jobs write to friends only: their messages never count as messages to strangers. */
  type?: JobType;
  action: JobActionColumn;
  status: JobStatus;
  priority: number;
  maxRetries: number;
  scheduledAt: Date | null;
  pausedUntil: Date | null;
  payload: JobPayload;
  attachments: StoredAttachment[];
  targetGroupId: string | null;
  /** The job's own daily cap (auto friend requests: maxRequestsPerDay), below the account's; null: none. */
  dailyLimit: number | null;
  /** A scheduled run's: skip whoever answered the account within REPLY_WINDOW_DAYS (./do-not-contact-check.ts). */
  stopOnReply?: boolean;
  /** A one-off job's "Bỏ qua người đang trò chuyện": skip whoever answered the account within 24 hours. */
  skipActiveConversations?: boolean;
}

export interface PendingRecipient {
  seq: number;
  targetId: string;
  targetType: RecipientTargetType;
  attempts: number;
  /** Set while pending after an earlier attempt (a retryable failure, or a 123 put back by the stranger-cap rule). */
  errorCode: number | null;
  /** Which of the job's texts it is sent (payload.messages), null with one text. */
  variant?: number | null;
}

export type { Outcome, Recorded, RecordedStatus } from './outcomes';

const ACTIVE = `('PENDING', 'PROCESSING')`;
const date = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));

export function createEngineStore(sql: Pick<Database, 'query' | 'transaction'>, options: { outcomes?: OutcomeWriterOptions } = {}) {
  const outcomes = createOutcomeWriter(sql, options.outcomes);

  const statusOf = coalesce(async (jobIds: string[]) => {
    const rows = await sql.query<{ id: string; status: JobStatus }>(`SELECT id, status FROM jobs WHERE id = ANY($1::uuid[])`, [jobIds]);
    const byId = new Map(rows.map((row) => [row.id, row.status]));
    return jobIds.map((id) => byId.get(id));
  });

  const namesOf = recipientNamesReader(sql);

  return {
    async accountState(accountId: string): Promise<AccountState | undefined> {
      const [row] = await sql.query<{ workspace_id: string; status: AccountStatus; cooldown_until: unknown }>(
        `SELECT a.workspace_id, a.status, s.cooldown_until
           FROM (${accountRowSql('$1')}) a LEFT JOIN account_send_state s ON s.account_id = a.id`,
        [accountId],
      );
      return row && { workspaceId: row.workspace_id, status: row.status, cooldownUntil: date(row.cooldown_until) };
    },

    /** The account's unfinished jobs (not those waiting for a slot of the plan): the one already started first, then by priority and age. */
    async activeJobs(accountId: string): Promise<ActiveJob[]> {
      const rows = await sql.query<Record<string, unknown>>(
        `SELECT id, workspace_id, type, action, status, priority, max_retries, scheduled_at, paused_until, payload, attachments, target_group_id,
                metadata->>'maxRequestsPerDay' AS daily_limit,
                metadata->>'stopOnReply' = 'true' AS stop_on_reply, metadata->>'skipActiveConversations' = 'true' AS skip_active
           FROM jobs
          WHERE account_id = $1 AND status IN ${ACTIVE} AND NOT waiting_for_slot
          ORDER BY (status = 'PROCESSING') DESC, priority DESC, created_at, id`,
        [accountId],
      );
      return rows.map((row) => ({
        id: row.id as string,
        workspaceId: row.workspace_id as string,
        type: row.type as JobType,
        action: row.action as JobActionColumn,
        status: row.status as JobStatus,
        priority: Number(row.priority),
        maxRetries: Number(row.max_retries),
        scheduledAt: date(row.scheduled_at),
        pausedUntil: date(row.paused_until),
        payload: row.payload as JobPayload,
        attachments: (row.attachments ?? []) as StoredAttachment[],
        targetGroupId: (row.target_group_id as string | null) ?? null,
        dailyLimit: row.daily_limit === null || row.daily_limit === undefined ? null : Number(row.daily_limit),
        stopOnReply: row.stop_on_reply === true,
        skipActiveConversations: row.skip_active === true,
      }));
    },

    /** Recipients of the job processed since `since` (the start of the Vietnamese day). */
    async processedSince(jobId: string, since: Date): Promise<number> {
      const [row] = await sql.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM job_recipients WHERE job_id = $1 AND processed_at >= $2`,
        [jobId, since.toISOString()],
      );
      return Number(row?.count ?? 0);
    },

    async pendingRecipients(jobId: string, afterSeq: number, limit: number): Promise<PendingRecipient[]> {
      const rows = await sql.query<{ seq: number; target_id: string; target_type: RecipientTargetType; attempts: number; error_code: number | null; variant: number | null }>(
        `SELECT seq, target_id, target_type, attempts, error_code, variant
           FROM job_recipients
          WHERE job_id = $1 AND status = 'PENDING' AND seq > $2
          ORDER BY seq
          LIMIT $3`,
        [jobId, afterSeq, limit],
      );
      return rows.map((row) => ({
        seq: Number(row.seq),
        targetId: row.target_id,
        targetType: row.target_type,
        attempts: Number(row.attempts),
        errorCode: row.error_code === null ? null : Number(row.error_code),
        variant: row.variant === null || row.variant === undefined ? null : Number(row.variant),
      }));
    },

    async usedToday(accountId: string, day: string, action: JobActionColumn): Promise<number> {
      const [row] = await sql.query<{ count: number }>(
        `SELECT count FROM account_daily_usage WHERE account_id = $1 AND day = $2::date AND action = $3`,
        [accountId, day, action],
      );
      return Number(row?.count ?? 0);
    },

    /** When the account last acted on the platform (any job, any process), or null. */
    async lastSentAt(accountId: string): Promise<number | null> {
      const [row] = await sql.query<{ last_sent_at: unknown }>(`SELECT last_sent_at FROM account_send_state WHERE account_id = $1`, [accountId]);
      return date(row?.last_sent_at)?.getTime() ?? null;
    },

    /** The job's status now (the engine looks after each wait: a cancel lands there); many accounts' asks in one read. */
    jobStatus: (jobId: string): Promise<JobStatus | undefined> => statusOf(jobId),

    /**
     * One recipient's outcome, the job's counters and batch pause, today's activity and usage, committed before this
     * answers (with the outcomes of other accounts that came at the same moment: outcomes.ts).
     */
    record(outcome: Outcome): Promise<Recorded | undefined> {
      return outcomes.record(outcome);
    },

    /** Outcomes written and the transactions they took (group commit). */
    outcomeStats: outcomes.stats,

    /** The names a recipient's text is personalised with (personalise.ts): its stored name, a friend's Zalo name, the account's. */
    recipientNames: (jobId: string, seq: number): Promise<StoredNames | undefined> => namesOf({ jobId, seq }),

    ...lockedWrites(sql),
    ...jobWrites(sql),
    ...sweepReads(sql),
  };
}
export type EngineStore = ReturnType<typeof createEngineStore>;

export const ALL_FAILED_MESSAGE = 'Không gửi được cho người nhận nào';

/** The names a recipient's text is personalised with, many recipients' asks in one read (see personalise.ts). */
function recipientNamesReader(sql: Pick<Database, 'query'>) {
  return coalesce(async (keys: Array<{ jobId: string; seq: number }>) => {
    const rows = await sql.query<{ i: number; display_name: string | null; zalo_name: string | null; account_name: string | null }>(
      // Each recipient by its key (the fence, OFFSET 0: see ./do-not-contact-check.ts).
      `SELECT k.i, r.display_name, f.zalo_name, a.display_name AS account_name
         FROM unnest($1::uuid[], $2::int[]) WITH ORDINALITY AS k(job_id, seq, i)
         CROSS JOIN LATERAL (
           SELECT r.job_id, r.target_id, r.target_type, r.display_name FROM job_recipients r WHERE r.job_id = k.job_id AND r.seq = k.seq OFFSET 0
         ) r
         JOIN jobs j ON j.id = r.job_id
         LEFT JOIN LATERAL (${accountRowSql('j.account_id')}) a ON true
         LEFT JOIN LATERAL (${friendRowSql('j.account_id', 'r.target_id')}) f ON r.target_type = 'user'`,
      [keys.map((key) => key.jobId), keys.map((key) => key.seq)],
    );
    const byIndex = new Map(rows.map((row) => [Number(row.i), row]));
    return keys.map((_key, i): StoredNames | undefined => {
      const row = byIndex.get(i + 1);
      return row && { displayName: row.display_name, zaloName: row.zalo_name, accountName: row.account_name };
    });
  });
}

/** The engine's writes to a job's recipients beside an outcome (outcomes.ts writes those), each with the job locked first. */
function lockedWrites(sql: Pick<Database, 'query' | 'transaction'>) {
  /**
   * Every write to a job's recipients and then to the job takes the job row first, as a cancel does (repo.cancel:
   * the job FOR UPDATE, then its recipients). One order everywhere, so the two never deadlock on PostgreSQL; and
   * the write, a statement of its own after the lock, sees what a cancel committed meanwhile.
   */
  const withJobLocked = <T>(jobId: string, write: (tx: SqlRunner) => Promise<T>): Promise<T> =>
    sql.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM jobs WHERE id = $1 FOR UPDATE', [jobId]);
      return write(tx);
    });

  return {
    /** A retryable failure: the attempt counts, the recipient stays PENDING. */
    async recordRetry(jobId: string, seq: number, errorCode: number | null, errorMessage: string): Promise<void> {
      await withJobLocked(jobId, (tx) =>
        tx.query(
          `WITH r AS (
             UPDATE job_recipients SET attempts = attempts + 1, error_code = $3::int, error_message = $4::text
              WHERE job_id = $1::uuid AND seq = $2::int AND processed_at IS NULL
           )
           UPDATE jobs SET status = CASE WHEN status = 'PENDING' THEN 'PROCESSING' ELSE status END,
                           started_at = COALESCE(started_at, now()), updated_at = now()
            WHERE id = $1::uuid AND status IN ${ACTIVE}`,
          [jobId, seq, errorCode, errorMessage],
        ),
      );
    },

    /**
     * Several 123s in a row mean the account's daily stranger cap, not the recipients: the earlier ones of
     * the streak go back to PENDING (counters and activity follow), the current one stays PENDING, and the
     * account rests until `until`. The 123 stays on the rows, so a recipient that answers 123 again fails.
     */
    async strangerCap(input: {
      jobId: string;
      seq: number;
      putBack: number[];
      errorMessage: string;
      workspaceId: string;
      accountId: string;
      day: string;
      until: Date;
    }): Promise<void> {
      await withJobLocked(input.jobId, (tx) =>
        tx.query(
          `WITH back AS (
             UPDATE job_recipients SET status = 'PENDING', processed_at = NULL
              WHERE job_id = $1::uuid AND seq = ANY($2::int[]) AND status = 'FAILED' AND error_code = 123
             RETURNING seq
           ), current AS (
             UPDATE job_recipients SET attempts = attempts + 1, error_code = 123, error_message = $4::text
              WHERE job_id = $1::uuid AND seq = $3::int AND processed_at IS NULL
           ), n AS (SELECT count(*)::int AS c FROM back),
           activity AS (
             UPDATE job_daily_activity AS d SET failed = greatest(d.failed - n.c, 0)
               FROM n WHERE n.c > 0 AND d.workspace_id = $5::uuid AND d.day = $6::date AND d.account_id = $7::uuid
           ), cooling AS (
             INSERT INTO account_send_state (account_id, cooldown_until, cooldown_reason) VALUES ($7::uuid, $8, 'STRANGER_CAP')
             ON CONFLICT (account_id) DO UPDATE SET cooldown_until = excluded.cooldown_until, cooldown_reason = excluded.cooldown_reason
           )
           UPDATE jobs SET failed_count = failed_count - n.c, paused_until = $8, pause_reason = NULL, updated_at = now()
             FROM n WHERE jobs.id = $1::uuid`,
          [input.jobId, input.putBack, input.seq, input.errorMessage, input.workspaceId, input.day, input.accountId, input.until],
        ),
      );
    },

    /**
     * The account cannot send any more (expired, kicked, deleted...): its pending recipients fail with
     * `reason`, and the job ends with it (FAILED when nothing succeeded, else COMPLETED). Answers the status it ended
     * with, or undefined when it had ended already.
     */
    async failRemaining(jobId: string, workspaceId: string, day: string, reason: string): Promise<JobStatus | undefined> {
      const rows = await withJobLocked(jobId, (tx) =>
        tx.query<{ status: JobStatus }>(
          `WITH r AS (
             UPDATE job_recipients SET status = 'FAILED', error_message = $2::text, processed_at = now()
              WHERE job_id = $1::uuid AND status = 'PENDING'
             RETURNING seq
           ), n AS (SELECT count(*)::int AS c FROM r),
           activity AS (
             -- Counted under the job's account (migration 0039), or under no account when it is gone.
             INSERT INTO job_daily_activity AS d (workspace_id, day, account_id, sent, failed)
             SELECT $3::uuid, $4::date, COALESCE((SELECT account_id FROM jobs WHERE id = $1::uuid), '${NO_ACCOUNT_ID}'::uuid), 0, n.c FROM n WHERE n.c > 0
             ON CONFLICT (workspace_id, day, account_id) DO UPDATE SET failed = d.failed + excluded.failed
           )
           UPDATE jobs
              SET failed_count = failed_count + n.c,
                  status = CASE WHEN success_count = 0 THEN 'FAILED' ELSE 'COMPLETED' END,
                  error_message = $2::text, completed_at = now(), updated_at = now(), paused_until = NULL
             FROM n
            WHERE jobs.id = $1::uuid AND jobs.status IN ${ACTIVE}
           RETURNING jobs.status`,
          [jobId, reason, workspaceId, day],
        ),
      );
      return rows[0]?.status;
    },
  };
}

/** The engine's writes to a job alone (or to its account's sending state with it): pauses, cool-downs, its end. */
function jobWrites(sql: Pick<Database, 'query'>) {
  return {
    /** The job waits (batch pause, daily cap, cool-down): shown as its pausedUntil. */
    async pause(jobId: string, until: Date): Promise<void> {
      await sql.query(`UPDATE jobs SET paused_until = $2, pause_reason = NULL, updated_at = now() WHERE id = $1 AND status IN ${ACTIVE}`, [jobId, until]);
    },

    /** The whole account rests (rate limit); the job it was sending shows when it resumes. */
    async coolDown(accountId: string, jobId: string, until: Date, reason: string): Promise<void> {
      await sql.query(
        `WITH s AS (
           INSERT INTO account_send_state (account_id, cooldown_until, cooldown_reason) VALUES ($1, $2, $3)
           ON CONFLICT (account_id) DO UPDATE SET cooldown_until = excluded.cooldown_until, cooldown_reason = excluded.cooldown_reason
         )
         UPDATE jobs SET paused_until = $2, pause_reason = NULL, updated_at = now() WHERE id = $4 AND status IN ${ACTIVE}`,
        [accountId, until, reason, jobId],
      );
    },

    /** Ends a job whose recipients are all processed: FAILED only when every one of them failed (with the commonest error). */
    async finish(jobId: string): Promise<JobStatus | undefined> {
      const [row] = await sql.query<{ status: JobStatus }>(
        `UPDATE jobs
            SET status = CASE WHEN success_count = 0 AND failed_count > 0 THEN 'FAILED' ELSE 'COMPLETED' END,
                error_message = CASE WHEN success_count = 0 AND failed_count > 0
                                     THEN COALESCE(error_message, $2 || COALESCE(': ' || (
                                       SELECT error_message FROM job_recipients WHERE job_id = $1 AND status = 'FAILED'
                                        GROUP BY error_message ORDER BY count(*) DESC LIMIT 1
                                     ), ''))
                                     ELSE error_message END,
                completed_at = now(), updated_at = now(), paused_until = NULL
          WHERE id = $1 AND status IN ${ACTIVE}
            AND NOT EXISTS (SELECT 1 FROM job_recipients WHERE job_id = $1 AND status = 'PENDING')
          RETURNING status`,
        [jobId, ALL_FAILED_MESSAGE],
      );
      return row?.status;
    },
  };
}

/** The sweep's reads (engine.ts): accounts with due work, jobs that lost their account, which jobs still run or exist. */
function sweepReads(sql: Pick<Database, 'query'>) {
  return {
    /** Accounts with work due now: nothing paused, nothing scheduled later, the account not cooling down. */
    async accountsWithDueWork(): Promise<string[]> {
      const rows = await sql.query<{ account_id: string }>(
        `SELECT DISTINCT j.account_id
           FROM jobs j LEFT JOIN account_send_state s ON s.account_id = j.account_id
          WHERE j.status IN ${ACTIVE} AND j.account_id IS NOT NULL AND NOT j.waiting_for_slot
            AND (j.scheduled_at IS NULL OR j.scheduled_at <= now())
            AND (j.paused_until IS NULL OR j.paused_until <= now())
            AND (s.cooldown_until IS NULL OR s.cooldown_until <= now())`,
      );
      return rows.map((row) => row.account_id);
    },

    /** Unfinished jobs whose account was deleted (account_id set null): nothing can send them any more. */
    async orphanedJobs(): Promise<Array<{ id: string; workspaceId: string }>> {
      const rows = await sql.query<{ id: string; workspace_id: string }>(
        `SELECT id, workspace_id FROM jobs WHERE account_id IS NULL AND status IN ${ACTIVE}`,
      );
      return rows.map((row) => ({ id: row.id, workspaceId: row.workspace_id }));
    },

    /** Of these job ids (uuids), the ones still running. */
    async stillActive(jobIds: string[]): Promise<Set<string>> {
      if (jobIds.length === 0) return new Set();
      const rows = await sql.query<{ id: string }>(`SELECT id FROM jobs WHERE id = ANY($1::uuid[]) AND status IN ${ACTIVE}`, [jobIds]);
      return new Set(rows.map((row) => row.id));
    },

    /** Of these job ids (uuids), the ones that exist. */
    async existing(jobIds: string[]): Promise<Set<string>> {
      if (jobIds.length === 0) return new Set();
      const rows = await sql.query<{ id: string }>(`SELECT id FROM jobs WHERE id = ANY($1::uuid[])`, [jobIds]);
      return new Set(rows.map((row) => row.id));
    },
  };
}
