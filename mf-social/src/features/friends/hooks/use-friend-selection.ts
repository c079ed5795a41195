import { useCallback, useMemo, useState } from 'react';
import type { FilteredFriends, FriendFilterQuery } from 'shared-sdk';
import { everyFriendOf, isFriendSelected, NO_FRIENDS, type SelectedFriend, type SelectedFriends, selectedCount, withFriends } from '../utils/friend-selection';

export interface FriendSelection {
  selection: SelectedFriends;
  count: number;
  isSelected: (friend: Pick<SelectedFriend, 'accountId' | 'userId'>) => boolean;
  setSelected: (friends: SelectedFriend[], selected: boolean) => void;
  /** Every friend of the filter (a select-all of more than a page). */
  selectEvery: (filter: FriendFilterQuery, answer: FilteredFriends) => void;
  clear: () => void;
}

/**
 * The friends ticked in the list, keyed by account + user id: picked ones are kept across pages, views and filters;
 * a select-all of the filter lasts until the filter changes.
 */
export function useFriendSelection(): FriendSelection {
  const [selection, setSelection] = useState<SelectedFriends>(NO_FRIENDS);
  const isSelected = useCallback((friend: Pick<SelectedFriend, 'accountId' | 'userId'>) => isFriendSelected(selection, friend), [selection]);
  const setSelected = useCallback((friends: SelectedFriend[], on: boolean) => setSelection((current) => withFriends(current, friends, on)), []);
  const selectEvery = useCallback((filter: FriendFilterQuery, answer: FilteredFriends) => setSelection(everyFriendOf(filter, answer)), []);
  const clear = useCallback(() => setSelection(NO_FRIENDS), []);
  return useMemo(
    () => ({ selection, count: selectedCount(selection), isSelected, setSelected, selectEvery, clear }),
    [selection, isSelected, setSelected, selectEvery, clear],
  );
}
