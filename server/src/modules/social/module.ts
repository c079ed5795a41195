import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import type { AccountSessions } from '../bots';
import { socialRoutes } from './routes';
import { createSocialService } from './service';

/** An account's friends and groups, read live from the platform. */
export function createSocialModule(deps: { sessions: AccountSessions; requireUser: AuthGuard }): ServerModule {
  const social = createSocialService({ sessions: deps.sessions });
  return { routes: async (api) => api.register(socialRoutes, { social, requireUser: deps.requireUser }) };
}
