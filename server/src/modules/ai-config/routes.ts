import type { FastifyInstance } from 'fastify';
import { AiConfigSchema, AiToggleSchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import type { AiConfigService } from './service';

type ByAccount = { Params: { accountId: string } };

/** /ai/config/{accountId}. */
export async function aiConfigRoutes(app: FastifyInstance, options: { aiConfig: AiConfigService; requireUser: AuthGuard }) {
  const { aiConfig, requireUser } = options;
  app.addHook('preHandler', requireUser);

  app.get<ByAccount>('/ai/config/:accountId', async (request) => ok(await aiConfig.get(request.workspace.id, request.params.accountId)));

  app.put<ByAccount>('/ai/config/:accountId', async (request) =>
    ok(await aiConfig.save(request.workspace.id, request.params.accountId, parse(AiConfigSchema, request.body))),
  );

  app.patch<ByAccount>('/ai/config/:accountId/toggle', async (request) => {
    const { enabled } = parse(AiToggleSchema, request.body);
    return ok(await aiConfig.toggle(request.workspace.id, request.params.accountId, enabled));
  });
}
