import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import type { AccountSessions } from '../bots';
import { createFriendsModule, type FriendsModule } from './friends/module';
import { createStoredContacts, type StoredContacts } from './contacts';
import { createGroupsModule } from './groups/module';

export interface SocialModule extends ServerModule {
  /** An account's stored friends, as job creation resolves recipients. */
  storedFriends: FriendsModule['recipients'];
  /** Names and pictures of an account's stored friends and groups by id (the inbox's conversation names). */
  storedContacts: StoredContacts;
}

/** An account's stored friends with their tags and sent requests (./friends), and its stored groups with their tags (./groups). */
export function createSocialModule(deps: { database: Database; sessions: AccountSessions; requireUser: AuthGuard }): SocialModule {
  const friends = createFriendsModule(deps);
  const friendUids = async (userId: string, accountId: string) =>
    new Set((await friends.recipients(userId, accountId, false)).map((friend) => friend.userId));
  const groups = createGroupsModule({ ...deps, friendUids });
  return {
    storedFriends: friends.recipients,
    storedContacts: createStoredContacts(deps.database),
    routes: async (api) => {
      await api.register(friends.routes);
      await api.register(groups.routes);
    },
  };
}
