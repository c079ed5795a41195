import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from './errors';
import { refuseUnassignedAccounts } from './workspace-access';

export interface RequestUser {
  id: string;
  /** The platform's role (USER or ADMIN), not the person's role in a workspace. */
  role: string;
}

export type WorkspaceRole = 'OWNER' | 'ADMIN' | 'AGENT';

/** The workspace a request works in, as the signed-in person's membership gives it. */
export interface RequestWorkspace {
  id: string;
  role: WorkspaceRole;
  /** The Zalo accounts an AGENT works with; null for OWNER and ADMIN, who work with every account. */
  accountIds: ReadonlySet<string> | null;
}

/** The API key a request is made with (`Authorization: Bearer zmk_…` or `X-API-Key`); see modules/api-keys. */
export interface RequestApiKey {
  id: string;
  name: string;
  scope: 'read' | 'write';
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set (before any route's own hooks) when the request is made with an API key: it then acts as the workspace, as
     * an ADMIN limited to the key's accounts, in the name of the key's creator. Undefined for a person's session.
     */
    apiKey?: RequestApiKey;
    /** Set by the auth guard on every protected route: the person signed in. */
    user: RequestUser;
    /** Set by the auth guard on every protected route: whose data the request reads and writes, and how far. */
    workspace: RequestWorkspace;
  }
}

/** What a valid access token (or download link) says. */
export interface AccessClaims {
  userId: string;
  role: string;
  epoch: number;
  /** The workspace the session works in; tokens from before workspaces carry none (their person's own one). */
  workspaceId: string;
}

/** Checks an access token: its claims, or null when it is not valid (the auth module's access tokens). */
export interface TokenVerifier {
  verify(token: string): Promise<AccessClaims | null>;
}

/** The user's current token epoch: tokens signed with a lower one are refused (the auth module's token epochs). */
export interface TokenEpochSource {
  current(userId: string): Promise<number>;
}

/** The person's membership of a workspace, or null when they are not (or no longer) in it. */
export interface MembershipSource {
  membership(userId: string, workspaceId: string): Promise<RequestWorkspace | null>;
}

/**
 * Lets a request in on valid claims: of the user's current token epoch (not from before a password change, a
 * revoked session or their removal from the team) and of a workspace they are still a member of. Puts the person and
 * the workspace on the request; an AGENT naming an account not assigned to them is refused here, for every route.
 */
export function createAdmission(epochs: TokenEpochSource, memberships: MembershipSource) {
  return async function admit(request: FastifyRequest, claims: AccessClaims | null): Promise<void> {
    if (!claims || claims.epoch < (await epochs.current(claims.userId))) throw unauthorized();
    const workspace = await memberships.membership(claims.userId, claims.workspaceId);
    if (!workspace) throw unauthorized();
    request.user = { id: claims.userId, role: claims.role };
    request.workspace = workspace;
    refuseUnassignedAccounts(request);
  };
}
export type Admission = ReturnType<typeof createAdmission>;

/**
 * A preHandler that accepts a valid bearer access token (see createAdmission), or a request the API key gate already
 * let in with a key (modules/api-keys: it set the key's workspace and accounts on the request).
 */
export function createAuthGuard(tokens: TokenVerifier, admit: Admission) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (request.apiKey) {
      refuseUnassignedAccounts(request);
      return;
    }
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    await admit(request, token ? await tokens.verify(token) : null);
  };
}
export type AuthGuard = ReturnType<typeof createAuthGuard>;
