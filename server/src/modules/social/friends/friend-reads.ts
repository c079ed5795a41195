import type { Database } from '../../../db/client';

/*
 * What other modules read of the stored friends (the jobs module: the health panel and the engine).
 */

/** How many present friends each of the user's accounts has (only `accountId`'s when given), by account id. */
export async function friendCounts(database: Pick<Database, 'query'>, workspaceId: string, accountId?: string): Promise<Map<string, number>> {
  // Friends carry their owner: no join (the count reads the partial index of the user's current friends).
  const rows = await database.query<{ account_id: string; count: number }>(
    `SELECT account_id, count(*)::int AS count FROM friends
      WHERE workspace_id = $1 ${accountId ? 'AND account_id = $2' : ''} AND removed_at IS NULL GROUP BY account_id`,
    accountId ? [workspaceId, accountId] : [workspaceId],
  );
  return new Map(rows.map((row) => [row.account_id, Number(row.count)]));
}

/**
 * A SQL fragment, for statements that must stay one statement (the job engine's per-message reads, where a second
 * statement would cost throughput): a subquery of the stored friend of the account `accountId` whose uid is `uid`
 * (both SQL expressions), present or removed since; no row when the account never had that friend. Its columns:
 * `uid`, `zalo_name`, `removed_at` (null while still a friend). Embed it as `LEFT JOIN LATERAL (…) f ON …`.
 */
export function friendRowSql(accountId: string, uid: string): string {
  return `SELECT uid, zalo_name, removed_at FROM friends WHERE account_id = ${accountId} AND uid = ${uid}`;
}

/**
 * A SQL fragment, for statements that must stay one statement (the job engine's outcome write, once per batch of
 * messages): the condition that the account `accountId` has the person `uid` (both SQL expressions) among its present
 * friends. An EXISTS on the friends table itself, so the planner may hash it as it would the statement's own.
 */
export function isFriendSql(accountId: string, uid: string): string {
  return `EXISTS (SELECT 1 FROM friends f WHERE f.account_id = ${accountId} AND f.uid = ${uid} AND f.removed_at IS NULL)`;
}
