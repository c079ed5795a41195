import type { SqlRunner } from '../../../../db/client';

/** A recipient of a job already processed: whom (a uid, or a phone resolved to one), how it ended, when, which variant. */
export interface SentRecipient {
  targetId: string;
  targetType?: 'user' | 'phone' | 'group';
  resolvedId?: string | null;
  status?: 'SENT' | 'FAILED' | 'SKIPPED' | 'PENDING';
  processedAt?: Date | null;
  variant?: number | null;
}

export interface SentJob {
  userId: string;
  accountId: string | null;
  action?: 'message' | 'friend-request' | 'group-invite';
  recipients: SentRecipient[];
  /** The job's messages when it has several (A, B, …), with their sends so far. */
  variants?: Array<{ message: string; recipients?: number; sent?: number; replied?: number }>;
  successCount?: number;
}

/** Inserts a job with its recipients as the engine would have left them (the tests of replies and acceptances). */
export async function insertSentJob(sql: SqlRunner, job: SentJob): Promise<string> {
  const action = job.action ?? 'message';
  const sent = job.recipients.filter((recipient) => (recipient.status ?? 'SENT') === 'SENT').length;
  const [{ id }] = await sql.query<{ id: string }>(
    `INSERT INTO jobs (workspace_id, account_id, account_name, type, action, status, total_recipients, success_count, payload)
     VALUES ($1, $2, 'Shop', $3, $4, 'COMPLETED', $5, $6, '{"message":"Xin chào","delayMin":1,"delayMax":2}'::jsonb) RETURNING id`,
    [job.userId, job.accountId, action === 'friend-request' ? 'FRIEND_REQUEST' : 'TO_FRIENDS', action, job.recipients.length, job.successCount ?? sent],
  );
  for (const [index, recipient] of job.recipients.entries()) {
    const status = recipient.status ?? 'SENT';
    await sql.query(
      `INSERT INTO job_recipients (job_id, seq, target_id, target_type, resolved_id, status, processed_at, variant)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        index + 1,
        recipient.targetId,
        recipient.targetType ?? 'user',
        recipient.resolvedId ?? null,
        status,
        status === 'PENDING' ? null : (recipient.processedAt ?? new Date()).toISOString(),
        recipient.variant ?? null,
      ],
    );
  }
  for (const [variant, stats] of (job.variants ?? []).entries()) {
    await sql.query(`INSERT INTO job_variants (job_id, variant, message, recipients, sent, replied) VALUES ($1, $2, $3, $4, $5, $6)`, [
      id,
      variant,
      stats.message,
      stats.recipients ?? 0,
      stats.sent ?? 0,
      stats.replied ?? 0,
    ]);
  }
  return id;
}

/** A job's recipients' reply and acceptance times by seq, and its counters. */
export async function repliesOf(sql: SqlRunner, jobId: string) {
  const recipients = await sql.query<{ seq: number; replied_at: Date | string | null; accepted_at: Date | string | null }>(
    'SELECT seq, replied_at, accepted_at FROM job_recipients WHERE job_id = $1 ORDER BY seq',
    [jobId],
  );
  const [job] = await sql.query<{ replied_count: number; accepted_count: number }>('SELECT replied_count, accepted_count FROM jobs WHERE id = $1', [jobId]);
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    repliedAt: recipients.map((row) => iso(row.replied_at)),
    acceptedAt: recipients.map((row) => iso(row.accepted_at)),
    repliedCount: Number(job.replied_count),
    acceptedCount: Number(job.accepted_count),
  };
}

/** The user's daily activity rows that counted something (day 'YYYY-MM-DD'). */
export async function dailyRows(sql: SqlRunner, userId: string) {
  const rows = await sql.query<{ day: string; account_id: string; messages: number; friend_requests: number; replied: number; accepted: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, account_id, messages_sent AS messages, friend_requests, replied, accepted FROM job_daily_activity
     WHERE workspace_id = $1 AND (messages_sent + friend_requests + replied + accepted) > 0 ORDER BY day, account_id`,
    [userId],
  );
  return rows.map((row) => ({
    day: row.day,
    accountId: row.account_id,
    messages: Number(row.messages),
    friendRequests: Number(row.friend_requests),
    replied: Number(row.replied),
    accepted: Number(row.accepted),
  }));
}

/** The user's replies by Vietnamese day and hour. */
export async function replyHourRows(sql: SqlRunner, userId: string) {
  const rows = await sql.query<{ day: string; account_id: string; hour: number; replies: number }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, account_id, hour, replies FROM reply_hours WHERE workspace_id = $1 ORDER BY day, hour, account_id`,
    [userId],
  );
  return rows.map((row) => ({ day: row.day, accountId: row.account_id, hour: Number(row.hour), replies: Number(row.replies) }));
}
