import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FriendTagInput, friendTagsApi, queryKeys } from 'shared-sdk';

/** PUT /friend-tags/{id}. */
export const updateFriendTag = ({ id, input }: { id: string; input: FriendTagInput }) => friendTagsApi.update(id, input);

/** Reloads the tags and the friends (which show them). */
export const useUpdateFriendTag = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateFriendTag, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.friends.all() }) });
};
