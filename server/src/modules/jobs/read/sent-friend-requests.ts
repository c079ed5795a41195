import type { SqlRunner } from '../../../db/client';

/** A friend request a job sent. */
export interface SentFriendRequest {
  /** The person's platform id as the account sees them. */
  uid: string;
  displayName: string | null;
  /** The request's text (the job's message). */
  message: string | null;
  /** When it was sent (the job's creation when the time was not recorded). */
  sentAt: Date;
}

/** The friend requests the user's jobs sent from this account: the latest per person. */
export async function sentFriendRequests(sql: SqlRunner, workspaceId: string, accountId: string): Promise<SentFriendRequest[]> {
  const rows = await sql.query<{ uid: string; display_name: string | null; message: string | null; sent_at: Date | string }>(
    `SELECT DISTINCT ON (r.target_id) r.target_id AS uid, r.display_name, j.payload->>'message' AS message,
        COALESCE(r.processed_at, j.created_at) AS sent_at
      FROM job_recipients r JOIN jobs j ON j.id = r.job_id
      WHERE j.workspace_id = $1 AND j.account_id = $2 AND j.action = 'friend-request' AND r.target_type = 'user' AND r.status = 'SENT'
      ORDER BY r.target_id, r.processed_at DESC NULLS LAST`,
    [workspaceId, accountId],
  );
  return rows.map((row) => ({ uid: row.uid, displayName: row.display_name, message: row.message, sentAt: new Date(row.sent_at) }));
}
