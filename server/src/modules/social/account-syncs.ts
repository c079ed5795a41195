import type { SqlRunner } from '../../db/client';

/** Where each account's last sync of its friends, or of its groups, is kept. */
type SyncTable = 'account_friend_syncs' | 'account_group_syncs';

/** Records that the account synced now; returns when, as ISO text. */
export async function recordSync(sql: SqlRunner, table: SyncTable, accountId: string): Promise<string> {
  const [{ synced_at }] = await sql.query<{ synced_at: Date | string }>(
    `INSERT INTO ${table} (account_id, synced_at) VALUES ($1, now())
     ON CONFLICT (account_id) DO UPDATE SET synced_at = now() RETURNING synced_at`,
    [accountId],
  );
  return new Date(synced_at).toISOString();
}

/** Whether the account ever synced (its friends, or its groups). */
export async function everSynced(sql: SqlRunner, table: SyncTable, accountId: string): Promise<boolean> {
  return (await sql.query(`SELECT 1 FROM ${table} WHERE account_id = $1`, [accountId])).length > 0;
}
