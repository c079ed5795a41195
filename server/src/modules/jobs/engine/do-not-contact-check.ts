import { DNC_SKIP_REASON } from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import { coalesce } from '../../../lib/coalesce';
import { doNotContactSql, personListed } from '../../do-not-contact';
import { storedFriendsSql } from '../../social';

/*
 * The engine's checks before each send against the user's do-not-contact list: a person (by the globalId stored on
 * the recipient, else the sending account's stored friend) or a phone number (before its lookup) on the list is
 * SKIPPED with the reason, without a platform call; a number whose person turns out to be listed (by globalId,
 * after the lookup) is SKIPPED too, before anything is sent. Groups are not checked. Database only.
 */

const listed = doNotContactSql.probes({
  userId: 'j.user_id',
  globalId: 'coalesce(r.global_id, f.global_id)',
  phone: "CASE WHEN r.target_type = 'phone' THEN r.target_id ELSE f.phone END",
});

/**
 * Which of the keys (job, seq) are listed, by their place. One statement for the asks of the same moment (it runs
 * before every message): the list's test and the stored friend are fragments of their modules'.
 */
const LISTED = `
  SELECT k.i
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
   WHERE ${listed.listed}`;

export function createDoNotContactSendCheck(database: Pick<Database, 'query' | 'transaction'>) {
  /** Every sending account asks before each message: the asks of the same moment are one statement (lib/coalesce.ts). */
  const isListed = coalesce(async (keys: Array<{ jobId: string; seq: number }>) => {
    const rows = await database.query<{ i: number }>(LISTED, [keys.map((key) => key.jobId), keys.map((key) => key.seq)]);
    const hits = new Set(rows.map((row) => Number(row.i)));
    return keys.map((_key, i) => hits.has(i + 1));
  });

  /**
   * Records the recipient SKIPPED with the reason, counted as skipped on the job (not as sent: no activity, no daily
   * usage, no pacing), keeping who a number turned out to be. The write takes the job row first, as the engine's
   * writes and a cancel do; a recipient cancelled meanwhile is left alone.
   */
  async function skip(jobId: string, seq: number, found: { displayName: string | null; resolvedId: string | null } = { displayName: null, resolvedId: null }) {
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
        [jobId, seq, DNC_SKIP_REASON, found.displayName, found.resolvedId],
      );
    });
  }

  return {
    /** Before the turn of a recipient: true when it is on the list, and then it was recorded SKIPPED. */
    async skipIfListed(jobId: string, seq: number): Promise<boolean> {
      if (!(await isListed({ jobId, seq }))) return false;
      await skip(jobId, seq);
      return true;
    },

    /** Is this person (their stable id) on the user's list? */
    personListed: (userId: string, globalId: string): Promise<boolean> => personListed(database, userId, globalId),

    /** A number whose person the lookup found on the list: SKIPPED with who they are. */
    skipFound: (jobId: string, seq: number, found: { displayName: string | null; resolvedId: string | null }) => skip(jobId, seq, found),
  };
}
export type DoNotContactSendCheck = ReturnType<typeof createDoNotContactSendCheck>;
