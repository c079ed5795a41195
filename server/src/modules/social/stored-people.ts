import type { SqlRunner } from '../../db/client';

/**
 * What other modules read of the stored friends and groups (the do-not-contact list, Kho chung), one statement each,
 * and the one SQL fragment the engine's check before each send embeds.
 */

/** A stored friend's stable platform id and phone, as far as Zalo gave them. */
export interface FriendIdentity {
  uid: string;
  globalId: string | null;
  phone: string | null;
}

/** The account's stored friends among these uids (one row each the sync stored, gone ones too). */
export async function friendIdentities(sql: SqlRunner, workspaceId: string, accountId: string, uids: string[]): Promise<FriendIdentity[]> {
  if (uids.length === 0) return [];
  const rows = await sql.query<{ uid: string; global_id: string | null; phone: string | null }>(
    `SELECT f.uid, f.global_id, f.phone FROM friends f WHERE f.workspace_id = $1 AND f.account_id = $2 AND f.uid = ANY($3::text[])`,
    [workspaceId, accountId, uids],
  );
  return rows.map((row) => ({ uid: row.uid, globalId: row.global_id, phone: row.phone }));
}

/** The user's stored friend by its row id: who they are. */
export async function friendByRowId(
  sql: SqlRunner,
  workspaceId: string,
  friendRowId: string,
): Promise<{ globalId: string | null; phone: string | null; displayName: string; accountId: string; uid: string } | undefined> {
  const [row] = await sql.query<{ global_id: string | null; phone: string | null; display_name: string; account_id: string; uid: string }>(
    'SELECT global_id, phone, display_name, account_id, uid FROM friends WHERE workspace_id = $1 AND id = $2',
    [workspaceId, friendRowId],
  );
  return row && { globalId: row.global_id, phone: row.phone, displayName: row.display_name, accountId: row.account_id, uid: row.uid };
}

/**
 * Per account of the user among `accountIds` that ever synced its groups: which of these platform group ids its
 * synced groups (those it is still in) hold, sorted. An account missing from the answer never synced its groups.
 */
export async function syncedGroupsAmong(sql: SqlRunner, workspaceId: string, accountIds: string[], groupIds: string[]): Promise<Map<string, string[]>> {
  if (accountIds.length === 0) return new Map();
  const rows = await sql.query<{ account_id: string; shared: string[] | null }>(
    `SELECT g.account_id, array_agg(DISTINCT g.group_id ORDER BY g.group_id) FILTER (WHERE g.removed_at IS NULL AND g.group_id = ANY($3::text[])) AS shared
       FROM groups g WHERE g.workspace_id = $1 AND g.account_id = ANY($2::uuid[]) GROUP BY g.account_id`,
    [workspaceId, accountIds, groupIds],
  );
  return new Map(rows.map((row) => [row.account_id, row.shared ?? []]));
}

export const storedFriendsSql = {
  /**
   * A SELECT of the stored friend of the account (`accountId`, a SQL expression) with platform id `uid` (a SQL
   * expression), when `when` (a SQL condition) holds: global_id and phone, at most one row. For the engine's check
   * before each send, which must stay one statement (it runs for every message; see jobs' do-not-contact check).
   */
  friendOf(accountId: string, uid: string, when: string): string {
    return `SELECT f.global_id, f.phone FROM friends f WHERE f.account_id = ${accountId} AND f.uid = ${uid} AND ${when} LIMIT 1`;
  },
};
