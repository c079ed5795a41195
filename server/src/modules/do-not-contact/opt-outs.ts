import type { Database } from '../../db/client';

/**
 * How many people of the user asked not to be messaged (list entries an opt-out reply made) in [from, to): the
 * reports' figure. A range of the list's (user, created_at) index.
 */
export async function optOutsBetween(database: Pick<Database, 'query'>, workspaceId: string, from: Date, to: Date): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM do_not_contact WHERE workspace_id = $1 AND source = 'opt-out' AND created_at >= $2 AND created_at < $3`,
    [workspaceId, from.toISOString(), to.toISOString()],
  );
  return Number(row?.count ?? 0);
}
