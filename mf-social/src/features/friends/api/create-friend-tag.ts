import { type FriendTagInput, friendTagsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /friend-tags. */
export const createFriendTag = (input: FriendTagInput) => friendTagsApi.create(input);

/** Reloads the tags and the friends (which show them). */
export const useCreateFriendTag = () => useApiMutation(createFriendTag, { invalidates: [queryKeys.friends.all()], on: 'settled' });
