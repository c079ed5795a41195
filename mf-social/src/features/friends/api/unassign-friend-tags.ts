import { friendTagsApi, type FriendTagAssignRequest } from 'shared-sdk';

/** POST /friend-tags/unassign: the tags off the friends (a row's tag toggle, which updates the rows itself). */
export const unassignFriendTags = (input: FriendTagAssignRequest) => friendTagsApi.unassign(input);
