import type { SqlRunner } from '../../db/client';

/** The display names of the user's accounts among `accountIds`, by id (for pages that name each row's account). */
export async function accountDisplayNames(sql: SqlRunner, userId: string, accountIds: string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await sql.query<{ id: string; display_name: string }>(
    'SELECT id, display_name FROM accounts WHERE user_id = $1 AND id = ANY($2::uuid[])',
    [userId, [...new Set(accountIds)]],
  );
  return new Map(rows.map((row) => [row.id, row.display_name]));
}
