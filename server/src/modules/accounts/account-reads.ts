import type { Database } from '../../db/client';
import { isUuid } from '../../http/ids';

/*
 * What other modules read of the user's accounts (the jobs module: job creation, the schedules list, the health
 * panel, the engine). Ids that are not uuids name no account.
 */

/** The ids of the user's accounts in the order they were added (only `accountId`, when given and the user's). */
export async function userAccountIds(database: Pick<Database, 'query'>, workspaceId: string, accountId?: string): Promise<string[]> {
  if (accountId !== undefined && !isUuid(accountId)) return [];
  const rows = await database.query<{ id: string }>(
    `SELECT id FROM accounts WHERE workspace_id = $1 AND ($2::uuid IS NULL OR id = $2::uuid) ORDER BY created_at, id`,
    [workspaceId, accountId ?? null],
  );
  return rows.map((row) => row.id);
}

/** The display names of the user's accounts among `ids`, by id; another user's account is not there. */
export async function accountNames(database: Pick<Database, 'query'>, workspaceId: string, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Map();
  const rows = await database.query<{ id: string; display_name: string }>(
    `SELECT id, display_name FROM accounts WHERE workspace_id = $1 AND id = ANY($2::uuid[])`,
    [workspaceId, wanted],
  );
  return new Map(rows.map((row) => [row.id, row.display_name]));
}

/**
 * A SQL fragment, for statements that must stay one statement (the job engine's per-message and per-run reads,
 * where a second statement would cost throughput): a subquery of the account whose id is the SQL expression `id`,
 * no row when there is none. Its columns: `id`, `workspace_id`, `status`, `display_name`, `first_login_at` (the warm-up's
 * start). Embed it as `FROM (…) a` or `LEFT JOIN LATERAL (…) a ON true`.
 */
export function accountRowSql(id: string): string {
  return `SELECT id, workspace_id, status, display_name, first_login_at FROM accounts WHERE id = ${id}`;
}
