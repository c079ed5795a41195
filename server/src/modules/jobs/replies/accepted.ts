import type { SqlRunner } from '../../../db/client';
import { vietnamTimeSql } from './vietnam-sql';


/**
 * ONE statement: the friend requests the account's jobs sent (SENT) to people now in its friend list, not yet seen
 * accepted, are accepted now; their jobs' accepted count and the send's day (job_daily_activity.accepted, on the
 * Vietnamese day of the send and the account) count them. Each is counted once, even by two syncs at the same time
 * (a recipient is updated only while it has no acceptance: what the update answers is what is counted). The jobs
 * are locked first, in id order, as the engine's outcomes lock them.
 */
const ACCEPT_FRIEND_REQUESTS = /* sql */ `
  WITH locked AS MATERIALIZED (
    SELECT j.id FROM jobs j
     WHERE j.workspace_id = $1 AND j.account_id = $2 AND j.action = 'friend-request'
       AND EXISTS (SELECT 1 FROM job_recipients r
                    WHERE r.job_id = j.id AND r.contact_id = ANY($3::text[]) AND r.status = 'SENT' AND r.accepted_at IS NULL)
     ORDER BY j.id FOR UPDATE
  ), accepted AS (
    UPDATE job_recipients t SET accepted_at = now()
      FROM locked l
     WHERE t.job_id = l.id AND t.contact_id = ANY($3::text[]) AND t.status = 'SENT' AND t.accepted_at IS NULL
    RETURNING t.job_id, t.processed_at
  ), counted AS (
    UPDATE jobs SET accepted_count = accepted_count + c.n
      FROM (SELECT job_id, count(*)::int AS n FROM accepted GROUP BY job_id) c
     WHERE jobs.id = c.job_id
    RETURNING jobs.id
  ), days AS (
    INSERT INTO job_daily_activity AS d (workspace_id, day, account_id, accepted)
    SELECT $1, ${vietnamTimeSql('processed_at')}::date, $2, count(*)::int FROM accepted GROUP BY 2
    ON CONFLICT (workspace_id, day, account_id) DO UPDATE SET accepted = d.accepted + excluded.accepted
    RETURNING d.day
  )
  SELECT (SELECT count(*) FROM accepted)::int AS accepted, (SELECT count(*) FROM counted)::int + (SELECT count(*) FROM days)::int AS counters`;

/**
 * The account's friend list as the platform listed it now (`friendUids`, uids as the account sees them): the friend
 * requests its jobs sent to any of them count as accepted, in the caller's transaction. Answers how many were now.
 */
export async function acceptFriendRequests(runner: SqlRunner, workspaceId: string, accountId: string, friendUids: string[]): Promise<number> {
  if (friendUids.length === 0) return 0;
  const [row] = await runner.query<{ accepted: number }>(ACCEPT_FRIEND_REQUESTS, [workspaceId, accountId, friendUids]);
  return Number(row?.accepted ?? 0);
}
