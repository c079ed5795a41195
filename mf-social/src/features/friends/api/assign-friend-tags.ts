import { type FriendTagAssignRequest, friendTagsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /friend-tags/assign: the tags to the friends (their ids, or a select-all's filter). */
export const assignFriendTags = (input: FriendTagAssignRequest) => friendTagsApi.assign(input);

/** Reloads the tags and the friends afterwards, without waiting for them. */
export const useAssignFriendTags = () => useApiMutation(assignFriendTags, { invalidates: [queryKeys.friends.all()], on: 'settled', wait: false });
