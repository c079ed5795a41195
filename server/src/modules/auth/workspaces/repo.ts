import type { Database } from '../../../db/client';
import type { WorkspaceRole } from '../../../http/auth-guard';

export interface WorkspaceSummary {
  id: string;
  name: string;
  role: WorkspaceRole;
}

/** Workspaces as the people in them see them: which they are in, which a session works in. */
export function createWorkspacesRepo(database: Database) {
  return {
    /**
     * The person's own workspace, as a sign-up makes it: with the person's id when it is free (it is, but for someone
     * who left the one they made), the person its OWNER.
     */
    async createOwn(user: { id: string; email: string }): Promise<string> {
      return database.transaction(async (sql) => {
        const [made] = await sql.query<{ id: string }>(
          `INSERT INTO workspaces (id, name)
           SELECT CASE WHEN EXISTS (SELECT 1 FROM workspaces WHERE id = $1) THEN gen_random_uuid() ELSE $1 END, $2
           RETURNING id`,
          [user.id, user.email],
        );
        await sql.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'OWNER')`, [made.id, user.id]);
        return made.id;
      });
    },

    /** Every workspace the person works in: their own first, then by when they joined. */
    async listFor(userId: string): Promise<WorkspaceSummary[]> {
      return database.query<WorkspaceSummary>(
        `SELECT w.id, w.name, m.role
           FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
          WHERE m.user_id = $1
          ORDER BY (m.role = 'OWNER') DESC, m.joined_at, w.id`,
        [userId],
      );
    },

    /**
     * The workspace a new sign-in works in: the one the person's latest session worked in, while they are still a
     * member of it; else their first one; null when they are in none.
     */
    async sessionWorkspace(userId: string): Promise<string | null> {
      const [row] = await database.query<{ id: string }>(
        `SELECT coalesce(
           (SELECT t.workspace_id FROM refresh_tokens t
              JOIN workspace_members m ON m.workspace_id = t.workspace_id AND m.user_id = t.user_id
             WHERE t.user_id = $1 ORDER BY t.created_at DESC LIMIT 1),
           (SELECT m.workspace_id FROM workspace_members m WHERE m.user_id = $1
             ORDER BY (m.role = 'OWNER') DESC, m.joined_at LIMIT 1)) AS id`,
        [userId],
      );
      return row?.id ?? null;
    },
  };
}
export type WorkspacesRepo = ReturnType<typeof createWorkspacesRepo>;
