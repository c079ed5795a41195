import { useQueryClient } from '@tanstack/react-query';
import { type FilteredFriends, type FriendTagRef, queryKeys, type StoredFriend } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { assignFriendTags } from '../api/assign-friend-tags';
import { unassignFriendTags } from '../api/unassign-friend-tags';

export type FriendTagChange = { friend: StoredFriend; tag: FriendTagRef; add: boolean };

const withTags = (friend: StoredFriend, { tag, add }: FriendTagChange): StoredFriend => ({
  ...friend,
  tags: add ? [...friend.tags.filter((t) => t.id !== tag.id), tag] : friend.tags.filter((t) => t.id !== tag.id),
});

/** Adds or removes one tag on one friend row at once, and rolls the rows back if the call fails. */
export function useFriendTagToggle() {
  const client = useQueryClient();
  const toasts = useToasts();
  const filteredKey = queryKeys.friends.allFiltered();
  return async (change: FriendTagChange) => {
    await client.cancelQueries({ queryKey: filteredKey });
    const before = client.getQueriesData<FilteredFriends>({ queryKey: filteredKey });
    client.setQueriesData<FilteredFriends>({ queryKey: filteredKey }, (page) =>
      page && { ...page, friends: page.friends.map((friend) => (friend.id === change.friend.id ? withTags(friend, change) : friend)) },
    );
    try {
      const ids = { friendIds: [change.friend.id], tagIds: [change.tag.id] };
      await (change.add ? assignFriendTags(ids) : unassignFriendTags(ids));
      toasts.success(change.add ? 'Đã thêm tag thành công!' : 'Đã xóa tag thành công!');
    } catch {
      for (const [key, data] of before) client.setQueryData(key, data);
      toasts.error(change.add ? 'Không thể thêm tag' : 'Không thể xóa tag');
    }
    await client.invalidateQueries({ queryKey: queryKeys.friends.tags() });
  };
}
