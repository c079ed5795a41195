import type { AccountStatus, JobStatus } from 'shared-sdk/schemas';
import type { Database, SqlRunner } from '../../../db/client';
import type { JobActionColumn } from '../../../db/schema';
import { accountRowSql } from '../../accounts';
import { isFriendSql } from '../../social';

/**
 * The engine's outcomes, written in groups. A sending account waits for its outcome to be
 * committed before its next message, as before; but the outcomes of every account of this process that finish
 * within a few milliseconds of each other are committed together: one transaction of two statements (the jobs
 * locked in id order, then one set-based statement) instead of one transaction of two statements per message.
 * So at 1,000 accounts a process commits about as often as it did at 20, and no row is written by two accounts:
 * the day's activity is counted per account (migration 0039) and summed on read.
 *
 * Crash safety is unchanged: an outcome is durable before its account's next message (the account waits for
 * the commit), and a batch is one transaction (all of it or none). A batch holds at most one outcome per job and
 * per account, so the per-job counters and batch pauses are computed as for a single outcome.
 */

export type RecordedStatus = 'SENT' | 'SKIPPED' | 'FAILED';

export interface Outcome {
  jobId: string;
  seq: number;
  status: RecordedStatus;
  errorCode: number | null;
  errorMessage: string | null;
  /** The name found for a phone recipient. */
  displayName: string | null;
  /** The platform user id a phone recipient resolved to (findUser), kept on the recipient. */
  resolvedId: string | null;
  workspaceId: string;
  accountId: string;
  action: JobActionColumn;
  day: string;
  /** After every `batchSize` processed recipients the job rests `batchPauseSeconds`; 0 means no batches. */
  batchSize: number;
  batchPauseSeconds: number;
  /** When the account acted: the next job's first message waits its delay after this. */
  sentAt: Date;
  /** The text as rendered for this recipient, when one was sent or tried. */
  sentText?: string | null;
  /** When the engine meant to act for this recipient (its pacing plan): the bench's lateness is measured against it. */
  plannedAt?: Date | null;
  /** What it counts toward the account's day beside the caps (sending-health.ts), whether or not it was recorded. */
  contacts?: OutcomeContacts;
}

/** A phone lookup made, and the uid of a message's recipient who may not be a friend (counted when not one). */
export interface OutcomeContacts {
  phoneLookups: number;
  strangerUid: string | null;
}

export interface Recorded {
  jobStatus: JobStatus;
  /** False when the recipient had already been processed (cancelled, or recorded by an earlier run). */
  recorded: boolean;
  pausedUntil: Date | null;
  /** The account's count of this action today, when this outcome counted one. */
  usedToday: number | null;
  /** Null when the account was deleted. */
  accountStatus: AccountStatus | null;
}

const date = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));

/**
 * Every outcome of the batch in one statement: the recipients, their jobs' counters and batch pauses, the day's
 * activity and usage per account, the accounts' last send. The account's status and whether a recipient is its
 * friend are read in it through their owners' SQL fragments (modules/accounts, modules/social). A cancel may have counted an in-flight recipient as
 * skipped (it stays unprocessed): its real outcome takes that back. Jobs the batch names but that are gone
 * (deleted with their user) answer no row.
 */
const WRITE_OUTCOMES = /* sql */ `
  WITH o AS (
    SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[],
                         $9::uuid[], $10::uuid[], $11::text[], $12::date[], $13::int[], $14::float8[], $15::timestamptz[], $16::timestamptz[],
                         $17::int[], $18::text[])
      AS o(job_id, seq, status, error_code, error_message, display_name, resolved_id, sent_text,
           workspace_id, account_id, action, day, batch_size, batch_pause, sent_at, planned_at, phone_lookups, stranger_uid)
  ), before AS (
    SELECT r.job_id, r.status FROM job_recipients r JOIN o ON r.job_id = o.job_id AND r.seq = o.seq WHERE r.processed_at IS NULL
  ), r AS (
    UPDATE job_recipients t
       SET status = o.status, attempts = t.attempts + 1, error_code = o.error_code, error_message = o.error_message,
           processed_at = now(), display_name = COALESCE(t.display_name, o.display_name),
           resolved_id = COALESCE(o.resolved_id, t.resolved_id), sent_text = COALESCE(o.sent_text, t.sent_text),
           planned_at = COALESCE(o.planned_at, t.planned_at)
      FROM o
     WHERE t.job_id = o.job_id AND t.seq = o.seq AND t.processed_at IS NULL
    RETURNING t.job_id, t.variant, t.target_type
  ), x AS (
    SELECT o.*, r.job_id IS NOT NULL AS recorded, b.status AS before_status, r.variant, r.target_type
      FROM o LEFT JOIN r ON r.job_id = o.job_id LEFT JOIN before b ON b.job_id = o.job_id
  ), j AS (
    UPDATE jobs
       -- A success: sent, or skipped because the goal already held (Zalo's code: already a friend, asked, member).
       -- A skip without a code (a number without Zalo) is neither a success nor a failure.
       SET success_count = success_count
             + CASE WHEN x.recorded AND (x.status = 'SENT' OR (x.status = 'SKIPPED' AND x.error_code IS NOT NULL)) THEN 1 ELSE 0 END,
           skipped_count = skipped_count + CASE WHEN x.recorded AND x.status = 'SKIPPED' THEN 1 ELSE 0 END
             - CASE WHEN x.recorded AND x.status <> 'SKIPPED' AND x.before_status = 'SKIPPED' THEN 1 ELSE 0 END,
           failed_count = failed_count + CASE WHEN x.recorded AND x.status = 'FAILED' THEN 1 ELSE 0 END,
           status = CASE WHEN jobs.status = 'PENDING' THEN 'PROCESSING' ELSE jobs.status END,
           started_at = COALESCE(started_at, now()),
           paused_until = CASE
             WHEN x.recorded AND x.batch_size > 0 AND (success_count + failed_count + 1) % x.batch_size = 0
                  AND success_count + failed_count + 1 < total_recipients
             THEN now() + make_interval(secs => x.batch_pause)
             ELSE NULL END,
           pause_reason = NULL,
           updated_at = now()
      FROM x
     WHERE jobs.id = x.job_id
    RETURNING jobs.id, jobs.status, jobs.paused_until
  ), variants AS (
    -- The sends of each message of a job with several (A/B): the base of each one's reply rate.
    UPDATE job_variants v SET sent = v.sent + 1
      FROM x
     WHERE x.recorded AND x.status = 'SENT' AND v.job_id = x.job_id AND v.variant = x.variant
  ), activity AS (
    -- Of the sends: texts to people (the reply rate's base; not to a group's conversation) and friend requests.
    INSERT INTO job_daily_activity AS d (workspace_id, day, account_id, sent, failed, skipped, messages_sent, friend_requests)
    SELECT workspace_id, day, account_id, count(*) FILTER (WHERE status = 'SENT'), count(*) FILTER (WHERE status = 'FAILED'),
           count(*) FILTER (WHERE status = 'SKIPPED'),
           count(*) FILTER (WHERE status = 'SENT' AND action = 'message' AND target_type IN ('user', 'phone')),
           count(*) FILTER (WHERE status = 'SENT' AND action = 'friend-request')
      FROM x WHERE recorded
     GROUP BY workspace_id, day, account_id
    ON CONFLICT (workspace_id, day, account_id)
      DO UPDATE SET sent = d.sent + excluded.sent, failed = d.failed + excluded.failed, skipped = d.skipped + excluded.skipped,
                    messages_sent = d.messages_sent + excluded.messages_sent, friend_requests = d.friend_requests + excluded.friend_requests
  ), used AS (
    INSERT INTO account_daily_usage AS u (account_id, day, action, count)
    SELECT account_id, day, action, count(*) FROM x WHERE recorded AND status = 'SENT' GROUP BY account_id, day, action
    ON CONFLICT (account_id, day, action) DO UPDATE SET count = u.count + excluded.count
    RETURNING account_id, count
  ), paced AS (
    INSERT INTO account_send_state (account_id, last_sent_at)
    SELECT account_id, max(sent_at) FROM x WHERE recorded GROUP BY account_id
    ON CONFLICT (account_id) DO UPDATE SET last_sent_at = excluded.last_sent_at
  ), contacts AS (
    -- Zalo's other daily limits: phone lookups, and texts to people not in the account's friend list.
    INSERT INTO account_daily_contacts AS c (account_id, day, strangers, phone_lookups)
    SELECT x.account_id, x.day,
           sum(CASE WHEN x.stranger_uid IS NOT NULL AND NOT ${isFriendSql('x.account_id', 'x.stranger_uid')} THEN 1 ELSE 0 END),
           sum(x.phone_lookups)
      FROM x WHERE x.phone_lookups > 0 OR x.stranger_uid IS NOT NULL
     GROUP BY x.account_id, x.day
    ON CONFLICT (account_id, day) DO UPDATE SET strangers = c.strangers + excluded.strangers, phone_lookups = c.phone_lookups + excluded.phone_lookups
  )
  SELECT j.id AS job_id, j.status, j.paused_until, x.recorded,
         CASE WHEN x.recorded AND x.status = 'SENT' THEN used.count END AS used_today, a.status AS account_status
    FROM j JOIN x ON x.job_id = j.id
    LEFT JOIN used ON used.account_id = x.account_id
    LEFT JOIN LATERAL (${accountRowSql('x.account_id')}) a ON true`;

/**
 * Writes `outcomes` (at most one per job and per account) in the caller's transaction: the jobs are locked first,
 * in id order, as a cancel locks its job before its recipients, so the two never deadlock. Answers each outcome's
 * result by position; undefined where the job is gone.
 */
export async function writeOutcomes(tx: SqlRunner, outcomes: Outcome[]): Promise<Array<Recorded | undefined>> {
  const jobIds = outcomes.map((outcome) => outcome.jobId);
  await tx.query('SELECT 1 FROM jobs WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [jobIds]);
  const rows = await tx.query<{
    job_id: string;
    status: JobStatus;
    paused_until: unknown;
    recorded: boolean;
    used_today: number | null;
    account_status: AccountStatus | null;
  }>(WRITE_OUTCOMES, [
    jobIds,
    outcomes.map((outcome) => outcome.seq),
    outcomes.map((outcome) => outcome.status),
    outcomes.map((outcome) => outcome.errorCode),
    outcomes.map((outcome) => outcome.errorMessage),
    outcomes.map((outcome) => outcome.displayName),
    outcomes.map((outcome) => outcome.resolvedId),
    outcomes.map((outcome) => outcome.sentText ?? null),
    outcomes.map((outcome) => outcome.workspaceId),
    outcomes.map((outcome) => outcome.accountId),
    outcomes.map((outcome) => outcome.action),
    outcomes.map((outcome) => outcome.day),
    outcomes.map((outcome) => outcome.batchSize),
    outcomes.map((outcome) => outcome.batchPauseSeconds),
    outcomes.map((outcome) => outcome.sentAt.toISOString()),
    outcomes.map((outcome) => outcome.plannedAt?.toISOString() ?? null),
    outcomes.map((outcome) => outcome.contacts?.phoneLookups ?? 0),
    outcomes.map((outcome) => outcome.contacts?.strangerUid ?? null),
  ]);
  const byJob = new Map(rows.map((row) => [row.job_id, row]));
  return outcomes.map((outcome) => {
    const row = byJob.get(outcome.jobId);
    if (!row) return undefined;
    return {
      jobStatus: row.status,
      recorded: row.recorded === true || String(row.recorded) === 'true',
      pausedUntil: date(row.paused_until),
      usedToday: row.used_today === null || row.used_today === undefined ? null : Number(row.used_today),
      accountStatus: row.account_status,
    };
  });
}

interface Waiting {
  outcome: Outcome;
  resolve: (recorded: Recorded | undefined) => void;
  reject: (error: unknown) => void;
}

export interface OutcomeWriterOptions {
  /**
   * How long the first outcome of a batch waits for others to join it; by default none: a batch is every outcome of
   * the same turn of the event loop, and the next one forms while it commits.
   */
  gatherMs?: number;
  /** Outcomes per transaction at most. */
  maxBatch?: number;
}

/** What a writer did: for the bench's and the tests' figures of commits per message. */
export interface OutcomeWriterStats {
  outcomes: number;
  transactions: number;
}

const DEFAULT_MAX_BATCH = 500;

/**
 * Group commit: `record` queues an outcome and answers once the transaction holding it committed. One batch is
 * written at a time; outcomes that arrive meanwhile form the next one. A batch that fails (a deadlock, an account
 * deleted under it) is written again one outcome per transaction, so a failure is only its own outcome's.
 */
export function createOutcomeWriter(database: Pick<Database, 'transaction'>, options: OutcomeWriterOptions = {}) {
  const gatherMs = options.gatherMs ?? 0;
  const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
  let waiting: Waiting[] = [];
  let writing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  const stats: OutcomeWriterStats = { outcomes: 0, transactions: 0 };

  const write = async (outcomes: Outcome[]) => {
    stats.transactions += 1;
    return database.transaction((tx) => writeOutcomes(tx, outcomes));
  };

  /** The next batch: in arrival order, one outcome per job and per account (a second one waits for the next). */
  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const jobs = new Set<string>();
    const accounts = new Set<string>();
    for (const entry of waiting) {
      const { jobId, accountId } = entry.outcome;
      if (batch.length < maxBatch && !jobs.has(jobId) && !accounts.has(accountId)) {
        batch.push(entry);
        jobs.add(jobId);
        accounts.add(accountId);
      } else {
        later.push(entry);
      }
    }
    waiting = later;
    return batch;
  }

  async function writeBatch(batch: Waiting[]): Promise<void> {
    try {
      const results = await write(batch.map((entry) => entry.outcome));
      stats.outcomes += batch.length;
      batch.forEach((entry, i) => entry.resolve(results[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      for (const entry of batch) {
        try {
          const [result] = await write([entry.outcome]);
          stats.outcomes += 1;
          entry.resolve(result);
        } catch (single) {
          entry.reject(single);
        }
      }
    }
  }

  function flush(): void {
    timer = undefined;
    if (writing || waiting.length === 0) return;
    writing = (async () => {
      while (waiting.length > 0) await writeBatch(takeBatch());
    })().finally(() => {
      writing = undefined;
      if (waiting.length > 0) schedule();
    });
  }

  function schedule(): void {
    if (writing || timer) return;
    timer = gatherMs > 0 ? setTimeout(flush, gatherMs) : setImmediate(flush);
  }

  return {
    /** Queues the outcome; answers once it is committed (undefined when its job is gone). */
    record(outcome: Outcome): Promise<Recorded | undefined> {
      return new Promise((resolve, reject) => {
        waiting.push({ outcome, resolve, reject });
        schedule();
      });
    },

    /** Outcomes written and transactions used so far. */
    stats(): OutcomeWriterStats {
      return { ...stats };
    },

    /** Resolves once everything queued so far is written. */
    async drain(): Promise<void> {
      while (waiting.length > 0 || writing || timer) {
        if (timer) {
          if (gatherMs > 0) clearTimeout(timer as NodeJS.Timeout);
          else clearImmediate(timer as NodeJS.Immediate);
          flush();
        }
        await writing;
        if (!writing && !timer && waiting.length > 0) flush();
      }
    },
  };
}
export type OutcomeWriter = ReturnType<typeof createOutcomeWriter>;
