import { apiClient, call } from '../http/client';
import { tagsApiOf } from './tags';
import type {
  CancelSentRequestsResult,
  FilteredFriendsQuery,
  FilteredFriends,
  FriendSyncResult,
  FriendTag,
  FriendTagAssignRequest,
  FriendTagInput,
  FriendTagStats,
  SentFriendRequests,
  StoredFriend,
} from '../schemas/friends';

const ofAccount = (accountId: string, path: string) => `accounts/${encodeURIComponent(accountId)}/${path}`;

function filterParams(query: FilteredFriendsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const tagId of query.tagIds ?? []) params.append('tagIds', tagId);
  for (const key of ['search', 'isActive', 'accountId', 'offset', 'limit'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Stored friends, friend tags and sent friend requests. */
export const friendsApi = {
  ofAccount: (accountId: string) => call<{ friends: StoredFriend[] }>(apiClient().get(ofAccount(accountId, 'friends'))),
  sync: (accountId: string) => call<FriendSyncResult>(apiClient().post(ofAccount(accountId, 'friends/sync'))),
  filtered: (query: FilteredFriendsQuery) => call<FilteredFriends>(apiClient().get('friend-tags/filtered-friends', { searchParams: filterParams(query) })),
  sentRequests: (accountId: string) => call<SentFriendRequests>(apiClient().get(ofAccount(accountId, 'sent-friend-requests'))),
  cancelSentRequests: (accountId: string, userIds: string[]) =>
    call<CancelSentRequestsResult>(apiClient().delete(ofAccount(accountId, 'sent-friend-requests'), { json: { userIds } })),
};

export const friendTagsApi = tagsApiOf<
  FriendTag,
  FriendTagInput,
  FriendTagAssignRequest,
  { assigned: number; friendCount: number; tagCount: number },
  FriendTagStats
>('friend-tags');
