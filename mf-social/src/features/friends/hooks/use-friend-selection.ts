import { useCallback, useMemo, useState } from 'react';
import { friendKey, type SelectedFriend } from '../utils/friend-selection';

export interface FriendSelection {
  /** The selected friends by key (accountId + userId). */
  selected: ReadonlyMap<string, SelectedFriend>;
  isSelected: (friend: Pick<SelectedFriend, 'accountId' | 'userId'>) => boolean;
  setSelected: (friends: SelectedFriend[], selected: boolean) => void;
  clear: () => void;
}

/** The friends ticked in the list, kept across pages, views and filters, keyed by account + user id. */
export function useFriendSelection(): FriendSelection {
  const [selected, setMap] = useState<ReadonlyMap<string, SelectedFriend>>(() => new Map());
  const isSelected = useCallback((friend: Pick<SelectedFriend, 'accountId' | 'userId'>) => selected.has(friendKey(friend)), [selected]);
  const setSelected = useCallback((friends: SelectedFriend[], on: boolean) => {
    setMap((current) => {
      const next = new Map(current);
      for (const friend of friends) {
        if (on) next.set(friendKey(friend), friend);
        else next.delete(friendKey(friend));
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setMap(new Map()), []);
  return useMemo(() => ({ selected, isSelected, setSelected, clear }), [selected, isSelected, setSelected, clear]);
}
