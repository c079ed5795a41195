import type { FriendSelection, GroupSelection } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import type { AccountSessions } from '../bots';
import { createFriendsModule, type FriendsModule, type FriendsModuleDeps } from './friends/module';
import { createStoredContacts, type StoredContacts } from './contacts';
import { createGroupsModule } from './groups/module';
import type { SelectedGroupRow } from './groups/repo';

/** What a select-all on the friends or groups page takes, as job creation resolves it. */
export interface SocialSelections {
  /** The account's present friends the selection takes. */
  friends(workspaceId: string, selection: FriendSelection, accountId: string): Promise<Array<{ uid: string; displayName: string; isActive: boolean }>>;
  /**
   * The selection's groups its accounts are still in (only `accountId`'s when given; only the `scope`'s accounts when
   * given: an AGENT's, `accountScope`), by name.
   */
  groups(workspaceId: string, selection: GroupSelection, accountId?: string, scope?: string[] | null): Promise<SelectedGroupRow[]>;
}

export interface SocialModule extends ServerModule {
  /** An account's stored friends, as job creation resolves recipients. */
  storedFriends: FriendsModule['recipients'];
  /** Names and pictures of an account's stored friends and groups by id (the inbox's conversation names). */
  storedContacts: StoredContacts;
  selections: SocialSelections;
}

/** An account's stored friends with their tags and sent requests (./friends), and its stored groups with their tags (./groups). */
export function createSocialModule(deps: {
  database: Database;
  sessions: AccountSessions;
  requireUser: AuthGuard;
  /** The friend requests the user's jobs sent from an account (the jobs module's), for the sent requests' answers. */
  sentByJobs: FriendsModuleDeps['sentByJobs'];
  /** Run in a friend sync's transaction with the friends listed (the jobs module's count of accepted requests). */
  friendsListed?: FriendsModuleDeps['friendsListed'];
}): SocialModule {
  const friends = createFriendsModule(deps);
  const friendUids = async (workspaceId: string, accountId: string) =>
    new Set((await friends.recipients(workspaceId, accountId, false)).map((friend) => friend.uid));
  const groups = createGroupsModule({ ...deps, friendUids });
  return {
    storedFriends: friends.recipients,
    storedContacts: createStoredContacts(deps.database),
    selections: {
      friends: async (workspaceId, selection, accountId) =>
        (await friends.selected(workspaceId, selection, accountId)).map((row) => ({ uid: row.uid, displayName: row.display_name, isActive: row.is_active })),
      groups: (workspaceId, selection, accountId, scope) => groups.groups.selected(workspaceId, selection, { accountId, presentOnly: true, scope }),
    },
    routes: async (api) => {
      await api.register(friends.routes);
      await api.register(groups.routes);
    },
  };
}
