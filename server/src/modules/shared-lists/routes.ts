import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MemberStatusSchema, PageQuerySchema, SaveMembersSchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import type { ListScope } from './repo';
import type { SharedListsService } from './service';

type ById = { Params: { id: string } };
type ByMember = { Params: { listId: string; memberId: string } };

const scopeOf = (request: FastifyRequest): ListScope => ({ workspaceId: request.workspace.id, admin: request.user.role === 'ADMIN' });

/** /shared-pending: a user's own lists; an ADMIN manages every list. */
export async function sharedListsRoutes(app: FastifyInstance, options: { lists: SharedListsService; requireUser: AuthGuard }) {
  const { lists, requireUser } = options;
  app.addHook('preHandler', requireUser);

  app.post('/shared-pending/save-members', async (request) => ok(await lists.saveMembers(request.workspace.id, parse(SaveMembersSchema, request.body))));

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
