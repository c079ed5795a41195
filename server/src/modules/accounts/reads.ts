import type { AccountStatus } from 'shared-sdk/schemas';
import type { SqlRunner } from '../../db/client';

/** What other modules read of the accounts (the lists' pages and their schedules' accounts), one statement each. */

export interface AccountSummary {
  id: string;
  displayName: string;
  status: AccountStatus;
}

/** The user's accounts in the order they were added (only the ACTIVE ones with `activeOnly`). */
export async function accountsOfUser(sql: SqlRunner, workspaceId: string, options: { activeOnly?: boolean } = {}): Promise<AccountSummary[]> {
  const rows = await sql.query<{ id: string; display_name: string; status: AccountStatus }>(
    `SELECT id, display_name, status FROM accounts WHERE workspace_id = $1 AND ($2::boolean IS NOT TRUE OR status = 'ACTIVE') ORDER BY created_at, id`,
    [workspaceId, options.activeOnly ?? false],
  );
  return rows.map((row) => ({ id: row.id, displayName: row.display_name, status: row.status }));
}

/**
 * The names of these accounts (ids taken from the caller's own rows; one that no longer exists is left out), sorted by
 * name as the database sorts text: a list shown by account name keeps the order a join on accounts gave it.
 */
export async function sortedAccountNames(sql: SqlRunner, ids: Array<string | null>): Promise<Array<{ id: string; displayName: string }>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return [];
  const rows = await sql.query<{ id: string; display_name: string }>(`SELECT id, display_name FROM accounts WHERE id = ANY($1::uuid[]) ORDER BY display_name, id`, [wanted]);
  return rows.map((row) => ({ id: row.id, displayName: row.display_name }));
}
