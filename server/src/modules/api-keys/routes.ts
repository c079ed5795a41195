import type { FastifyInstance } from 'fastify';
import { ApiKeyCreateSchema, ApiKeyUpdateSchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { requireRole } from '../../http/workspace-access';
import type { ApiKeysService } from './service';

export interface ApiKeysRoutesOptions {
  apiKeys: ApiKeysService;
  requireUser: AuthGuard;
}

/** /api-keys: the workspace's OWNER and ADMINs, signed in (a key never reaches these: refused-routes.ts). */
export async function apiKeysRoutes(app: FastifyInstance, options: ApiKeysRoutesOptions): Promise<void> {
  const { apiKeys, requireUser } = options;
  app.addHook('preHandler', requireUser);
  app.addHook('preHandler', requireRole('OWNER', 'ADMIN'));

  app.get('/api-keys', async (request) => ok({ apiKeys: await apiKeys.list(request.workspace.id) }));

  // The answer's `apiKey.key` is the whole key: shown this once, only its hash is kept.
  app.post('/api-keys', async (request) => ok({ apiKey: await apiKeys.create(request.workspace.id, request.user.id, parse(ApiKeyCreateSchema, request.body)) }));

  // Name, scope, accounts, expiry; `paused` pauses or resumes it. Counts from the key's next request.
  app.patch<{ Params: { id: string } }>('/api-keys/:id', async (request) =>
    ok({ apiKey: await apiKeys.update(request.workspace.id, request.params.id, parse(ApiKeyUpdateSchema, request.body)) }),
  );

  app.delete<{ Params: { id: string } }>('/api-keys/:id', async (request) => ok({ apiKey: await apiKeys.revoke(request.workspace.id, request.params.id) }));
}
