import type { SqlRunner } from '../../../db/client';
import { vietnamTimeSql } from './vietnam-sql';

/** A message a person wrote to an account in their private conversation, as the inbox stored it (new to the store). */
export interface IncomingPrivateMessage {
  workspaceId: string;
  accountId: string;
  /** The private conversation's thread id: the person's uid as the account sees them (a recipient's contact id). */
  threadId: string;
  at: Date;
}


/**
 * ONE statement for a whole batch of incoming messages. For each message: the latest message a job of that account
 * sent that person (SENT, by the contact id the database keeps on the recipient) within the window before it. If that
 * send has no reply yet, it gets the time of the earliest such message, and in the same statement its job's replied
 * count, its variant's replies, the send's day (job_daily_activity.replied, on the Vietnamese day of the send and the
 * job's account) and the reply's hour (reply_hours, on the Vietnamese day and hour it came) count one more. An older
 * send never gets a reply the latest one got; a reply already counted counts nothing again, even from another process
 * at the same time (the recipient row is updated only while it has no reply: what the update answers is what is counted).
 *
 * The jobs concerned are locked first, in id order, as the engine's outcomes lock them, so the two never deadlock.
 */
const ATTRIBUTE_REPLIES = /* sql */ `
  WITH m AS (
    SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::timestamptz[]) AS m(workspace_id, account_id, contact_id, at)
  ), latest AS (
    SELECT m.at, s.job_id, s.seq, s.replied_at
      FROM m CROSS JOIN LATERAL (
        SELECT r.job_id, r.seq, r.replied_at
          FROM job_recipients r JOIN jobs j ON j.id = r.job_id
         WHERE r.contact_id = m.contact_id AND r.status = 'SENT'
           AND j.account_id = m.account_id AND j.workspace_id = m.workspace_id AND j.action = 'message'
           AND r.processed_at <= m.at AND r.processed_at >= m.at - make_interval(days => $5::int)
         ORDER BY r.processed_at DESC, r.job_id DESC, r.seq DESC
         LIMIT 1
      ) s
  ), firsts AS (
    SELECT job_id, seq, min(at) AS at FROM latest WHERE replied_at IS NULL GROUP BY job_id, seq
  ), locked AS MATERIALIZED (
    SELECT id, workspace_id, account_id
      FROM jobs WHERE id IN (SELECT job_id FROM firsts) ORDER BY id FOR UPDATE
  ), replied AS (
    UPDATE job_recipients t SET replied_at = f.at
      FROM firsts f JOIN locked l ON l.id = f.job_id
     WHERE t.job_id = f.job_id AND t.seq = f.seq AND t.replied_at IS NULL
    RETURNING t.job_id, t.variant, t.processed_at, t.replied_at, t.contact_id, t.display_name, l.workspace_id, l.account_id
  ), counted AS (
    UPDATE jobs SET replied_count = replied_count + c.n
      FROM (SELECT job_id, count(*)::int AS n FROM replied GROUP BY job_id) c
     WHERE jobs.id = c.job_id
    RETURNING jobs.id
  ), variants AS (
    UPDATE job_variants v SET replied = v.replied + c.n
      FROM (SELECT job_id, variant, count(*)::int AS n FROM replied WHERE variant IS NOT NULL GROUP BY job_id, variant) c
     WHERE v.job_id = c.job_id AND v.variant = c.variant
    RETURNING v.job_id
  ), days AS (
    INSERT INTO job_daily_activity AS d (workspace_id, day, account_id, replied)
    SELECT workspace_id, ${vietnamTimeSql('processed_at')}::date, account_id, count(*)::int FROM replied GROUP BY 1, 2, 3
    ON CONFLICT (workspace_id, day, account_id) DO UPDATE SET replied = d.replied + excluded.replied
    RETURNING d.day
  ), hours AS (
    INSERT INTO reply_hours AS h (workspace_id, account_id, day, hour, replies)
    SELECT workspace_id, account_id, ${vietnamTimeSql('replied_at')}::date, extract(hour FROM ${vietnamTimeSql('replied_at')})::smallint, count(*)::int
      FROM replied GROUP BY 1, 2, 3, 4
    ON CONFLICT (workspace_id, day, account_id, hour) DO UPDATE SET replies = h.replies + excluded.replies
    RETURNING h.day
  )
  SELECT (SELECT count(*) FROM replied)::int AS replied,
         (SELECT count(*) FROM counted)::int + (SELECT count(*) FROM variants)::int
           + (SELECT count(*) FROM days)::int + (SELECT count(*) FROM hours)::int AS counters,
         (SELECT coalesce(json_agg(json_build_object('workspaceId', workspace_id, 'accountId', account_id, 'jobId', job_id, 'uid', contact_id,
                   'name', display_name, 'variant', variant, 'repliedAt', replied_at)), '[]'::json) FROM replied) AS replies`;

/** A job's send that got its reply now (the `recipient.replied` event, announced once the transaction commits). */
export interface RepliedSend {
  workspaceId: string;
  accountId: string;
  jobId: string;
  /** The person as the account sees them. */
  uid: string;
  name: string | null;
  variant: number | null;
  repliedAt: string;
}

/**
 * Counts the replies among `messages` (fresh incoming messages of private conversations) in the caller's transaction:
 * one statement, none when there is no message. Answers the sends counted as replied now.
 */
export async function attributeReplies(runner: SqlRunner, messages: IncomingPrivateMessage[], windowDays: number): Promise<RepliedSend[]> {
  if (messages.length === 0) return [];
  const [row] = await runner.query<{ replied: number; replies: RepliedSend[] | string }>(ATTRIBUTE_REPLIES, [
    messages.map((message) => message.workspaceId),
    messages.map((message) => message.accountId),
    messages.map((message) => message.threadId),
    messages.map((message) => message.at.toISOString()),
    windowDays,
  ]);
  const replies = typeof row?.replies === 'string' ? (JSON.parse(row.replies) as RepliedSend[]) : (row?.replies ?? []);
  return replies.map((reply) => ({ ...reply, repliedAt: new Date(reply.repliedAt).toISOString() }));
}
