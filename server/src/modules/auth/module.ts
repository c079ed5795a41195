import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type AuthGuard, createAuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import { deriveKey } from '../../security/app-secret';
import { createAuthRepo } from './repo';
import { authRoutes } from './routes';
import { createAuthService } from './service';
import { createAccessTokens } from './tokens';

export interface AuthModuleDeps {
  db: Db;
  config: Pick<Config, 'accessTokenTtlSeconds' | 'refreshTokenTtlDays' | 'loginLimits'>;
  appSecret: string;
  /** After a sign-up; a failure here does not fail the sign-up. */
  onUserCreated(user: { id: string }): Promise<void>;
}

export interface AuthModule extends ServerModule {
  /** The preHandler of every signed-in route. */
  requireUser: AuthGuard;
}

/** Sign-up, sign-in, sessions, and the guard every other module's routes use. */
export function createAuthModule(deps: AuthModuleDeps): AuthModule {
  const { config } = deps;
  const tokens = createAccessTokens(deriveKey(deps.appSecret, 'access-token'), config.accessTokenTtlSeconds);
  const requireUser = createAuthGuard(tokens);
  const service = createAuthService({
    repo: createAuthRepo(deps.db),
    tokens,
    refreshTtlDays: config.refreshTokenTtlDays,
    onUserCreated: deps.onUserCreated,
  });
  return {
    requireUser,
    routes: async (api) =>
      api.register(authRoutes, { service, requireUser, refreshTtlDays: config.refreshTokenTtlDays, loginLimits: config.loginLimits }),
  };
}
