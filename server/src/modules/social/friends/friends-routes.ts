import type { FastifyInstance } from 'fastify';
import { FilteredFriendsQuerySchema } from 'shared-sdk/schemas';
import { ok } from '../../../http/envelope';
import { parse } from '../../../http/validate';
import { accountScope } from '../../../http/workspace-access';
import type { FriendsService } from './friends-service';
import { friendFilterOf } from './repo';

type ById = { Params: { id: string } };

/**
 * GET /accounts/{id}/friends, POST /accounts/{id}/friends/sync (an AGENT's own accounts only), GET
 * /friend-tags/filtered-friends (the friends of the accounts the viewer may see, and their counts).
 */
export async function friendsRoutes(app: FastifyInstance, { friends }: { friends: FriendsService }) {
  app.get<ById>('/accounts/:id/friends', async (request) => ok({ friends: await friends.list(request.workspace.id, request.params.id) }));

  app.post<ById>('/accounts/:id/friends/sync', async (request) => ok(await friends.sync(request.workspace.id, request.params.id)));

  app.get('/friend-tags/filtered-friends', async (request) => {
    const query = parse(FilteredFriendsQuerySchema, request.query);
    return ok(await friends.filtered(request.workspace.id, { ...friendFilterOf(query), scope: accountScope(request.workspace), offset: query.offset, limit: query.limit }));
  });
}
