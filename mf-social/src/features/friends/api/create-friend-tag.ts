import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FriendTagInput, friendTagsApi, queryKeys } from 'shared-sdk';

/** POST /friend-tags. */
export const createFriendTag = (input: FriendTagInput) => friendTagsApi.create(input);

/** Reloads the tags and the friends (which show them). */
export const useCreateFriendTag = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFriendTag, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.friends.all() }) });
};
