import type { FastifyInstance } from 'fastify';
import { CreateProxySchema, ProxyImportSchema, ProxyListQuerySchema, UpdateProxySchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { requireRole } from '../../http/workspace-access';
import type { ProxiesService } from './service';

export interface ProxiesRoutesOptions {
  proxies: ProxiesService;
  requireUser: AuthGuard;
}

type ById = { Params: { id: string } };

/** /proxies: every route is signed-in, for the workspace's OWNER and ADMINs only, and sees only the workspace's proxies. */
export async function proxiesRoutes(app: FastifyInstance, options: ProxiesRoutesOptions): Promise<void> {
  const { proxies, requireUser } = options;
  app.addHook('preHandler', requireUser);
  app.addHook('preHandler', requireRole('OWNER', 'ADMIN'));

  app.get('/proxies', async (request) => ok(await proxies.list(request.workspace.id, parse(ProxyListQuerySchema, request.query))));

  app.get('/proxies/stats/summary', async (request) => ok(await proxies.stats(request.workspace.id)));

  app.get<ById>('/proxies/:id', async (request) => ok(await proxies.get(request.workspace.id, request.params.id)));

  app.post('/proxies', async (request) => ok(await proxies.create(request.workspace.id, parse(CreateProxySchema, request.body))));

  // Many proxies pasted at once: every line's outcome in the answer.
  app.post('/proxies/import', async (request) => ok(await proxies.importLines(request.workspace.id, parse(ProxyImportSchema, request.body))));

  app.patch<ById>('/proxies/:id', async (request) =>
    ok(await proxies.update(request.workspace.id, request.params.id, parse(UpdateProxySchema, request.body))),
  );

  app.delete<ById>('/proxies/:id', async (request) => ok(await proxies.remove(request.workspace.id, request.params.id)));

  // A failed test is the call failing: `success: false` with the reason (the UI shows 'Proxy test failed: X'),
  // and the details in `data` for clients that want the time it took.
  app.post<ById>('/proxies/:id/test', async (request) => {
    const result = await proxies.test(request.workspace.id, request.params.id);
    return result.ok ? ok(result) : { success: false as const, error: result.error, data: result };
  });
}
