import type { FastifyInstance } from 'fastify';
import { CreateGroupTagSchema, GroupTagAssignSchema, UpdateGroupTagSchema } from 'shared-sdk/schemas';
import { ok } from '../../../http/envelope';
import { parse } from '../../../http/validate';
import type { GroupTagsService } from './tags-service';

type ById = { Params: { id: string } };

/** /group-tags (spec part 2 §7); filtered-groups is in ./groups-routes. */
export async function groupTagRoutes(app: FastifyInstance, { tags }: { tags: GroupTagsService }) {
  const user = (request: { user: { id: string } }) => request.user.id;

  app.get('/group-tags', async (request) => ok(await tags.list(user(request))));
  app.get('/group-tags/stats', async (request) => ok(await tags.stats(user(request))));
  app.get('/group-tags/colors', async () => ok(tags.colors()));
  app.post('/group-tags/assign', async (request) => ok(await tags.assign(user(request), parse(GroupTagAssignSchema, request.body))));
  app.post('/group-tags/unassign', async (request) => ok(await tags.unassign(user(request), parse(GroupTagAssignSchema, request.body))));
  app.get<ById>('/group-tags/:id', async (request) => ok(await tags.get(user(request), request.params.id)));
  app.post('/group-tags', async (request) => ok(await tags.create(user(request), parse(CreateGroupTagSchema, request.body))));
  app.put<ById>('/group-tags/:id', async (request) =>
    ok(await tags.update(user(request), request.params.id, parse(UpdateGroupTagSchema, request.body))),
  );
  app.delete<ById>('/group-tags/:id', async (request) => ok(await tags.remove(user(request), request.params.id)));
}
