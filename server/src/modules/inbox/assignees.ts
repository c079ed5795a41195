import type { Database } from '../../db/client';

/** A conversation whose assignee went. */
export interface UnassignedConversation {
  id: string;
  workspace_id: string;
  account_id: string;
}

/**
 * A member leaves the workspace: the conversations assigned to them are nobody's again (the team's removal calls
 * it), so they show under 'Chưa phân công' for someone else to take.
 */
export async function unassignMember(
  database: Pick<Database, 'query'>,
  workspaceId: string,
  userId: string,
  /** Told the conversations once they are unassigned (the workspace events). */
  onUnassigned?: (conversations: UnassignedConversation[]) => Promise<void>,
): Promise<number> {
  const rows = await database.query<UnassignedConversation>(
    `UPDATE conversations SET assignee_id = NULL WHERE workspace_id = $1 AND assignee_id = $2 RETURNING id, workspace_id, account_id`,
    [workspaceId, userId],
  );
  if (rows.length > 0) await onUnassigned?.(rows);
  return rows.length;
}
