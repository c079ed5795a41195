import type { FastifyInstance } from 'fastify';
import { SendingWindowSchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../../http/auth-guard';
import { ok } from '../../../http/envelope';
import { parse } from '../../../http/validate';
import { accountScope } from '../../../http/workspace-access';
import type { AccountHealthService } from './service';

type ById = { Params: { id: string } };

/** The accounts screen's health panel: signed-in only; another workspace's account is a 404, an AGENT's others a 403. */
export async function accountHealthRoutes(app: FastifyInstance, options: { health: AccountHealthService; requireUser: AuthGuard }) {
  const { health, requireUser } = options;
  app.addHook('preHandler', requireUser);

  app.get('/accounts/health', async (request) => ok(await health.list(request.workspace.id, accountScope(request.workspace))));

  // An AGENT's other accounts are refused by the guard (the `:id` of /accounts/{id}…).
  app.put<ById>('/accounts/:id/sending-window', async (request) =>
    ok(await health.setWindow(request.workspace.id, request.params.id, parse(SendingWindowSchema, request.body))),
  );

  app.post<ById>('/accounts/:id/sending/resume', async (request) => ok(await health.resume(request.workspace.id, request.params.id)));
}
