import { friendTagsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** DELETE /friend-tags/{id}: the tag comes off every friend too. */
export const deleteFriendTag = (id: string) => friendTagsApi.remove(id);

/** Reloads the tags and the friends (which show them). */
export const useDeleteFriendTag = () => useApiMutation(deleteFriendTag, { invalidates: [queryKeys.friends.all()], on: 'settled' });
