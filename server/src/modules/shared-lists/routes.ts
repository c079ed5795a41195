import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MemberStatusSchema, PageQuerySchema, SaveMembersSchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { accountScope, assertAccount } from '../../http/workspace-access';
import type { ListScope } from './repo';
import type { SharedListsService } from './service';

type ById = { Params: { id: string } };
type ByMember = { Params: { listId: string; memberId: string } };

/** The workspace's lists (an AGENT's: those of their accounts); a platform ADMIN's: every list. */
export const scopeOf = (request: FastifyRequest): ListScope => ({
  workspaceId: request.workspace.id,
  admin: request.user.role === 'ADMIN',
  accounts: accountScope(request.workspace),
});

/** /shared-pending: a workspace's lists; a platform ADMIN manages every list. */
export async function sharedListsRoutes(app: FastifyInstance, options: { lists: SharedListsService; requireUser: AuthGuard }) {
  const { lists, requireUser } = options;
  app.addHook('preHandler', requireUser);

  app.post('/shared-pending/save-members', async (request) => {
    const body = parse(SaveMembersSchema, request.body);
    // The list's account is its `sourceAccountId`, which the guard does not read: an AGENT saves to their accounts' only.
    assertAccount(request.workspace, body.sourceAccountId);
    return ok(await lists.saveMembers(request.workspace.id, body));
  });

  app.get('/shared-pending/lists', async (request) => ok({ lists: await lists.lists(scopeOf(request)) }));

  app.get<ById>('/shared-pending/lists/:id', async (request) => ok({ list: await lists.detail(scopeOf(request), request.params.id) }));

  app.get<ById>('/shared-pending/lists/:id/senders', async (request) => ok({ senders: await lists.senders(scopeOf(request), request.params.id) }));

  app.delete<ById>('/shared-pending/lists/:id', async (request) => ok(await lists.remove(scopeOf(request), request.params.id)));

  app.get<ById>('/shared-pending/lists/:id/message-executions', async (request) => {
    const { page, limit } = parse(PageQuerySchema, request.query);
    return ok(await lists.executions(scopeOf(request), request.params.id, page, limit));
  });

  app.patch<ByMember>('/shared-pending/lists/:listId/members/:memberId/status', async (request) =>
    ok(await lists.setMemberStatus(scopeOf(request), request.params.listId, request.params.memberId, parse(MemberStatusSchema, request.body).status)),
  );
}
