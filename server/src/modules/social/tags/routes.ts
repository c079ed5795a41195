import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { parse } from '../../../http/validate';
import { accountScope, requireRole } from '../../../http/workspace-access';
import type { TagKind } from './kinds';
import type { TagsService } from './service';

type ById = { Params: { id: string } };

/**
 * One kind's tag routes under its base: /friend-tags or /group-tags. Every member lists the workspace's tags (counted
 * on what they may see) and tags their own accounts' friends or groups; creating, renaming and deleting a tag are for
 * the OWNER and ADMINs.
 */
export async function tagRoutes<Count extends string, Ids extends string>(
  app: FastifyInstance,
  { kind, tags }: { kind: TagKind<Count, Ids>; tags: TagsService<Count, Ids> },
) {
  const { path, schemas } = kind;
  const workspaceOf = (request: FastifyRequest) => request.workspace.id;
  const scopeOf = (request: FastifyRequest) => accountScope(request.workspace);
  const managersOnly = { preHandler: requireRole('OWNER', 'ADMIN') };

  app.get(path, async (request) => ok(await tags.list(workspaceOf(request), scopeOf(request))));
  app.get(`${path}/stats`, async (request) => ok(await tags.stats(workspaceOf(request), scopeOf(request))));
  app.get(`${path}/colors`, async () => ok(tags.colors()));
  app.post(`${path}/assign`, async (request) => ok(await tags.assign(workspaceOf(request), parse(schemas.assign, request.body), scopeOf(request))));
  app.post(`${path}/unassign`, async (request) => ok(await tags.unassign(workspaceOf(request), parse(schemas.assign, request.body), scopeOf(request))));
  app.get<ById>(`${path}/:id`, async (request) => ok(await tags.get(workspaceOf(request), request.params.id, scopeOf(request))));
  app.post(path, managersOnly, async (request) => ok(await tags.create(workspaceOf(request), parse(schemas.create, request.body))));
  app.put<ById>(`${path}/:id`, managersOnly, async (request) => ok(await tags.update(workspaceOf(request), request.params.id, parse(schemas.update, request.body))));
  app.delete<ById>(`${path}/:id`, managersOnly, async (request) => ok(await tags.remove(workspaceOf(request), request.params.id)));
}
