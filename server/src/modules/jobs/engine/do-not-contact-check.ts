import { ACTIVE_CONVERSATION_REASON, DNC_SKIP_REASON, STOPPED_ON_REPLY_REASON } from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import { coalesce } from '../../../lib/coalesce';
import { doNotContactSql } from '../../do-not-contact';
import { inboxSql } from '../../inbox';
import { storedFriendsSql } from '../../social';

/*
 * The engine's checks before each send, each a SKIPPED recipient with its reason and no platform call:
 * - the user's do-not-contact list: a person (by the globalId stored on the recipient, else the sending account's
 *   stored friend) or a phone number (before its lookup); a number whose person turns out to be listed (by globalId,
 *   after the lookup) is skipped too, before anything is sent;
 * - stop on reply: a scheduled run's job (metadata.stopOnReply) skips a person who answered the account
 *   within REPLY_WINDOW_DAYS ('Khách đã trả lời, dừng gửi tiếp');
 * - "Bỏ qua người đang trò chuyện" (metadata.skipActiveConversations): a one-off job skips a person who answered the
 *   account within the last 24 hours ('Đang trò chuyện trong 24 giờ qua').
 * "Answered": a job of the account sent them a message they replied to (job_recipients.replied_at) or they wrote the
 * account a private message (the inbox's fragment) since then. A phone recipient is known after its lookup: it is
 * checked then. Groups are not checked. Database only; at most one statement per recipient, shared by the asks of
 * the same moment.
 */

const listed = doNotContactSql.probes({
  workspaceId: 'j.workspace_id',
  globalId: 'coalesce(r.global_id, f.global_id)',
  phone: "CASE WHEN r.target_type = 'phone' THEN r.target_id ELSE f.phone END",
});

/** Why a recipient is skipped, by the code the statements answer. */
const REASONS = { listed: DNC_SKIP_REASON, replied: STOPPED_ON_REPLY_REASON, active: ACTIVE_CONVERSATION_REASON } as const;
type ReasonCode = keyof typeof REASONS;
const reasonOf = (code: string | null | undefined): string | null => (code && code in REASONS ? REASONS[code as ReasonCode] : null);

/**
 * A condition: the contact (a uid as the account sees them) answered the account since `since` (SQL expressions): a
 * reply to one of the account's messages (the recipients' contact index: a reply comes within the window of its send,
 * so the send is no older than `since` minus the window), or a private message in the inbox.
 */
function answeredSince(accountId: string, contactId: string, since: string, windowDays: string): string {
  return `(EXISTS (
      SELECT 1 FROM job_recipients p JOIN jobs pj ON pj.id = p.job_id
       WHERE p.contact_id = ${contactId} AND p.status = 'SENT'
         AND p.processed_at >= ${since} - make_interval(days => ${windowDays}) AND p.replied_at >= ${since}
         AND pj.account_id = ${accountId}
    ) OR ${inboxSql.wroteSince(accountId, contactId, since)})`;
}

/** The code of why the job `j` skips the contact (a SQL expression), or NULL: listed first, then stop on reply, then an active conversation. */
function skipCode(isListed: string, contactId: string, windowDays: string): string {
  return `CASE WHEN ${isListed} THEN 'listed'
       WHEN ${contactId} IS NULL THEN NULL
       WHEN (j.metadata->>'stopOnReply') = 'true'
            AND ${answeredSince('j.account_id', contactId, `now() - make_interval(days => ${windowDays})`, windowDays)} THEN 'replied'
       WHEN (j.metadata->>'skipActiveConversations') = 'true'
            AND ${answeredSince('j.account_id', contactId, "now() - interval '24 hours'", windowDays)} THEN 'active'
  END`;
}

/**
 * Why each of the keys (job, seq) is skipped, by their place ($3: REPLY_WINDOW_DAYS). One statement for the asks of
 * the same moment (it runs before every message): the list's test, the stored friend and the inbox's messages are
 * fragments of their modules'. A phone recipient's person is not known yet: its number only is tested here.
 */
const SKIPPED = `
  SELECT k.i, s.code
    FROM unnest($1::uuid[], $2::int[]) WITH ORDINALITY AS k(job_id, seq, i)
    -- Each recipient by its key: the fence (OFFSET 0) keeps the planner from reaching the recipients through the job
    -- and filtering every pending one of it (PGlite keeps no statistics to tell it better).
    CROSS JOIN LATERAL (
      SELECT r.job_id, r.target_id, r.target_type, r.global_id FROM job_recipients r
       WHERE r.job_id = k.job_id AND r.seq = k.seq AND r.status = 'PENDING' AND r.processed_at IS NULL AND r.target_type <> 'group'
      OFFSET 0
    ) r
    JOIN jobs j ON j.id = r.job_id
    LEFT JOIN LATERAL (${storedFriendsSql.friendOf('j.account_id', 'r.target_id', "r.target_type = 'user'")}) f ON true
    ${listed.joins}
    CROSS JOIN LATERAL (SELECT ${skipCode(listed.listed, "CASE WHEN r.target_type = 'user' THEN r.target_id END", '$3::int')} AS code) s
   WHERE s.code IS NOT NULL`;

/** Why the job skips the person a phone number turned out to be ($2: their uid, $3: their globalId or NULL, $4: the window). */
const FOUND_SKIPPED = `
  SELECT ${skipCode(`($3::text IS NOT NULL AND ${doNotContactSql.personListed('j.workspace_id', '$3::text')})`, '$2::text', '$4::int')} AS code
    FROM jobs j WHERE j.id = $1::uuid`;

/** Who a phone number turned out to be, as the checks after its lookup read it. */
export interface FoundPerson {
  uid: string;
  globalId: string | null;
}

/** What the checks read of a job: whether it stops on reply or skips active conversations (its metadata). */
export interface JobChecks {
  id: string;
  stopOnReply?: boolean;
  skipActiveConversations?: boolean;
}

export function createDoNotContactSendCheck(database: Pick<Database, 'query' | 'transaction'>, options: { replyWindowDays: number }) {
  const windowDays = options.replyWindowDays;

  /** Every sending account asks before each message: the asks of the same moment are one statement (lib/coalesce.ts). */
  const skipReason = coalesce(async (keys: Array<{ jobId: string; seq: number }>) => {
    const rows = await database.query<{ i: number; code: string }>(SKIPPED, [keys.map((key) => key.jobId), keys.map((key) => key.seq), windowDays]);
    const codes = new Map(rows.map((row) => [Number(row.i), row.code]));
    return keys.map((_key, i) => reasonOf(codes.get(i + 1)));
  });

  /**
   * Records the recipient SKIPPED with the reason, counted as skipped on the job (not as sent: no activity, no daily
   * usage, no pacing), keeping who a number turned out to be. The write takes the job row first, as the engine's
   * writes and a cancel do; a recipient cancelled meanwhile is left alone.
   */
  async function skip(jobId: string, seq: number, reason: string, found: { displayName: string | null; resolvedId: string | null } = { displayName: null, resolvedId: null }) {
    await database.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM jobs WHERE id = $1 FOR UPDATE', [jobId]);
      await tx.query(
        `WITH r AS (
           UPDATE job_recipients SET status = 'SKIPPED', error_message = $3::text, processed_at = now(),
                                     display_name = COALESCE(display_name, $4::text), resolved_id = COALESCE($5::text, resolved_id)
            WHERE job_id = $1::uuid AND seq = $2::int AND status = 'PENDING' AND processed_at IS NULL
           RETURNING seq
         )
         UPDATE jobs SET skipped_count = skipped_count + 1,
                         status = CASE WHEN status = 'PENDING' THEN 'PROCESSING' ELSE status END,
                         started_at = COALESCE(started_at, now()), updated_at = now()
          WHERE id = $1::uuid AND EXISTS (SELECT 1 FROM r)`,
        [jobId, seq, reason, found.displayName, found.resolvedId],
      );
    });
  }

  return {
    /** Before the turn of a recipient: true when it is skipped (listed, answered lately), and then it was recorded SKIPPED with why. */
    async skipIfListed(jobId: string, seq: number): Promise<boolean> {
      const reason = await skipReason({ jobId, seq });
      if (!reason) return false;
      await skip(jobId, seq, reason);
      return true;
    },

    /**
     * After a number's lookup: why the job skips the person it found (on the list by their stable id, answered
     * lately), or null. No statement when there is nothing to check (no stable id, a job without those options).
     */
    async foundSkipReason(job: JobChecks, person: FoundPerson): Promise<string | null> {
      if (!person.globalId && !job.stopOnReply && !job.skipActiveConversations) return null;
      const [row] = await database.query<{ code: string | null }>(FOUND_SKIPPED, [job.id, person.uid, person.globalId, windowDays]);
      return reasonOf(row?.code);
    },

    /** A number whose person is skipped after the lookup (`reason`): SKIPPED with who they are. */
    skipFound: (jobId: string, seq: number, reason: string, found: { displayName: string | null; resolvedId: string | null }) => skip(jobId, seq, reason, found),
  };
}
export type DoNotContactSendCheck = ReturnType<typeof createDoNotContactSendCheck>;
