import { useState } from 'react';
import type { StoredFriend } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { fetchAllFilteredFriends, SELECT_ALL_MAX } from '../api/friends-queries';
import { type FriendFilter, friendsQueryOf } from '../utils/friend-filter';
import { friendKey, type SelectedFriend, selectedOf } from '../utils/friend-selection';
import type { FriendSelection } from './use-friend-selection';

export interface SelectAllState {
  checked: boolean;
  indeterminate: boolean;
  loading: boolean;
  toggle: () => Promise<void>;
}

/**
 * The select-all checkbox (spec part 2 §4): it selects every friend the filter matches, fetching the ids of the
 * pages not shown; ticked when all of them are selected, indeterminate when only some friends are.
 */
export function useSelectAllFiltered(filter: FriendFilter, page: StoredFriend[], total: number, selection: FriendSelection): SelectAllState {
  const toasts = useToasts();
  const [loading, setLoading] = useState(false);
  // The friends of the last select-all, for the filter it was made with.
  const [all, setAll] = useState<{ filter: FriendFilter; friends: SelectedFriend[] } | null>(null);
  const known = page.length >= total ? page.map(selectedOf) : all?.filter === filter ? all.friends : null;
  const checked = known !== null && known.length > 0 && known.every((friend) => selection.selected.has(friendKey(friend)));

  const toggle = async () => {
    if (checked && known) return selection.setSelected(known, false);
    setLoading(true);
    try {
      const fetched = await fetchAllFilteredFriends(friendsQueryOf(filter, 0, SELECT_ALL_MAX));
      const friends = fetched.friends.map(selectedOf);
      setAll({ filter, friends });
      selection.setSelected(friends, true);
      if (fetched.total > friends.length) toasts.error(`Chỉ chọn được ${friends.length}/${fetched.total} bạn bè một lần`);
    } catch {
      toasts.error('Network error loading friends');
    } finally {
      setLoading(false);
    }
  };

  return { checked, indeterminate: !checked && selection.selected.size > 0, loading, toggle };
}
