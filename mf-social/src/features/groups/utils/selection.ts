import type { FilteredGroups, GroupFilterQuery, GroupSelection, StoredGroup } from 'shared-sdk';

/** Selection key of a group: the account plus the group. */
export const groupKey = (group: Pick<StoredGroup, 'accountId' | 'groupId'>) => `${group.accountId}:${group.groupId}`;

/**
 * The groups the user ticked: groups picked one by one, or "every group of the
 * filter" after a select-all (as many as the filter matches, never fetched to the browser), minus the ones unticked
 * since. A bulk action sends the first as ids and the second as the filter itself (`GroupSelection`).
 */
export type SelectedGroups =
  | { kind: 'items'; items: ReadonlyMap<string, StoredGroup> }
  | {
      kind: 'filter';
      filter: GroupFilterQuery;
      /** The filter's groups in all and per account, as the list answered when all were selected. */
      total: number;
      byAccount: NonNullable<FilteredGroups['byAccount']>;
      /** Groups unticked after the select-all, by key. */
      excluded: ReadonlyMap<string, StoredGroup>;
    };

export const NO_GROUPS: SelectedGroups = { kind: 'items', items: new Map() };

export const itemsOf = (groups: Iterable<StoredGroup>): SelectedGroups => ({ kind: 'items', items: new Map([...groups].map((group) => [groupKey(group), group])) });

/** Every group of the filter, as the list's answer counts them. */
export function everyGroupOf(filter: GroupFilterQuery, answer: Pick<FilteredGroups, 'total' | 'byAccount' | 'groups'>): SelectedGroups {
  const byAccount =
    answer.byAccount ??
    // An older server without the split: the page's own groups tell the accounts (all of them fit on it then).
    [...groupsByAccount(answer.groups)].map(([accountId, groups]) => ({ accountId, count: groups.length, communityCount: groups.filter((g) => g.isCommunity).length }));
  return { kind: 'filter', filter, total: answer.total, byAccount, excluded: new Map() };
}

export function selectedCount(selection: SelectedGroups): number {
  return selection.kind === 'items' ? selection.items.size : selection.total - selection.excluded.size;
}

/** Whether a group shown in the list (so matching the filter in force) is ticked. */
export function isGroupSelected(selection: SelectedGroups, group: StoredGroup): boolean {
  return selection.kind === 'items' ? selection.items.has(groupKey(group)) : !selection.excluded.has(groupKey(group));
}

export function toggleGroup(selection: SelectedGroups, group: StoredGroup): SelectedGroups {
  const key = groupKey(group);
  const flip = (map: ReadonlyMap<string, StoredGroup>) => {
    const next = new Map(map);
    if (next.has(key)) next.delete(key);
    else next.set(key, group);
    return next;
  };
  return selection.kind === 'items' ? { kind: 'items', items: flip(selection.items) } : { ...selection, excluded: flip(selection.excluded) };
}

/** Groups by account, in the order they were picked. */
export function groupsByAccount(groups: Iterable<StoredGroup>): Map<string, StoredGroup[]> {
  const byAccount = new Map<string, StoredGroup[]>();
  for (const group of groups) byAccount.set(group.accountId, [...(byAccount.get(group.accountId) ?? []), group]);
  return byAccount;
}

export interface AccountShare {
  accountId: string;
  /** Selected groups of the account, and the community ones among them. */
  count: number;
  communityCount: number;
  /** The groups themselves when picked one by one; undefined for a select-all. */
  groups?: StoredGroup[];
}

/** The selection split by account (each account sends to its own groups). */
export function selectionByAccount(selection: SelectedGroups): AccountShare[] {
  if (selection.kind === 'items') {
    return [...groupsByAccount(selection.items.values())].map(([accountId, groups]) => ({
      accountId,
      count: groups.length,
      communityCount: groups.filter((group) => group.isCommunity).length,
      groups,
    }));
  }
  const excluded = [...selection.excluded.values()];
  return selection.byAccount
    .map((share) => {
      const out = excluded.filter((group) => group.accountId === share.accountId);
      return { accountId: share.accountId, count: share.count - out.length, communityCount: share.communityCount - out.filter((group) => group.isCommunity).length };
    })
    .filter((share) => share.count > 0);
}

/** The selection's community groups (whose members Zalo hides). */
export const communityCount = (selection: SelectedGroups) => selectionByAccount(selection).reduce((sum, share) => sum + share.communityCount, 0);

/** A select-all as a request's `selection`: the filter and the stored ids unticked since. */
export function selectionBody(selection: Extract<SelectedGroups, { kind: 'filter' }>): GroupSelection {
  return { filter: selection.filter, excludeIds: [...selection.excluded.values()].map((group) => group.id) };
}

/** The groups of tag calls: stored row ids, or the select-all's filter. */
export function rowIdsOrSelection(selection: SelectedGroups): { groupIds: string[] } | { selection: GroupSelection } {
  return selection.kind === 'items' ? { groupIds: [...selection.items.values()].map((group) => group.id) } : { selection: selectionBody(selection) };
}

/** The groups of one account for the calls that take platform ids: its picked groups, or the select-all's filter. */
export function accountGroupsOrSelection(selection: SelectedGroups, accountId: string): { groupIds: string[] } | { selection: GroupSelection } {
  if (selection.kind === 'filter') return { selection: selectionBody(selection) };
  return { groupIds: [...selection.items.values()].filter((group) => group.accountId === accountId).map((group) => group.groupId) };
}
