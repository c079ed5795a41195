import type { Database } from '../../db/client';

/**
 * A member leaves the workspace: the conversations assigned to them are nobody's again (the team's removal calls
 * it), so they show under 'Chưa phân công' for someone else to take.
 */
export async function unassignMember(database: Pick<Database, 'query'>, workspaceId: string, userId: string): Promise<number> {
  const rows = await database.query<{ id: string }>(`UPDATE conversations SET assignee_id = NULL WHERE workspace_id = $1 AND assignee_id = $2 RETURNING id`, [
    workspaceId,
    userId,
  ]);
  return rows.length;
}
