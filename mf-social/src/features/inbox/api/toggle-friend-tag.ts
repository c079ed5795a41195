import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FriendTagRef, friendTagsApi, queryKeys } from 'shared-sdk';

export interface FriendTagToggle {
  accountId: string;
  friendId: string;
  tag: FriendTagRef;
  add: boolean;
}

/** POST /friend-tags/assign or /friend-tags/unassign for one friend and one tag (the friends page's mechanism). */
export const toggleFriendTag = async ({ friendId, tag, add }: FriendTagToggle): Promise<void> => {
  const ids = { friendIds: [friendId], tagIds: [tag.id] };
  await (add ? friendTagsApi.assign(ids) : friendTagsApi.unassign(ids));
};

export const useToggleFriendTag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFriendTag,
    onSettled: (_data, _error, { accountId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.social.friends(accountId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.friends.all() }),
      ]),
  });
};
