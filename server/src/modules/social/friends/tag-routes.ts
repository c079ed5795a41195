import type { FastifyInstance } from 'fastify';
import { CreateFriendTagSchema, FriendTagAssignSchema, UpdateFriendTagSchema } from 'shared-sdk/schemas';
import { ok } from '../../../http/envelope';
import { parse } from '../../../http/validate';
import type { FriendTagsService } from './tags-service';

type ById = { Params: { id: string } };

/** /friend-tags (spec part 2 §7). */
export async function friendTagRoutes(app: FastifyInstance, { tags }: { tags: FriendTagsService }) {
  const user = (request: { user: { id: string } }) => request.user.id;

  app.get('/friend-tags', async (request) => ok(await tags.list(user(request))));
  app.get('/friend-tags/stats', async (request) => ok(await tags.stats(user(request))));
  app.get('/friend-tags/colors', async () => ok(tags.colors()));
  app.post('/friend-tags/assign', async (request) => ok(await tags.assign(user(request), parse(FriendTagAssignSchema, request.body))));
  app.post('/friend-tags/unassign', async (request) => ok(await tags.unassign(user(request), parse(FriendTagAssignSchema, request.body))));
  app.get<ById>('/friend-tags/:id', async (request) => ok(await tags.get(user(request), request.params.id)));
  app.post('/friend-tags', async (request) => ok(await tags.create(user(request), parse(CreateFriendTagSchema, request.body))));
  app.put<ById>('/friend-tags/:id', async (request) =>
    ok(await tags.update(user(request), request.params.id, parse(UpdateFriendTagSchema, request.body))),
  );
  app.delete<ById>('/friend-tags/:id', async (request) => ok(await tags.remove(user(request), request.params.id)));
}
