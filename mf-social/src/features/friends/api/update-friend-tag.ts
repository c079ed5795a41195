import { type FriendTagInput, friendTagsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** PUT /friend-tags/{id}. */
export const updateFriendTag = ({ id, input }: { id: string; input: FriendTagInput }) => friendTagsApi.update(id, input);

/** Reloads the tags and the friends (which show them). */
export const useUpdateFriendTag = () => useApiMutation(updateFriendTag, { invalidates: [queryKeys.friends.all()], on: 'settled' });
