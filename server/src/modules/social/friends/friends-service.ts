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

  async function sync(workspaceId: string, accountId: string): Promise<FriendSyncResult> {
    const account = await sessions.activeAccount(workspaceId, accountId);
    const listed = await sessions.withSession(workspaceId, account, (session) => session.listFriends());
    const result = await repo.replaceAccountFriends(workspaceId, account.id, listed);
    totals.delete(workspaceId);
    return result;
  }

  /** The whole workspace's counts are kept a while; a viewer limited to some accounts (an AGENT) counts theirs each time. */
  async function totalsOf(workspaceId: string, scope: string[] | null) {
    if (scope) return repo.totals(workspaceId, scope);
    const hit = totals.get(workspaceId);
    if (hit) return hit;
    const value = await repo.totals(workspaceId);
    totals.set(workspaceId, value, FRIEND_TOTALS_TTL_MS);
    return value;
  }

  async function checkFilter(workspaceId: string, filter: Pick<FriendFilter, 'tagIds' | 'accountId'>) {
    if (filter.tagIds.some((id) => !isUuid(id))) throw badRequest(FRIEND_MESSAGES.invalidFilter);
    if (filter.accountId) await sessions.ownedAccount(workspaceId, filter.accountId);
  }

  return {
    sync,

    /** The stored list; an ACTIVE account never synced is synced first, so the job screens see its friends. */
    async list(workspaceId: string, accountId: string): Promise<StoredFriend[]> {
      const account = await sessions.ownedAccount(workspaceId, accountId);
      if (account.status === 'ACTIVE' && !(await repo.hasSynced(account.id))) await sync(workspaceId, account.id);
      return repo.accountFriends(workspaceId, account.id);
    },

    /** Message-job recipients: the account's present friends, synced first if it never was. */
    async recipients(workspaceId: string, accountId: string, onlyActive: boolean) {
      if (!(await repo.hasSynced(accountId))) await sync(workspaceId, accountId);
      const rows = await repo.activeRecipients(workspaceId, accountId, onlyActive);
      return rows.map((row) => ({ uid: row.uid, displayName: row.display_name }));
    },

    async filtered(workspaceId: string, filter: FriendFilter): Promise<FilteredFriends> {
      await checkFilter(workspaceId, filter);
      const [page, whole] = await Promise.all([repo.filtered(workspaceId, filter), totalsOf(workspaceId, filter.scope ?? null)]);
      return { ...page, ...whole };
    },

    /**
     * The friends of a select-all: every present friend the filter matches but the excluded ones,
     * of one account when given, of the `scope`'s accounts only when given (an AGENT's). A malformed filter is a 400,
     * another workspace's account a 404.
     */
    async selected(workspaceId: string, selection: FriendSelection, accountId?: string, scope: string[] | null = null) {
      const filter = { ...friendFilterOf(selection.filter), scope };
      await checkFilter(workspaceId, filter);
      return repo.selected(workspaceId, filter, (selection.excludeIds ?? []).filter(isUuid), accountId);
    },
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;
