import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from 'shared-sdk/constants';
import type { RequestWorkspace, WorkspaceRole } from './auth-guard';
import { forbidden } from './errors';

export const ACCESS_MESSAGES = {
  accountNotAssigned: 'Tài khoản Zalo này chưa được giao cho bạn',
  ownerOnly: 'Chỉ chủ sở hữu mới làm được việc này',
  adminOnly: 'Chỉ chủ sở hữu hoặc quản trị viên mới làm được việc này',
} as const;

/** What a role may do beyond an AGENT's: OWNER everything, ADMIN everything but billing and ownership. */
const REFUSAL: Record<Exclude<WorkspaceRole, 'AGENT'>, string> = {
  OWNER: ACCESS_MESSAGES.ownerOnly,
  ADMIN: ACCESS_MESSAGES.adminOnly,
};

/** A preHandler letting in only the roles given (after the auth guard): `requireRole('OWNER', 'ADMIN')`. */
export function requireRole(...roles: WorkspaceRole[]) {
  const refusal = roles.includes('ADMIN') ? REFUSAL.ADMIN : REFUSAL.OWNER;
  return async function roleGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (!roles.includes(request.workspace.role)) throw forbidden(refusal);
  };
}

/** Whether the workspace's member may work with the account (OWNER and ADMIN: every account). */
export function canUseAccount(workspace: RequestWorkspace, accountId: string): boolean {
  return workspace.accountIds === null || workspace.accountIds.has(accountId);
}

/** Refuses (403) an account the member may not work with. */
export function assertAccount(workspace: RequestWorkspace, accountId: string | null | undefined): void {
  if (accountId && !canUseAccount(workspace, accountId)) throw forbidden(ACCESS_MESSAGES.accountNotAssigned);
}

/** The accounts a list must keep to: null for every account, else the member's (possibly none). */
export function accountScope(workspace: RequestWorkspace): string[] | null {
  return workspace.accountIds === null ? null : [...workspace.accountIds];
}

/**
 * Who is looking and how far they see: an answer cached or labelled (ETag) for one viewer is never another's, and a
 * new role or other accounts make a new label even when the data did not change.
 */
export function viewerKey(request: FastifyRequest): string {
  const { workspace } = request;
  const accounts = workspace.accountIds === null ? '*' : [...workspace.accountIds].sort().join(',');
  return `${workspace.id}/${request.user.id}/${workspace.role}/${accounts}`;
}

/** The routes whose `:id` is an account: `/accounts/{id}…` and `/bots/{id}…`. */
const ACCOUNT_ID_ROUTE = new RegExp(`^${API_BASE_PATH}/(accounts|bots)/:id(/|$)`);

/**
 * The account ids a request names where every route names them: `accountId` in the path, query or body, `accountIds`
 * in the body or query, and the `:id` of the account routes.
 */
function namedAccounts(request: FastifyRequest): string[] {
  const named: string[] = [];
  const { id } = (request.params ?? {}) as { id?: unknown };
  if (typeof id === 'string' && ACCOUNT_ID_ROUTE.test(request.routeOptions.url ?? '')) named.push(id);
  const collect = (source: unknown) => {
    if (!source || typeof source !== 'object') return;
    const { accountId, accountIds } = source as { accountId?: unknown; accountIds?: unknown };
    if (typeof accountId === 'string') named.push(accountId);
    if (Array.isArray(accountIds)) for (const id of accountIds) if (typeof id === 'string') named.push(id);
    if (typeof accountIds === 'string') named.push(...accountIds.split(',').filter(Boolean));
  };
  collect(request.params);
  collect(request.query);
  collect(request.body);
  return named;
}

/** An AGENT naming an account not assigned to them (see namedAccounts) is refused, on every route. */
export function refuseUnassignedAccounts(request: FastifyRequest): void {
  const { workspace } = request;
  if (workspace.accountIds === null) return;
  for (const accountId of namedAccounts(request)) assertAccount(workspace, accountId);
}
