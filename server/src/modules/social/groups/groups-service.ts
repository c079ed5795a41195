import { type FilteredGroups, GROUP_MESSAGES, type GroupSelection, type GroupSyncResult, type StoredGroup } from 'shared-sdk/schemas';
import { badRequest } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import { TtlCache } from '../../../lib/ttl-cache';
import type { PlatformSession } from '../../../platform/gateway';
import type { AccountSessions } from '../../bots';
import { type GroupDetails, type GroupFilter, groupFilterOf, type GroupSelectionFilter, type GroupsRepo, type SelectedGroupRow } from './repo';

export interface GroupsServiceDeps {
  repo: GroupsRepo;
  sessions: AccountSessions;
}

/** Details are read for at most this many groups per platform call; the zca driver pauses between its pages. */
export const GROUP_DETAILS_CHUNK = 50;
/** The page's counts change only with a sync (see friends). */
export const GROUP_TOTALS_TTL_MS = 10_000;

/** New or changed groups (by Zalo's version), read in chunks; a group gone meanwhile is simply not in the answer. */
async function readChangedGroups(session: PlatformSession, versions: Record<string, string>, changedIds: string[]): Promise<GroupDetails[]> {
  const read: GroupDetails[] = [];
  for (let i = 0; i < changedIds.length; i += GROUP_DETAILS_CHUNK) {
    const infos = await session.getGroups(changedIds.slice(i, i + GROUP_DETAILS_CHUNK));
    read.push(...infos.map((info) => ({ ...info, version: versions[info.groupId] ?? '' })));
  }
  return read;
}

/** An account's stored groups: a sync lists ids with versions and reads details only for what changed. */
export function createGroupsService({ repo, sessions }: GroupsServiceDeps) {
  const totals = new TtlCache<Awaited<ReturnType<GroupsRepo['totals']>>>(10_000);

  async function sync(workspaceId: string, accountId: string): Promise<GroupSyncResult> {
    const account = await sessions.activeAccount(workspaceId, accountId);
    const stored = await repo.versionsOf(account.id);
    const { read, unchanged } = await sessions.withSession(workspaceId, account, async (session) => {
      const versions = await session.listGroupVersions();
      const ids = Object.keys(versions);
      const changed = new Set(ids.filter((id) => stored.get(id) !== versions[id] || versions[id] === ''));
      return { read: await readChangedGroups(session, versions, [...changed]), unchanged: ids.filter((id) => !changed.has(id)) };
    });
    const result = await repo.applySync(workspaceId, account.id, read, unchanged);
    totals.delete(workspaceId);
    return { ...result, fetched: read.length };
  }

  /** The whole workspace's counts are kept a while; a viewer limited to some accounts (an AGENT) counts theirs each time. */
  async function totalsOf(workspaceId: string, scope: string[] | null) {
    if (scope) return repo.totals(workspaceId, scope);
    const hit = totals.get(workspaceId);
    if (hit) return hit;
    const value = await repo.totals(workspaceId);
    totals.set(workspaceId, value, GROUP_TOTALS_TTL_MS);
    return value;
  }

  async function checkFilter(workspaceId: string, filter: GroupSelectionFilter) {
    if (filter.tagIds.some((id) => !isUuid(id))) throw badRequest(GROUP_MESSAGES.invalidFilter);
    const { memberCountMin: min, memberCountMax: max } = filter;
    if (min !== undefined && max !== undefined && min > max) throw badRequest(GROUP_MESSAGES.invalidFilter);
    if (filter.accountId) await sessions.ownedAccount(workspaceId, filter.accountId);
  }

  return {
    sync,

    /**
     * The stored list. An ACTIVE account never synced is synced first, so the job screens see its groups; an
     * account that is not ACTIVE and has nothing stored answers why.
     */
    async list(workspaceId: string, accountId: string): Promise<StoredGroup[]> {
      const account = await sessions.ownedAccount(workspaceId, accountId);
      if (!(await repo.hasSynced(account.id))) await sync(workspaceId, account.id);
      return repo.accountGroups(workspaceId, account.id);
    },

    async filtered(workspaceId: string, filter: GroupFilter): Promise<FilteredGroups> {
      await checkFilter(workspaceId, filter);
      const [page, whole] = await Promise.all([repo.filtered(workspaceId, filter), totalsOf(workspaceId, filter.scope ?? null)]);
      return { ...page, ...whole };
    },

    /**
     * The groups of a select-all: every group the filter matches but the excluded ones, of one
     * account when given, of the `scope`'s accounts only when given (an AGENT's); `presentOnly` keeps those the account
     * is still in. A malformed filter is a 400, another workspace's account a 404.
     */
    async selected(
      workspaceId: string,
      selection: GroupSelection,
      options: { accountId?: string; presentOnly?: boolean; scope?: string[] | null } = {},
    ): Promise<SelectedGroupRow[]> {
      const filter = { ...groupFilterOf(selection.filter), scope: options.scope ?? null };
      await checkFilter(workspaceId, filter);
      return repo.selected(workspaceId, filter, (selection.excludeIds ?? []).filter(isUuid), options);
    },
  };
}
export type GroupsService = ReturnType<typeof createGroupsService>;
