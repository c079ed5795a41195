import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { ChangePasswordInput, LoginInput, ProfileInput, RegisterInput, User } from 'shared-sdk/schemas';
import { badRequest, conflict, forbidden, unauthorized } from '../../http/errors';
import { TtlCache } from '../../lib/ttl-cache';
import type { AuthRepo, UserRow } from './repo';
import type { TokenEpochs } from './token-epochs';
import type { TeamService } from './team/service';
import type { Memberships } from './workspaces/memberships';
import type { WorkspacesRepo } from './workspaces/repo';
import { type AccessTokens, hashRefreshToken, newRefreshToken } from './tokens';

export const AUTH_ERRORS = {
  invalidCredentials: 'Email hoặc mật khẩu không đúng',
  emailTaken: 'Email đã được sử dụng',
  wrongCurrentPassword: 'Mật khẩu hiện tại không đúng',
  sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  notAMember: 'Bạn không phải thành viên của không gian làm việc này',
} as const;

/** Argon2id (`Algorithm.Argon2id` is a const enum, which isolated modules cannot read). */
const USER_CACHE_MS = 30_000;

const ARGON2 = { algorithm: 2 } as const;

/** What a sign-in gives: the user, an access token, and the refresh token for the httpOnly cookie. */
export interface Session {
  user: User;
  accessToken: string;
  refreshToken: string;
}

export function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, role: row.role };
}

export function createAuthService(deps: {
  repo: AuthRepo;
  tokens: AccessTokens;
  epochs: Pick<TokenEpochs, 'raise'>;
  workspaces: WorkspacesRepo;
  memberships: Pick<Memberships, 'membership' | 'forget'>;
  refreshTtlDays: number;
  /** Joining a workspace with an invitation link (team/service.ts). */
  invitations?: Pick<TeamService, 'signUp' | 'accept'>;
  /** Runs right after a workspace is created (the subscription module starts its trial here). */
  onWorkspaceCreated?: (workspaceId: string) => Promise<void>;
}) {
  const { repo, tokens } = deps;
  // /auth/me runs on every page load and poll; the user changes only through this service, which
  // forgets its entry then. Another server process sees a change within USER_CACHE_MS.
  const users = new TtlCache<User>(50_000);
  // Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
  const dummyHash = hash('not-a-real-password', ARGON2);

  async function startSession(user: UserRow, workspaceId: string, familyId: string = randomUUID()): Promise<Session> {
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken({
      userId: user.id,
      workspaceId,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(Date.now() + deps.refreshTtlDays * 86_400_000),
    });
    const accessToken = await tokens.sign({ userId: user.id, role: user.role, epoch: user.tokenEpoch, workspaceId });
    return { user: toUser(user), accessToken, refreshToken };
  }

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await repo.findUserById(userId);
    if (!user) throw unauthorized(AUTH_ERRORS.sessionExpired);
    return user;
  }

  async function createOwnWorkspace(user: UserRow): Promise<string> {
    const workspaceId = await deps.workspaces.createOwn(user);
    deps.memberships.forget(user.id);
    await deps.onWorkspaceCreated?.(workspaceId);
    return workspaceId;
  }

  /** Ends the session of this refresh cookie (when it is the person's): a new one replaces it. */
  async function endFamilyOf(userId: string, refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const known = await repo.findRefreshToken(hashRefreshToken(refreshToken));
    if (known?.userId === userId) await repo.revokeFamily(known.familyId);
  }

  /** The workspace a sign-in works in: the latest one the person used, else their first; their own new one when they have none. */
  async function signInWorkspace(user: UserRow): Promise<string> {
    return (await deps.workspaces.sessionWorkspace(user.id)) ?? createOwnWorkspace(user);
  }

  /** A sign-up through an invitation: the person joins its workspace (no own workspace, no trial) and works there. */
  async function registerInvited(invitations: Pick<TeamService, 'signUp'>, token: string, input: RegisterInput): Promise<Session> {
    if (await repo.findUserByEmail(input.email)) throw conflict(AUTH_ERRORS.emailTaken);
    const joined = await invitations.signUp(token, input.email, await hash(input.password, ARGON2));
    if (!joined) throw conflict(AUTH_ERRORS.emailTaken);
    deps.memberships.forget(joined.userId);
    return startSession(await requireUser(joined.userId), joined.workspaceId);
  }

  return {
    async register(input: RegisterInput): Promise<Session> {
      if (input.inviteToken !== undefined && deps.invitations) return registerInvited(deps.invitations, input.inviteToken, input);
      if (await repo.findUserByEmail(input.email)) throw conflict(AUTH_ERRORS.emailTaken);
      const user = await repo.insertUser(input.email, await hash(input.password, ARGON2));
      if (!user) throw conflict(AUTH_ERRORS.emailTaken);
      return startSession(user, await createOwnWorkspace(user));
    },

    async login(input: LoginInput): Promise<Session> {
      const user = await repo.findUserByEmail(input.email);
      const valid = await verify(user?.passwordHash ?? (await dummyHash), input.password).catch(() => false);
      if (!user || !valid) throw unauthorized(AUTH_ERRORS.invalidCredentials);
      return startSession(user, await signInWorkspace(user));
    },

    async me(userId: string): Promise<User> {
      const cached = users.get(userId);
      if (cached) return cached;
      const user = toUser(await requireUser(userId));
      users.set(userId, user, USER_CACHE_MS);
      return user;
    },

    /** Rotates a refresh token. Presenting one that was already used revokes its whole family. */
    async refresh(refreshToken: string | undefined): Promise<Session> {
      if (!refreshToken) throw unauthorized(AUTH_ERRORS.sessionExpired);
      const tokenHash = hashRefreshToken(refreshToken);
      const current = await repo.consumeRefreshToken(tokenHash);
      if (!current) {
        const known = await repo.findRefreshToken(tokenHash);
        if (known?.usedAt) {
          // A reused refresh token may be a stolen one: its family ends, and every access token with it.
          await repo.revokeFamily(known.familyId);
          await deps.epochs.raise(known.userId);
        }
        throw unauthorized(AUTH_ERRORS.sessionExpired);
      }
      const user = await repo.findUserById(current.userId);
      if (!user) throw unauthorized(AUTH_ERRORS.sessionExpired);
      const stillMember = current.workspaceId && (await deps.memberships.membership(user.id, current.workspaceId));
      // Removed from the session's workspace: the session ends (a new sign-in opens another workspace).
      if (!stillMember) throw unauthorized(AUTH_ERRORS.sessionExpired);
      return startSession(user, current.workspaceId as string, current.familyId);
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const known = await repo.findRefreshToken(hashRefreshToken(refreshToken));
      if (known) await repo.revokeFamily(known.familyId);
    },

    /** Ends every session of the user, this one included: refresh tokens revoked, access tokens refused at once. */
    async logoutEverywhere(userId: string): Promise<void> {
      await repo.revokeAllOfUser(userId);
      await deps.epochs.raise(userId);
    },

    async updateProfile(userId: string, input: ProfileInput): Promise<User> {
      await requireUser(userId);
      if (await repo.emailTakenByOther(input.email, userId)) throw conflict(AUTH_ERRORS.emailTaken);
      const updated = await repo.updateUser(userId, { email: input.email }).catch((error: unknown) => {
        // The unique index is the final word when two users race for one e-mail.
        if ((error as { code?: string }).code === '23505') throw conflict(AUTH_ERRORS.emailTaken);
        throw error;
      });
      if (!updated) throw unauthorized(AUTH_ERRORS.sessionExpired);
      users.delete(userId);
      return toUser(updated);
    },

    /** A new session in another workspace the person works in; the session they leave ends. */
    async switchWorkspace(userId: string, workspaceId: string, refreshToken: string | undefined): Promise<Session> {
      const user = await requireUser(userId);
      if (!(await deps.memberships.membership(userId, workspaceId))) throw forbidden(AUTH_ERRORS.notAMember);
      await endFamilyOf(userId, refreshToken);
      return startSession(user, workspaceId);
    },

    /** A signed-in person joins a workspace with an invitation link: a new session there; the one they leave ends. */
    async acceptInvitation(userId: string, token: string, refreshToken: string | undefined): Promise<Session> {
      if (!deps.invitations) throw forbidden(AUTH_ERRORS.notAMember);
      const user = await requireUser(userId);
      const workspaceId = await deps.invitations.accept(token, user);
      deps.memberships.forget(userId);
      await endFamilyOf(userId, refreshToken);
      return startSession(user, workspaceId);
    },

    /** Changes the password and signs out every other session: only the new session stays. */
    async changePassword(userId: string, workspaceId: string, input: ChangePasswordInput): Promise<Session> {
      const user = await requireUser(userId);
      const valid = await verify(user.passwordHash, input.currentPassword).catch(() => false);
      if (!valid) throw badRequest(AUTH_ERRORS.wrongCurrentPassword, { currentPassword: AUTH_ERRORS.wrongCurrentPassword });
      const updated = await repo.updateUser(userId, { passwordHash: await hash(input.newPassword, ARGON2) });
      await repo.revokeAllOfUser(userId);
      const tokenEpoch = await deps.epochs.raise(userId);
      return startSession({ ...(updated ?? user), tokenEpoch }, workspaceId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
