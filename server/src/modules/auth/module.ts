import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type AuthGuard, createAuthGuard, type TokenEpochSource } from '../../http/auth-guard';
import { createDownloadLinks } from '../../http/download-links';
import type { ServerModule } from '../../http/server-module';
import { deriveKey } from '../../security/app-secret';
import { createAuthRepo } from './repo';
import { authRoutes } from './routes';
import { createAuthService } from './service';
import { createTokenEpochs } from './token-epochs';
import { createAccessTokens } from './tokens';

export interface AuthModuleDeps {
  database: Database;
  config: Pick<Config, 'accessTokenTtlSeconds' | 'refreshTokenTtlDays' | 'loginLimits' | 'registerLimits'>;
  log: FastifyBaseLogger;
  appSecret: string;
  /** After a sign-up; a failure here does not fail the sign-up. */
  onUserCreated(user: { id: string }): Promise<void>;
}

export interface AuthModule extends ServerModule {
  /** The preHandler of every signed-in route. */
  requireUser: AuthGuard;
  /** The exports' preHandler: a bearer token, or a download link for that path (POST /download-links). */
  requireUserOrLink: AuthGuard;
  /** Each user's token epoch: what a sign-out everywhere or a new password raises (the inbox's live streams end). */
  epochs: TokenEpochSource;
}

/** Sign-up, sign-in, sessions, and the guard every other module's routes use. */
export function createAuthModule(deps: AuthModuleDeps): AuthModule {
  const { config } = deps;
  const tokens = createAccessTokens(deriveKey(deps.appSecret, 'access-token'), config.accessTokenTtlSeconds);
  const epochs = createTokenEpochs(deps.database, deps.log);
  const requireUser = createAuthGuard(tokens, epochs);
  const downloadLinks = createDownloadLinks(deriveKey(deps.appSecret, 'download-link'), epochs, requireUser);
  const service = createAuthService({
    repo: createAuthRepo(deps.database.db),
    tokens,
    epochs,
    refreshTtlDays: config.refreshTokenTtlDays,
    onUserCreated: deps.onUserCreated,
  });
  return {
    requireUser,
    requireUserOrLink: downloadLinks.requireUserOrLink,
    epochs,
    routes: async (api) => {
      await api.register(downloadLinks.routes);
      await api.register(authRoutes, {
        service,
        requireUser,
        refreshTtlDays: config.refreshTokenTtlDays,
        loginLimits: config.loginLimits,
        registerLimits: config.registerLimits,
      });
    },
    start: epochs.start,
    stop: epochs.close,
  };
}
