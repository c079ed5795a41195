import { useMutation, useQueryClient } from '@tanstack/react-query';
import { friendTagsApi, queryKeys } from 'shared-sdk';

/** DELETE /friend-tags/{id}: the tag comes off every friend too. */
export const deleteFriendTag = (id: string) => friendTagsApi.remove(id);

/** Reloads the tags and the friends (which show them). */
export const useDeleteFriendTag = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteFriendTag, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.friends.all() }) });
};
