import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import type { AccountSessions } from '../bots';
import { createFriendsModule, type FriendsModule } from './friends/module';
import { socialRoutes } from './routes';
import { createSocialService } from './service';

export interface SocialModule extends ServerModule {
  /** An account's stored friends, as job creation resolves recipients. */
  storedFriends: FriendsModule['recipients'];
}

/** An account's stored friends with their tags and sent requests (./friends), and its groups read live. */
export function createSocialModule(deps: { database: Database; sessions: AccountSessions; requireUser: AuthGuard }): SocialModule {
  const social = createSocialService({ sessions: deps.sessions });
  const friends = createFriendsModule(deps);
  return {
    storedFriends: friends.recipients,
    routes: async (api) => {
      await api.register(socialRoutes, { social, requireUser: deps.requireUser });
      await api.register(friends.routes);
    },
  };
}
