import type { FilteredFriends, FriendFilterQuery, FriendSelection, SelectionAccountCount, StoredFriend } from 'shared-sdk';

/** A selected friend: what a job or a tag needs (the stored row, the account, the uid as that account sees the person) and a name. */
export interface SelectedFriend {
  /** The stored friend (tags are assigned by it). */
  id: string;
  accountId: string;
  userId: string;
  displayName: string;
}

/**
 * A friend is selected by the pair account + user id. A user id is per viewing account, so the
 * same uid under two accounts is two different selections.
 */
export const friendKey = (friend: Pick<SelectedFriend, 'accountId' | 'userId'>) => `${friend.accountId}:${friend.userId}`;

export const selectedOf = ({ id, accountId, userId, displayName }: StoredFriend): SelectedFriend => ({ id, accountId, userId, displayName });

/**
 * The friends the user ticked: friends picked one by one, or "every friend of the
 * filter" after a select-all of more than a page (never fetched to the browser), minus the ones unticked since.
 * Bulk actions send the first as ids and the second as the filter itself (`FriendSelection`).
 */
export type SelectedFriends =
  | { kind: 'items'; items: ReadonlyMap<string, SelectedFriend> }
  | { kind: 'filter'; filter: FriendFilterQuery; total: number; byAccount: SelectionAccountCount[]; excluded: ReadonlyMap<string, SelectedFriend> };

export const NO_FRIENDS: SelectedFriends = { kind: 'items', items: new Map() };

export const itemsOfFriends = (friends: SelectedFriend[]): SelectedFriends => ({ kind: 'items', items: new Map(friends.map((friend) => [friendKey(friend), friend])) });

/** Every friend the filter matches, as the list's answer counts them. */
export function everyFriendOf(filter: FriendFilterQuery, answer: Pick<FilteredFriends, 'total' | 'byAccount' | 'friends'>): SelectedFriends {
  const byAccount =
    answer.byAccount ?? [...groupByAccount(answer.friends.map(selectedOf))].map(([accountId, friends]) => ({ accountId, count: friends.length }));
  return { kind: 'filter', filter, total: answer.total, byAccount, excluded: new Map() };
}

export const selectedCount = (selection: SelectedFriends) => (selection.kind === 'items' ? selection.items.size : selection.total - selection.excluded.size);

/** Whether a friend shown in the list (so matching the filter in force) is ticked. */
export function isFriendSelected(selection: SelectedFriends, friend: Pick<SelectedFriend, 'accountId' | 'userId'>): boolean {
  const key = friendKey(friend);
  return selection.kind === 'items' ? selection.items.has(key) : !selection.excluded.has(key);
}

/** Ticks (`on`) or unticks these friends. */
export function withFriends(selection: SelectedFriends, friends: SelectedFriend[], on: boolean): SelectedFriends {
  const change = (map: ReadonlyMap<string, SelectedFriend>, add: boolean) => {
    const next = new Map(map);
    for (const friend of friends) {
      if (add) next.set(friendKey(friend), friend);
      else next.delete(friendKey(friend));
    }
    return next;
  };
  return selection.kind === 'items' ? { kind: 'items', items: change(selection.items, on) } : { ...selection, excluded: change(selection.excluded, !on) };
}

/** The selection split by account, in the order the accounts were first selected. */
export function groupByAccount(selected: Iterable<SelectedFriend>): Map<string, SelectedFriend[]> {
  const groups = new Map<string, SelectedFriend[]>();
  for (const friend of selected) {
    const group = groups.get(friend.accountId);
    if (group) group.push(friend);
    else groups.set(friend.accountId, [friend]);
  }
  return groups;
}

export interface FriendShare {
  accountId: string;
  count: number;
  /** The friends themselves when picked one by one; undefined for a select-all. */
  friends?: SelectedFriend[];
}

/** The selection split by account: one message job per account. */
export function friendsByAccount(selection: SelectedFriends): FriendShare[] {
  if (selection.kind === 'items') return [...groupByAccount(selection.items.values())].map(([accountId, friends]) => ({ accountId, count: friends.length, friends }));
  const excluded = [...selection.excluded.values()];
  return selection.byAccount
    .map((share) => ({ accountId: share.accountId, count: share.count - excluded.filter((friend) => friend.accountId === share.accountId).length }))
    .filter((share) => share.count > 0);
}

/** A select-all as a request's `selection`: the filter and the stored friends unticked since. */
export function friendSelectionBody(selection: Extract<SelectedFriends, { kind: 'filter' }>): FriendSelection {
  return { filter: selection.filter, excludeIds: [...selection.excluded.values()].map((friend) => friend.id) };
}

/** The friends of a tag call: stored ids, or the select-all's filter. */
export function friendIdsOrSelection(selection: SelectedFriends): { friendIds: string[] } | { selection: FriendSelection } {
  return selection.kind === 'items' ? { friendIds: [...selection.items.values()].map((friend) => friend.id) } : { selection: friendSelectionBody(selection) };
}
