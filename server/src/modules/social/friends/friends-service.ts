import { FRIEND_MESSAGES, type FilteredFriends, type FriendSelection, type FriendSyncResult, type StoredFriend } from 'shared-sdk/schemas';
import { badRequest } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import { TtlCache } from '../../../lib/ttl-cache';
import type { AccountSessions } from '../../bots';
import { type FriendFilter, friendFilterOf, type FriendsRepo } from './repo';

export interface FriendsServiceDeps {
  repo: FriendsRepo;
  sessions: AccountSessions;
}

/**
 * The stat cards' counts change only with a sync; counting 50,000 rows on every filter change would not be.
 * Another process's sync shows after this long at most.
 */
export const FRIEND_TOTALS_TTL_MS = 10_000;

/** An account's stored friends: a sync reads the whole list once (Zalo caps it at 1,000), pages read the store. */
export function createFriendsService({ repo, sessions }: FriendsServiceDeps) {
  const totals = new TtlCache<Awaited<ReturnType<FriendsRepo['totals']>>>(10_000);

  async function sync(userId: string, accountId: string): Promise<FriendSyncResult> {
    const account = await sessions.activeAccount(userId, accountId);
    const listed = await sessions.withSession(userId, account, (session) => session.listFriends());
    const result = await repo.replaceAccountFriends(userId, account.id, listed);
    totals.delete(userId);
    return result;
  }

  async function totalsOf(userId: string) {
    const hit = totals.get(userId);
    if (hit) return hit;
    const value = await repo.totals(userId);
    totals.set(userId, value, FRIEND_TOTALS_TTL_MS);
    return value;
  }

  async function checkFilter(userId: string, filter: Pick<FriendFilter, 'tagIds' | 'accountId'>) {
    if (filter.tagIds.some((id) => !isUuid(id))) throw badRequest(FRIEND_MESSAGES.invalidFilter);
    if (filter.accountId) await sessions.ownedAccount(userId, filter.accountId);
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
      await checkFilter(userId, filter);
      const [page, whole] = await Promise.all([repo.filtered(userId, filter), totalsOf(userId)]);
      return { ...page, ...whole };
    },

    /**
     * The friends of a select-all: every present friend the filter matches but the excluded ones,
     * of one account when given. A malformed filter is a 400, another user's account a 404.
     */
    async selected(userId: string, selection: FriendSelection, accountId?: string) {
      const filter = friendFilterOf(selection.filter);
      await checkFilter(userId, filter);
      return repo.selected(userId, filter, (selection.excludeIds ?? []).filter(isUuid), accountId);
    },
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;
