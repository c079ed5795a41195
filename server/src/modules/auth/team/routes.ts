import type { FastifyInstance } from 'fastify';
import { InvitationCreateSchema, MemberUpdateSchema, OwnershipTransferSchema, WorkspaceDeleteSchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../../http/auth-guard';
import { ok } from '../../../http/envelope';
import { parse } from '../../../http/validate';
import { requireRole } from '../../../http/workspace-access';
import { answerWithSession, clearRefreshCookie, REFRESH_COOKIE } from '../routes';
import type { AuthService } from '../service';
import type { TeamService } from './service';

export interface TeamRoutesOptions {
  team: TeamService;
  auth: Pick<AuthService, 'acceptInvitation'>;
  requireUser: AuthGuard;
  refreshTtlDays: number;
}

/**
 * The team: members and invitations (OWNER and ADMIN), ownership and the workspace's deletion (OWNER), an invitation's
 * public preview and its acceptance by a signed-in person. Each answer names what changed (the audit log reads it).
 */
export async function teamRoutes(app: FastifyInstance, options: TeamRoutesOptions): Promise<void> {
  const { team, requireUser } = options;
  const managers = { preHandler: [requireUser, requireRole('OWNER', 'ADMIN')] };
  const owner = { preHandler: [requireUser, requireRole('OWNER')] };

  app.get('/team/members', managers, async (request) => ok(await team.members(request.workspace.id, request.user.id)));

  app.patch<{ Params: { userId: string } }>('/team/members/:userId', managers, async (request) => {
    const input = parse(MemberUpdateSchema, request.body);
    return ok(await team.updateMember(request.workspace.id, request.user.id, request.params.userId, input));
  });

  app.delete<{ Params: { userId: string } }>('/team/members/:userId', managers, async (request) => {
    const member = await team.removeMember(request.workspace.id, request.user.id, request.params.userId);
    return ok({ userId: member.userId, member });
  });

  app.post('/team/transfer-ownership', owner, async (request) => {
    const { userId } = parse(OwnershipTransferSchema, request.body);
    return ok(await team.transferOwnership(request.workspace.id, request.user.id, userId));
  });

  app.get('/team/invitations', managers, async (request) => ok({ invitations: await team.invitations(request.workspace.id) }));

  app.post('/team/invitations', managers, async (request) => {
    const input = parse(InvitationCreateSchema, request.body);
    return ok({ invitation: await team.invite(request.workspace.id, request.user.id, input) });
  });

  app.delete<{ Params: { id: string } }>('/team/invitations/:id', managers, async (request) => {
    const invitation = await team.revoke(request.workspace.id, request.params.id);
    return ok({ id: invitation.id, invitation });
  });

  // Public: the link's holder sees what it offers before signing up (no secret in the answer).
  app.get<{ Params: { token: string } }>('/team/invitations/:token', async (request) => ok({ invitation: await team.preview(request.params.token) }));

  app.post<{ Params: { token: string } }>('/team/invitations/:token/accept', { preHandler: requireUser }, async (request, reply) => {
    const session = await options.auth.acceptInvitation(request.user.id, request.params.token, request.cookies[REFRESH_COOKIE]);
    return answerWithSession(reply, session, options.refreshTtlDays);
  });

  // The session has no workspace left: its cookie goes; a later sign-in opens (or makes) another.
  app.delete('/workspaces/current', owner, async (request, reply) => {
    const { password } = parse(WorkspaceDeleteSchema, request.body);
    const deleted = await team.deleteWorkspace(request.workspace.id, request.user.id, password);
    clearRefreshCookie(reply);
    return ok({ workspace: deleted });
  });
}
