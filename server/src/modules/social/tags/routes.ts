import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { parse } from '../../../http/validate';
import type { TagKind } from './kinds';
import type { TagsService } from './service';

type ById = { Params: { id: string } };

/** One kind's tag routes under its base: /friend-tags or /group-tags. */
export async function tagRoutes<Count extends string, Ids extends string>(
  app: FastifyInstance,
  { kind, tags }: { kind: TagKind<Count, Ids>; tags: TagsService<Count, Ids> },
) {
  const { path, schemas } = kind;
  const workspaceOf = (request: FastifyRequest) => request.workspace.id;

  app.get(path, async (request) => ok(await tags.list(workspaceOf(request))));
  app.get(`${path}/stats`, async (request) => ok(await tags.stats(workspaceOf(request))));
  app.get(`${path}/colors`, async () => ok(tags.colors()));
  app.post(`${path}/assign`, async (request) => ok(await tags.assign(workspaceOf(request), parse(schemas.assign, request.body))));
  app.post(`${path}/unassign`, async (request) => ok(await tags.unassign(workspaceOf(request), parse(schemas.assign, request.body))));
  app.get<ById>(`${path}/:id`, async (request) => ok(await tags.get(workspaceOf(request), request.params.id)));
  app.post(path, async (request) => ok(await tags.create(workspaceOf(request), parse(schemas.create, request.body))));
  app.put<ById>(`${path}/:id`, async (request) => ok(await tags.update(workspaceOf(request), request.params.id, parse(schemas.update, request.body))));
  app.delete<ById>(`${path}/:id`, async (request) => ok(await tags.remove(workspaceOf(request), request.params.id)));
}
