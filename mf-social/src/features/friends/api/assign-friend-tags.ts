import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FriendTagAssignRequest, friendTagsApi, queryKeys } from 'shared-sdk';

/** POST /friend-tags/assign: the tags to the friends (their ids, or a select-all's filter). */
export const assignFriendTags = (input: FriendTagAssignRequest) => friendTagsApi.assign(input);

/** Reloads the tags and the friends afterwards, without waiting for them. */
export const useAssignFriendTags = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignFriendTags, onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.friends.all() }) });
};
