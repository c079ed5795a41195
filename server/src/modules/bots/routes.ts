import type { FastifyInstance } from 'fastify';
import { CookieLoginSchema, JoinGroupSchema, PageQuerySchema, TestMessageSchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import type { QrLogins } from './qr-login';
import type { BotsService } from './service';

type ById = { Params: { id: string } };

/** /bots/{id}/…: an account's session, QR login and cookie checks; an AGENT's own accounts only (another is a 403). */
export async function botsRoutes(app: FastifyInstance, options: { bots: BotsService; qrLogins: QrLogins; requireUser: AuthGuard }) {
  const { bots, qrLogins, requireUser } = options;
  app.addHook('preHandler', requireUser);

  app.post<ById>('/bots/:id/login/qr/start', async (request) => {
    await bots.status(request.workspace.id, request.params.id); // 404 for another user's account
    return ok(await qrLogins.start(request.workspace.id, request.params.id));
  });

  app.get<ById & { Querystring: { loginRequestId?: string } }>('/bots/:id/login/qr/status', async (request) =>
    ok(await qrLogins.status(request.workspace.id, request.params.id, request.query.loginRequestId ?? '')),
  );

  app.post<ById>('/bots/:id/login/cookie', async (request) =>
    ok(await bots.cookieLogin(request.workspace.id, request.params.id, parse(CookieLoginSchema, request.body))),
  );
  app.post<ById>('/bots/:id/login/auto-relogin', async (request) => ok(await bots.autoRelogin(request.workspace.id, request.params.id)));
  app.get<ById>('/bots/:id/cookie/validate', async (request) => ok(await bots.validateCookie(request.workspace.id, request.params.id)));

  app.post<ById>('/bots/:id/start', async (request) => ok(await bots.start(request.workspace.id, request.params.id)));
  app.post<ById>('/bots/:id/stop', async (request) => ok(await bots.stop(request.workspace.id, request.params.id)));
  app.get<ById>('/bots/:id/status', async (request) => ok(await bots.status(request.workspace.id, request.params.id)));
  app.get<ById>('/bots/:id/health', async (request) => ok(await bots.health(request.workspace.id, request.params.id)));
  app.get<ById>('/bots/:id/sessions', async (request) => {
    const { page, limit } = parse(PageQuerySchema, request.query);
    return ok(await bots.sessions(request.workspace.id, request.params.id, page, limit));
  });

  app.post<ById>('/bots/:id/test-message', async (request) =>
    ok(await bots.testMessage(request.workspace.id, request.params.id, parse(TestMessageSchema, request.body))),
  );
  app.post<ById>('/bots/:id/join-group', async (request) => {
    const { groupLink } = parse(JoinGroupSchema, request.body);
    return ok(await bots.joinGroup(request.workspace.id, request.params.id, groupLink));
  });
}
