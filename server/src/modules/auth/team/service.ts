import { verify } from '@node-rs/argon2';
import {
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationCreateInput,
  type InvitationPreview,
  type MemberUpdateInput,
  TEAM_MESSAGES,
  type TeamMember,
  type TeamMembers,
  type WorkspaceRole,
} from 'shared-sdk/schemas';
import type { SqlRunner } from '../../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import { hashRefreshToken as hashToken, newRefreshToken as newToken } from '../tokens';
import type { InvitationRow, MemberRow, TeamRepo } from './repo';

/** Invitation tokens are 32 random bytes in base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A used, expired, revoked or unknown invitation (410: the link is gone for good). */
const invitationGone = () => new AppError(410, TEAM_MESSAGES.invitationInvalid);
/** A sign-up with an e-mail other than the invitation's: the form's e-mail field says so. */
const otherEmailField = () => badRequest(TEAM_MESSAGES.invitationOtherEmail, { email: TEAM_MESSAGES.invitationOtherEmail });

export const TEAM_ERRORS = {
  wrongPassword: 'Mật khẩu không đúng',
  alreadyOwner: 'Bạn đã là chủ sở hữu của không gian làm việc này',
} as const;

/** The team's link to the rest of the auth module and to the other modules (wired by module.ts and app.ts). */
export interface TeamDeps {
  repo: TeamRepo;
  /** Ends the person's sessions everywhere: refresh tokens revoked, access tokens refused from their next request. */
  endSessions(userId: string): Promise<void>;
  /** This process's copies of the person's memberships and workspace names are stale. */
  forget(userId: string): void;
  /** How many people the workspace's plan allows (-1: no limit). */
  seatLimit(workspaceId: string): Promise<number>;
  /** The workspace's Zalo accounts. */
  accountIds(workspaceId: string): Promise<string[]>;
  /** After a member left: what was theirs in other modules (their assigned conversations) is let go. */
  onMemberRemoved?(workspaceId: string, userId: string): Promise<void>;
  /** Before a workspace is deleted: its bots and jobs stop. */
  beforeWorkspaceDelete?(workspaceId: string): Promise<void>;
  log?: { error(details: object, message: string): void };
  now?: () => Date;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toTeamMember(row: MemberRow, viewerId: string): TeamMember {
  const agent = row.role === 'AGENT';
  return {
    userId: row.user_id,
    email: row.email,
    role: row.role,
    accountIds: agent ? [...row.account_ids] : [],
    allAccounts: !agent,
    joinedAt: iso(row.joined_at),
    you: row.user_id === viewerId,
  };
}

function statusOf(row: InvitationRow, now: Date): Invitation['status'] {
  if (row.accepted_at) return 'ACCEPTED';
  if (row.revoked_at) return 'REVOKED';
  return new Date(row.expires_at).getTime() <= now.getTime() ? 'EXPIRED' : 'PENDING';
}

function toInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    accountIds: row.role === 'AGENT' ? [...row.account_ids] : [],
    invitedBy: row.invited_by ? { id: row.invited_by, email: row.invited_by_email ?? '' } : null,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    status: statusOf(row, now),
  };
}

/** The relative link of an invitation (the UI puts the site's origin before it). */
export const invitationUrl = (token: string) => `/register?invite=${encodeURIComponent(token)}`;

/** Members, their roles and accounts, invitations, seats, ownership and the workspace's deletion. */
export function createTeamService(deps: TeamDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** The accounts a role works with: none to name for an ADMIN; at least one of the workspace's for an AGENT. */
  async function accountsFor(workspaceId: string, role: WorkspaceRole, requested: readonly string[]): Promise<string[]> {
    if (role !== 'AGENT') return [];
    const wanted = [...new Set(requested)];
    if (wanted.length === 0) throw badRequest(TEAM_MESSAGES.agentNeedsAccounts, { accountIds: TEAM_MESSAGES.agentNeedsAccounts });
    const existing = new Set(await deps.accountIds(workspaceId));
    if (wanted.some((id) => !existing.has(id))) throw badRequest(TEAM_MESSAGES.unknownAccount, { accountIds: TEAM_MESSAGES.unknownAccount });
    return wanted;
  }

  async function memberOrNotFound(workspaceId: string, userId: string): Promise<MemberRow> {
    const row = isUuid(userId) ? await repo.member(workspaceId, userId) : undefined;
    if (!row) throw notFound(TEAM_MESSAGES.memberNotFound);
    return row;
  }

  async function seats(workspaceId: string) {
    const [used, limit] = await Promise.all([repo.seatsUsed(workspaceId), deps.seatLimit(workspaceId)]);
    return { used, limit };
  }

  /** The pending invitation of a link; a used, expired, revoked or unknown one is gone. */
  async function pendingInvitation(token: string) {
    const row = TOKEN.test(token) ? await repo.pendingByToken(hashToken(token)) : undefined;
    if (!row) throw invitationGone();
    return row;
  }

  /**
   * Makes the person a member as the invitation says and marks it used, in one transaction that the caller's work
   * (a sign-up's new person) shares: a second use finds it no longer pending. Answers the workspace joined.
   */
  async function join(
    token: string,
    person: { email: string },
    otherEmail: () => AppError,
    before: (runner: SqlRunner) => Promise<string | undefined>,
  ): Promise<{ userId: string; workspaceId: string } | null> {
    const pending = await pendingInvitation(token);
    if (pending.email !== person.email) throw otherEmail();
    // Read before the transaction (on the embedded database a read beside an open transaction waits for its end).
    const existing = new Set(pending.role === 'AGENT' ? await deps.accountIds(pending.workspace_id) : []);
    return repo.database.transaction(async (runner) => {
      const userId = await before(runner);
      if (!userId) return null;
      const invitation = await repo.consumeInvitation(runner, hashToken(token), userId);
      if (!invitation) throw invitationGone();
      if (!(await repo.insertMember(runner, invitation.workspace_id, userId, invitation.role))) throw conflict(TEAM_MESSAGES.alreadyMember);
      // Accounts deleted since the invitation are left out.
      const accounts = invitation.role === 'AGENT' ? invitation.account_ids.filter((id) => existing.has(id)) : [];
      await repo.setMemberAccounts(runner, invitation.workspace_id, userId, accounts);
      return { userId, workspaceId: invitation.workspace_id };
    });
  }

  return {
    async members(workspaceId: string, viewerId: string): Promise<TeamMembers> {
      const [rows, seatsNow] = await Promise.all([repo.members(workspaceId), seats(workspaceId)]);
      return { members: rows.map((row) => toTeamMember(row, viewerId)), seats: seatsNow };
    },

    seats,

    async invitations(workspaceId: string): Promise<Invitation[]> {
      const at = now();
      return (await repo.invitations(workspaceId)).map((row) => toInvitation(row, at));
    },

    /** A new invitation, its token and link answered this once (only the token's hash is kept). */
    async invite(workspaceId: string, inviterId: string, input: InvitationCreateInput): Promise<Invitation> {
      const accountIds = await accountsFor(workspaceId, input.role, input.accountIds);
      const limit = await deps.seatLimit(workspaceId);
      const token = newToken();
      const id = await repo.database.transaction(async (runner) => {
        await repo.lockWorkspace(runner, workspaceId);
        if (await repo.isMemberEmail(runner, workspaceId, input.email)) throw conflict(TEAM_MESSAGES.alreadyMember);
        if (await repo.hasPendingInvitation(runner, workspaceId, input.email)) throw conflict(TEAM_MESSAGES.alreadyInvited);
        if (limit !== -1 && (await repo.seatsUsed(workspaceId, runner)) + 1 > limit) throw conflict(TEAM_MESSAGES.seatLimit(limit));
        return repo.insertInvitation(runner, {
          workspaceId,
          email: input.email,
          role: input.role,
          accountIds,
          tokenHash: hashToken(token),
          invitedBy: inviterId,
          ttlDays: INVITATION_TTL_DAYS,
        });
      });
      const row = await repo.invitation(id);
      if (!row) throw notFound(TEAM_MESSAGES.invitationInvalid);
      return { ...toInvitation(row, now()), token, url: invitationUrl(token) };
    },

    /** Revokes a pending invitation of the workspace; answers it as it is now. */
    async revoke(workspaceId: string, id: string): Promise<Invitation> {
      if (!isUuid(id) || !(await repo.revokeInvitation(workspaceId, id))) throw notFound(TEAM_MESSAGES.invitationInvalid);
      const row = await repo.invitation(id);
      if (!row) throw notFound(TEAM_MESSAGES.invitationInvalid);
      return toInvitation(row, now());
    },

    /** What a pending invitation offers, for anyone holding its link; 404 when it is not pending. */
    async preview(token: string): Promise<InvitationPreview> {
      const row = TOKEN.test(token) ? await repo.pendingByToken(hashToken(token)) : undefined;
      if (!row) throw notFound(TEAM_MESSAGES.invitationInvalid);
      return {
        workspaceName: row.workspace_name,
        email: row.email,
        role: row.role,
        invitedBy: row.invited_by_email,
        expiresAt: iso(row.expires_at),
      };
    },

    /**
     * A new person with the invitation's e-mail joins its workspace, made and joined in one transaction: their id and
     * the workspace, or null when the e-mail is taken (no own workspace, no trial).
     */
    async signUp(token: string, email: string, passwordHash: string): Promise<{ userId: string; workspaceId: string } | null> {
      return join(token, { email }, otherEmailField, (runner) => repo.insertUser(runner, email, passwordHash));
    },

    /** A signed-in person joins the invitation's workspace (signed in as someone else: refused). */
    async accept(token: string, person: { id: string; email: string }): Promise<string> {
      const joined = await join(token, person, () => forbidden(TEAM_MESSAGES.invitationOtherEmail), async () => person.id);
      deps.forget(person.id);
      if (!joined) throw invitationGone();
      return joined.workspaceId;
    },

    /** A new role or other accounts for an ADMIN or AGENT; the member's next request works with them. */
    async updateMember(workspaceId: string, viewerId: string, userId: string, input: MemberUpdateInput) {
      const before = await memberOrNotFound(workspaceId, userId);
      if (before.role === 'OWNER') throw badRequest(TEAM_MESSAGES.cannotChangeOwner);
      const role = input.role ?? before.role;
      const accountIds = await accountsFor(workspaceId, role, input.accountIds ?? (role === before.role ? before.account_ids : []));
      await repo.database.transaction(async (runner) => {
        await repo.setRole(runner, workspaceId, userId, role);
        await repo.setMemberAccounts(runner, workspaceId, userId, accountIds);
      });
      deps.forget(userId);
      const after = await memberOrNotFound(workspaceId, userId);
      return { member: toTeamMember(after, viewerId), before: toTeamMember(before, viewerId) };
    },

    /**
     * Removes a member: their membership and accounts go, every session of theirs ends (their next request is a 401,
     * their refresh cookie refused), and what other modules gave them is let go.
     */
    async removeMember(workspaceId: string, viewerId: string, userId: string): Promise<TeamMember> {
      if (userId === viewerId) throw badRequest(TEAM_MESSAGES.cannotRemoveSelf);
      const member = await memberOrNotFound(workspaceId, userId);
      if (member.role === 'OWNER') throw badRequest(TEAM_MESSAGES.cannotChangeOwner);
      if (!(await repo.deleteMember(workspaceId, userId))) throw notFound(TEAM_MESSAGES.memberNotFound);
      deps.forget(userId);
      await deps.endSessions(userId);
      await deps.onMemberRemoved?.(workspaceId, userId).catch((error: unknown) => {
        deps.log?.error({ err: error, workspaceId, userId }, 'what the removed member held was not let go');
      });
      return toTeamMember(member, viewerId);
    },

    /** The member becomes the OWNER and the OWNER an ADMIN, together. */
    async transferOwnership(workspaceId: string, ownerId: string, userId: string) {
      if (userId === ownerId) throw badRequest(TEAM_ERRORS.alreadyOwner);
      await memberOrNotFound(workspaceId, userId);
      await repo.database.transaction(async (runner) => {
        await repo.lockWorkspace(runner, workspaceId);
        // One OWNER per workspace (a unique index): the old one steps down first.
        await repo.setRole(runner, workspaceId, ownerId, 'ADMIN');
        await repo.setRole(runner, workspaceId, userId, 'OWNER');
        await repo.setMemberAccounts(runner, workspaceId, userId, []);
      });
      deps.forget(ownerId);
      deps.forget(userId);
      const [owner, previousOwner] = await Promise.all([memberOrNotFound(workspaceId, userId), memberOrNotFound(workspaceId, ownerId)]);
      return { owner: toTeamMember(owner, ownerId), previousOwner: toTeamMember(previousOwner, ownerId) };
    },

    /** Deletes the workspace and everything in it, once the OWNER's password is confirmed; its bots and jobs stop first. */
    async deleteWorkspace(workspaceId: string, ownerId: string, password: string): Promise<{ id: string }> {
      const passwordHash = await repo.passwordHash(ownerId);
      const valid = passwordHash !== undefined && (await verify(passwordHash, password).catch(() => false));
      if (!valid) throw badRequest(TEAM_ERRORS.wrongPassword, { password: TEAM_ERRORS.wrongPassword });
      const members = await repo.memberIds(workspaceId);
      await deps.beforeWorkspaceDelete?.(workspaceId);
      await repo.deleteWorkspace(workspaceId);
      for (const userId of members) deps.forget(userId);
      return { id: workspaceId };
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
