import type { Database } from '../../db/client';
import { isUuid } from '../../http/ids';

/** The names of the user's phone lists among `ids`, by id (the jobs module names a job's or a schedule's list with them). */
export async function phoneListNames(database: Pick<Database, 'query'>, workspaceId: string, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Map();
  const rows = await database.query<{ id: string; name: string }>(`SELECT id, name FROM phone_lists WHERE workspace_id = $1 AND id = ANY($2::uuid[])`, [workspaceId, wanted]);
  return new Map(rows.map((row) => [row.id, row.name]));
}
