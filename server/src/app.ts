import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_BASE_PATH } from 'shared-sdk/constants';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAuthGuard } from './http/auth-guard';
import { acceptEmptyJsonBodies, registerErrorEnvelope, registerNotFound } from './http/envelope';
import { registerStaticApps } from './hosting/static-apps';
import { createAuthRepo } from './modules/auth/repo';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createAccessTokens } from './modules/auth/tokens';
import { healthRoutes } from './modules/health/routes';
import { deriveKey } from './security/app-secret';

export interface AppDeps {
  config: Config;
  database: Database;
  appSecret: string;
  /** Serve the built front-end apps too (production and e2e); API-only in unit tests. */
  serveApps?: boolean;
}

/** The whole HTTP server: API under /api/v1, the envelope and error policy, and the front-end apps. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
    // Client-chosen request ids would let one request impersonate another in the logs.
    genReqId: (() => {
      let next = 0;
      return () => `req-${Date.now().toString(36)}-${(next++).toString(36)}`;
    })(),
  });
  registerErrorEnvelope(app);
  acceptEmptyJsonBodies(app);
  await app.register(fastifyCookie);

  const tokens = createAccessTokens(deriveKey(deps.appSecret, 'access-token'), config.accessTokenTtlSeconds);
  const requireUser = createAuthGuard(tokens);
  const authService = createAuthService({
    repo: createAuthRepo(database.db),
    tokens,
    refreshTtlDays: config.refreshTokenTtlDays,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, {
        service: authService,
        requireUser,
        refreshTtlDays: config.refreshTokenTtlDays,
        loginLimits: config.loginLimits,
      });
    },
    { prefix: API_BASE_PATH },
  );

  const pageFallback = deps.serveApps ? await registerStaticApps(app, { remoteUrls: config.remoteUrls }) : undefined;
  registerNotFound(app, pageFallback);
  return app;
}
