import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api/auth';
import { queryKeys } from '../query-keys';
import type { CurrentWorkspace, WorkspaceRole } from '../schemas/team';

/** What the signed-in person may do in the session's workspace (the server checks every call the same way). */
export interface WorkspaceAccess {
  /** Null until /auth/me answers. */
  workspace: CurrentWorkspace | null;
  role: WorkspaceRole | null;
  /** OWNER or ADMIN: the team, proxies, the audit log, deleting accounts, removing do-not-contact entries. */
  canManage: boolean;
  /** OWNER: billing, ownership. */
  isOwner: boolean;
  /** Whether the person works with the account (OWNER and ADMIN: every account). */
  canUseAccount: (accountId: string) => boolean;
}

/** The session's workspace and the person's role in it, from /auth/me (shared with the shell's query). */
export function useWorkspaceAccess(): WorkspaceAccess {
  const { data } = useQuery({ queryKey: queryKeys.auth.me(), queryFn: () => authApi.me(), staleTime: 60_000 });
  return accessOf(data?.workspace ?? null);
}

export function accessOf(workspace: CurrentWorkspace | null): WorkspaceAccess {
  const role = workspace?.role ?? null;
  const assigned = workspace?.accountIds ? new Set(workspace.accountIds) : null;
  return {
    workspace,
    role,
    canManage: role === 'OWNER' || role === 'ADMIN',
    isOwner: role === 'OWNER',
    canUseAccount: (accountId) => workspace !== null && (assigned === null || assigned.has(accountId)),
  };
}
