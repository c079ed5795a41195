import { type FriendTagRef, friendTagsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

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

export const useToggleFriendTag = () =>
  useApiMutation(toggleFriendTag, {
    invalidates: ({ accountId }) => [queryKeys.social.friends(accountId), queryKeys.friends.all()],
    on: 'settled',
  });
