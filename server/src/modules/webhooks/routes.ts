import type { FastifyInstance } from 'fastify';
import { WebhookCreateSchema, WebhookDeliveriesQuerySchema, WebhookUpdateSchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { requireRole } from '../../http/workspace-access';
import type { WebhooksService } from './service';

export interface WebhooksRoutesOptions {
  webhooks: WebhooksService;
  requireUser: AuthGuard;
}

type ById = { Params: { id: string } };

/** /webhooks: signed-in OWNER and ADMINs only, on their workspace's endpoints (another's is a 404). */
export async function webhooksRoutes(app: FastifyInstance, options: WebhooksRoutesOptions): Promise<void> {
  const { webhooks, requireUser } = options;
  app.addHook('preHandler', requireUser);
  app.addHook('preHandler', requireRole('OWNER', 'ADMIN'));

  app.get('/webhooks', async (request) => ok(await webhooks.list(request.workspace.id)));

  // Not in the public list of routes, but the audit log's snapshot of an edit or a deletion reads it.
  app.get<ById>('/webhooks/:id', async (request) => ok(await webhooks.get(request.workspace.id, request.params.id)));

  app.post('/webhooks', async (request) => ok(await webhooks.create(request.workspace.id, request.user.id, parse(WebhookCreateSchema, request.body))));

  app.patch<ById>('/webhooks/:id', async (request) => ok(await webhooks.update(request.workspace.id, request.params.id, parse(WebhookUpdateSchema, request.body))));

  app.delete<ById>('/webhooks/:id', async (request) => ok(await webhooks.remove(request.workspace.id, request.params.id)));

  // "Gửi thử": answered once the receiver answered (or the attempt failed).
  app.post<ById>('/webhooks/:id/test', async (request) => ok(await webhooks.test(request.workspace.id, request.params.id)));

  app.get<ById>('/webhooks/:id/deliveries', async (request) =>
    ok(await webhooks.deliveries(request.workspace.id, request.params.id, parse(WebhookDeliveriesQuerySchema, request.query))),
  );

  // "Gửi lại": a new attempt now, with the same event id.
  app.post<ById>('/webhooks/deliveries/:id/retry', async (request) => ok(await webhooks.retry(request.workspace.id, request.params.id)));
}
