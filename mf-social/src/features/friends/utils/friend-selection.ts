import type { StoredFriend } from 'shared-sdk';

/** A selected friend: what a message job needs (the account, the uid as that account sees the person) and a name. */
export interface SelectedFriend {
  accountId: string;
  userId: string;
  displayName: string;
}

/**
 * Spec part 2 §4: a friend is selected by the pair account + user id. A user id is per viewing account, so the
 * same uid under two accounts is two different selections.
 */
export const friendKey = (friend: Pick<SelectedFriend, 'accountId' | 'userId'>) => `${friend.accountId}:${friend.userId}`;

export const selectedOf = ({ accountId, userId, displayName }: StoredFriend): SelectedFriend => ({ accountId, userId, displayName });

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
