import { FRIEND_MESSAGES, type FilteredFriends, type FriendSyncResult, type StoredFriend } from 'shared-sdk/schemas';
import { badRequest, notFound } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import type { AccountSessions } from '../account-sessions';
import type { FriendFilter, FriendsRepo } from './repo';

export interface FriendsServiceDeps {
  repo: FriendsRepo;
  sessions: AccountSessions;
}

/** An account's stored friends: a sync reads the whole list once (Zalo caps it at 1,000), pages read the store. */
export function createFriendsService({ repo, sessions }: FriendsServiceDeps) {
  async function sync(userId: string, accountId: string): Promise<FriendSyncResult> {
    const account = await sessions.activeAccount(userId, accountId);
    const listed = await sessions.withSession(userId, account, (session) => session.listFriends());
    return repo.replaceAccountFriends(userId, account.id, listed);
  }

  return {
    sync,

    /** The stored list; an ACTIVE account never synced is synced first, so the job screens see its friends. */
    async list(userId: string, accountId: string): Promise<StoredFriend[]> {
      const account = await sessions.ownedAccount(userId, accountId);
      if (account.status === 'ACTIVE' && !(await repo.hasSynced(account.id))) await sync(userId, account.id);
      return repo.accountFriends(userId, account.id);
    },

    /** Message-job recipients: the account's present friends, synced first if it never was. */
    async recipients(userId: string, accountId: string, onlyActive: boolean) {
      if (!(await repo.hasSynced(accountId))) await sync(userId, accountId);
      const rows = await repo.activeRecipients(userId, accountId, onlyActive);
      return rows.map((row) => ({ userId: row.uid, displayName: row.display_name }));
    },

    async filtered(userId: string, filter: FriendFilter): Promise<FilteredFriends> {
      if (filter.tagIds.some((id) => !isUuid(id))) throw badRequest(FRIEND_MESSAGES.invalidFilter);
      if (filter.accountId) await sessions.ownedAccount(userId, filter.accountId);
      return repo.filtered(userId, filter);
    },
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;

/** Friend ids from a request: all must be this user's, else the whole call is a 404. */
export async function requireOwnedFriends(repo: FriendsRepo, userId: string, friendIds: string[]): Promise<string[]> {
  const ids = [...new Set(friendIds)];
  if (!ids.every(isUuid)) throw notFound(FRIEND_MESSAGES.friendNotFound);
  const owned = await repo.ownedFriendIds(userId, ids);
  if (owned.length !== ids.length) throw notFound(FRIEND_MESSAGES.friendNotFound);
  return ids;
}
