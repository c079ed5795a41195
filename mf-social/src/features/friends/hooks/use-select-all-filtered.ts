import type { FilteredFriends, StoredFriend } from 'shared-sdk';
import { type FriendFilter, friendsFilterOf } from '../utils/friend-filter';
import { selectedOf } from '../utils/friend-selection';
import type { FriendSelection } from './use-friend-selection';

export interface SelectAllState {
  checked: boolean;
  indeterminate: boolean;
  toggle: () => void;
}

/**
 * The select-all checkbox: it selects every friend the filter matches. All on this page are ticked
 * as they are; more than a page is "the filter itself", counted by the server and sent as the
 * filter, so any number works. Ticked when all are selected, indeterminate when only some friends are.
 */
export function useSelectAllFiltered(filter: FriendFilter, answer: FilteredFriends | undefined, selection: FriendSelection): SelectAllState {
  const page: StoredFriend[] = answer?.friends ?? [];
  const total = answer?.total ?? 0;
  const { selection: current } = selection;
  const checked =
    current.kind === 'filter'
      ? current.excluded.size === 0
      : total > 0 && total <= page.length && page.every((friend) => selection.isSelected(friend));

  const toggle = () => {
    if (checked) return current.kind === 'filter' ? selection.clear() : selection.setSelected(page.map(selectedOf), false);
    if (!answer) return;
    if (total <= page.length) return selection.setSelected(page.map(selectedOf), true);
    selection.selectEvery(friendsFilterOf(filter), answer);
  };

  return { checked, indeterminate: !checked && selection.count > 0, toggle };
}
