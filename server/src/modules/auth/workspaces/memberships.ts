import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { createUserVersions } from '../../../db/user-versions';
import type { MembershipSource, RequestWorkspace, WorkspaceRole } from '../../../http/auth-guard';

/** The triggers of migration 0053 notify it with the person's id on every change to their memberships. */
const CHANNEL = 'workspace_members';

interface MembershipRow {
  workspace_id: string;
  role: WorkspaceRole;
  account_ids: string[] | null;
}

/**
 * Every person's memberships, read once and kept until they change (any process: LISTEN on workspace_members), so the
 * guard checks a request's workspace and role without a query, and a removal or a new role counts at the next request.
 */
export function createMemberships(database: Database, log: FastifyBaseLogger) {
  const cache = createUserVersions<Map<string, RequestWorkspace>>({
    database,
    channels: [CHANNEL],
    async read(userId) {
      const rows = await database.query<MembershipRow>(
        `SELECT m.workspace_id, m.role,
                array_agg(a.account_id) FILTER (WHERE a.account_id IS NOT NULL) AS account_ids
           FROM workspace_members m
           LEFT JOIN member_accounts a ON a.workspace_id = m.workspace_id AND a.user_id = m.user_id
          WHERE m.user_id = $1
          GROUP BY m.workspace_id, m.role`,
        [userId],
      );
      return new Map(rows.map((row) => [row.workspace_id, toWorkspace(row)]));
    },
  });

  return {
    async start(): Promise<void> {
      await cache.start().catch((error: unknown) => log.warn({ err: error }, 'membership listener did not start'));
    },
    stop(): void {
      cache.stop();
    },
    async membership(userId: string, workspaceId: string): Promise<RequestWorkspace | null> {
      return (await cache.versionOf(userId)).get(workspaceId) ?? null;
    },
    /** Every workspace the person works in. */
    async of(userId: string): Promise<RequestWorkspace[]> {
      return [...(await cache.versionOf(userId)).values()];
    },
    /** This process's copy of the person's memberships is stale (a change it made itself). */
    forget: cache.forget,
  } satisfies MembershipSource & Record<string, unknown>;
}
export type Memberships = ReturnType<typeof createMemberships>;

function toWorkspace(row: MembershipRow): RequestWorkspace {
  return {
    id: row.workspace_id,
    role: row.role,
    accountIds: row.role === 'AGENT' ? new Set(row.account_ids ?? []) : null,
  };
}
