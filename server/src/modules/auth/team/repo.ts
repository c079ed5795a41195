import type { InvitableRole, WorkspaceRole } from 'shared-sdk/schemas';
import type { Database, SqlRunner } from '../../../db/client';

/** A member as stored, with their e-mail and, for an AGENT, their accounts. */
export interface MemberRow {
  user_id: string;
  email: string;
  role: WorkspaceRole;
  joined_at: Date;
  account_ids: string[];
}

export interface InvitationRow {
  id: string;
  workspace_id: string;
  email: string;
  role: InvitableRole;
  account_ids: string[];
  invited_by: string | null;
  invited_by_email: string | null;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

const MEMBER_SELECT = `
  SELECT m.user_id, u.email, m.role, m.joined_at,
         coalesce(array_agg(a.account_id ORDER BY a.account_id) FILTER (WHERE a.account_id IS NOT NULL), '{}') AS account_ids
    FROM workspace_members m
    JOIN users u ON u.id = m.user_id
    LEFT JOIN member_accounts a ON a.workspace_id = m.workspace_id AND a.user_id = m.user_id`;
const MEMBER_GROUP = `GROUP BY m.user_id, u.email, m.role, m.joined_at`;

const INVITATION_SELECT = `
  SELECT i.id, i.workspace_id, i.email, i.role, i.account_ids, i.invited_by, u.email AS invited_by_email,
         i.created_at, i.expires_at, i.accepted_at, i.revoked_at
    FROM workspace_invitations i
    LEFT JOIN users u ON u.id = i.invited_by`;

/** A pending invitation: neither used nor revoked, and not expired. */
const PENDING = `i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()`;

/** The team's rows: members, their accounts, invitations (the tables of migration 0053). */
export function createTeamRepo(database: Database) {
  const member = async (runner: SqlRunner, workspaceId: string, userId: string): Promise<MemberRow | undefined> => {
    const [row] = await runner.query<MemberRow>(`${MEMBER_SELECT} WHERE m.workspace_id = $1 AND m.user_id = $2 ${MEMBER_GROUP}`, [workspaceId, userId]);
    return row;
  };

  return {
    database,
    member: (workspaceId: string, userId: string, runner: SqlRunner = database) => member(runner, workspaceId, userId),

    /** OWNER first, then ADMINs, then AGENTs, each by when they joined. */
    async members(workspaceId: string): Promise<MemberRow[]> {
      return database.query<MemberRow>(
        `${MEMBER_SELECT} WHERE m.workspace_id = $1 ${MEMBER_GROUP}
         ORDER BY CASE m.role WHEN 'OWNER' THEN 0 WHEN 'ADMIN' THEN 1 ELSE 2 END, m.joined_at, m.user_id`,
        [workspaceId],
      );
    },

    /** Seats taken: the members and the pending invitations. */
    async seatsUsed(workspaceId: string, runner: SqlRunner = database): Promise<number> {
      const [row] = await runner.query<{ used: number }>(
        `SELECT ((SELECT count(*) FROM workspace_members WHERE workspace_id = $1)
               + (SELECT count(*) FROM workspace_invitations i WHERE i.workspace_id = $1 AND ${PENDING}))::int AS used`,
        [workspaceId],
      );
      return row.used;
    },

    /** Serialises the seat checks of one workspace (two invitations at once cannot both take the last seat). */
    async lockWorkspace(runner: SqlRunner, workspaceId: string): Promise<boolean> {
      const rows = await runner.query(`SELECT id FROM workspaces WHERE id = $1 FOR UPDATE`, [workspaceId]);
      return rows.length > 0;
    },

    async isMemberEmail(runner: SqlRunner, workspaceId: string, email: string): Promise<boolean> {
      const rows = await runner.query(
        `SELECT 1 FROM workspace_members m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = $1 AND u.email = $2`,
        [workspaceId, email],
      );
      return rows.length > 0;
    },

    async hasPendingInvitation(runner: SqlRunner, workspaceId: string, email: string): Promise<boolean> {
      const rows = await runner.query(`SELECT 1 FROM workspace_invitations i WHERE i.workspace_id = $1 AND i.email = $2 AND ${PENDING}`, [
        workspaceId,
        email,
      ]);
      return rows.length > 0;
    },

    async insertInvitation(
      runner: SqlRunner,
      row: { workspaceId: string; email: string; role: InvitableRole; accountIds: string[]; tokenHash: string; invitedBy: string; ttlDays: number },
    ): Promise<string> {
      const [made] = await runner.query<{ id: string }>(
        `INSERT INTO workspace_invitations (workspace_id, email, role, account_ids, token_hash, invited_by, expires_at)
         VALUES ($1, $2, $3, $4::uuid[], $5, $6, now() + make_interval(days => $7::int)) RETURNING id`,
        [row.workspaceId, row.email, row.role, row.accountIds, row.tokenHash, row.invitedBy, row.ttlDays],
      );
      return made.id;
    },

    async invitation(id: string, runner: SqlRunner = database): Promise<InvitationRow | undefined> {
      const [row] = await runner.query<InvitationRow>(`${INVITATION_SELECT} WHERE i.id = $1`, [id]);
      return row;
    },

    /** The pending invitation of this token, with its workspace's name; undefined when unknown, used, revoked or expired. */
    async pendingByToken(tokenHash: string): Promise<(InvitationRow & { workspace_name: string }) | undefined> {
      const [row] = await database.query<InvitationRow & { workspace_name: string }>(
        `SELECT x.*, w.name AS workspace_name FROM (${INVITATION_SELECT} WHERE i.token_hash = $1 AND ${PENDING}) x
           JOIN workspaces w ON w.id = x.workspace_id`,
        [tokenHash],
      );
      return row;
    },

    /** Pending first (newest first), then the others, newest first. */
    async invitations(workspaceId: string): Promise<InvitationRow[]> {
      return database.query<InvitationRow>(
        `${INVITATION_SELECT} WHERE i.workspace_id = $1
         ORDER BY (${PENDING}) DESC, i.created_at DESC, i.id LIMIT 500`,
        [workspaceId],
      );
    },

    /** Marks a pending invitation revoked; false when it was not pending. */
    async revokeInvitation(workspaceId: string, id: string): Promise<boolean> {
      const rows = await database.query(`UPDATE workspace_invitations i SET revoked_at = now() WHERE i.workspace_id = $1 AND i.id = $2 AND ${PENDING} RETURNING id`, [
        workspaceId,
        id,
      ]);
      return rows.length > 0;
    },

    /** Uses a pending invitation once (inside the caller's transaction): it, or undefined when it is no longer pending. */
    async consumeInvitation(runner: SqlRunner, tokenHash: string, userId: string): Promise<InvitationRow | undefined> {
      const [row] = await runner.query<InvitationRow>(
        `UPDATE workspace_invitations i SET accepted_at = now(), accepted_by = $2
          WHERE i.token_hash = $1 AND ${PENDING}
          RETURNING i.id, i.workspace_id, i.email, i.role, i.account_ids, i.invited_by, NULL AS invited_by_email,
                    i.created_at, i.expires_at, i.accepted_at, i.revoked_at`,
        [tokenHash, userId],
      );
      return row;
    },

    /** False when the person already is a member. */
    async insertMember(runner: SqlRunner, workspaceId: string, userId: string, role: WorkspaceRole): Promise<boolean> {
      const rows = await runner.query(
        `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id`,
        [workspaceId, userId, role],
      );
      return rows.length > 0;
    },

    /** The member's accounts become exactly these (accounts of the workspace, checked by the caller). */
    async setMemberAccounts(runner: SqlRunner, workspaceId: string, userId: string, accountIds: string[]): Promise<void> {
      await runner.query(`DELETE FROM member_accounts WHERE workspace_id = $1 AND user_id = $2`, [workspaceId, userId]);
      if (accountIds.length === 0) return;
      await runner.query(
        `INSERT INTO member_accounts (workspace_id, user_id, account_id)
         SELECT $1, $2, unnest($3::uuid[]) ON CONFLICT DO NOTHING`,
        [workspaceId, userId, accountIds],
      );
    },

    async setRole(runner: SqlRunner, workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
      await runner.query(`UPDATE workspace_members SET role = $3 WHERE workspace_id = $1 AND user_id = $2`, [workspaceId, userId, role]);
    },

    async deleteMember(workspaceId: string, userId: string): Promise<boolean> {
      const rows = await database.query(`DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2 RETURNING user_id`, [workspaceId, userId]);
      return rows.length > 0;
    },

    async memberIds(workspaceId: string): Promise<string[]> {
      const rows = await database.query<{ user_id: string }>(`SELECT user_id FROM workspace_members WHERE workspace_id = $1`, [workspaceId]);
      return rows.map((row) => row.user_id);
    },

    /** Deletes the workspace and, through its foreign keys, everything in it. */
    async deleteWorkspace(workspaceId: string): Promise<void> {
      await database.query(`DELETE FROM workspaces WHERE id = $1`, [workspaceId]);
    },

    /** A new person (inside the caller's transaction); undefined when the e-mail is taken. */
    async insertUser(runner: SqlRunner, email: string, passwordHash: string): Promise<string | undefined> {
      const [row] = await runner.query<{ id: string }>(
        `INSERT INTO users (email, password_hash) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, passwordHash],
      );
      return row?.id;
    },

    async passwordHash(userId: string): Promise<string | undefined> {
      const [row] = await database.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $1`, [userId]);
      return row?.password_hash;
    },
  };
}
export type TeamRepo = ReturnType<typeof createTeamRepo>;
