import type { FastifyRequest } from 'fastify';
import { TtlCache } from '../../../lib/ttl-cache';
import type { WorkspacesRepo, WorkspaceSummary } from './repo';

/** Names change rarely (a sign-up, an invitation accepted): another process sees a change within this. */
const NAMES_CACHE_MS = 30_000;

/** The workspace a session works in, as the header shows it, and the person's others to switch to. */
export interface CurrentWorkspace extends WorkspaceSummary {
  /** The Zalo accounts an AGENT works with; null: every account. */
  accountIds: string[] | null;
}

/**
 * The names of each person's workspaces, kept a while: /auth/me runs on every page load. The role and accounts come
 * from the request (the guard's membership, always current), never from here.
 */
export function createWorkspaceNames(repo: WorkspacesRepo) {
  const lists = new TtlCache<WorkspaceSummary[]>(50_000);

  async function listOf(userId: string, mustHold: string): Promise<WorkspaceSummary[]> {
    const known = lists.get(userId);
    if (known?.some((workspace) => workspace.id === mustHold)) return known;
    const fresh = await repo.listFor(userId);
    lists.set(userId, fresh, NAMES_CACHE_MS);
    return fresh;
  }

  return {
    async current(request: FastifyRequest): Promise<CurrentWorkspace> {
      const { workspace } = request;
      const named = (await listOf(request.user.id, workspace.id)).find((item) => item.id === workspace.id);
      return {
        id: workspace.id,
        name: named?.name ?? '',
        role: workspace.role,
        accountIds: workspace.accountIds && [...workspace.accountIds],
      };
    },
    /** Every workspace of the person, `current` marking the session's. */
    async list(userId: string, currentId: string): Promise<Array<WorkspaceSummary & { current: boolean }>> {
      return (await listOf(userId, currentId)).map((workspace) => ({ ...workspace, current: workspace.id === currentId }));
    },
    forget: (userId: string) => lists.delete(userId),
  };
}
export type WorkspaceNames = ReturnType<typeof createWorkspaceNames>;
