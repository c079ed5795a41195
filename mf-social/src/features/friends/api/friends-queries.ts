import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type FilteredFriendsQuery, FRIENDS_PAGE_MAX, friendsApi, friendTagsApi, type StoredFriend } from 'shared-sdk';

/** Cache keys of this feature; every key starts with 'friends' so one invalidation refreshes the page. */
export const friendKeys = {
  all: () => ['friends'] as const,
  filtered: (query: FilteredFriendsQuery) => ['friends', 'filtered', query] as const,
  tags: () => ['friends', 'tags'] as const,
};

export const filteredFriendsQueryOptions = (query: FilteredFriendsQuery) =>
  queryOptions({ queryKey: friendKeys.filtered(query), queryFn: () => friendsApi.filtered(query), placeholderData: keepPreviousData });

export const useFilteredFriends = (query: FilteredFriendsQuery) => useQuery(filteredFriendsQueryOptions(query));

export const useFriendTags = () => useQuery({ queryKey: friendKeys.tags(), queryFn: () => friendTagsApi.list() });

/** Select-all fetches at most this many filtered friends (10 pages of the server's largest page). */
export const SELECT_ALL_MAX = 5_000;
const SELECT_ALL_PAGE = FRIENDS_PAGE_MAX;

/**
 * Every friend the query matches (spec part 2 §4: select-all takes every filtered item, not only the page),
 * page by page, up to `max`. `total` is how many matched, so a caller can say when it stopped short.
 */
export async function fetchAllFilteredFriends(query: FilteredFriendsQuery, max = SELECT_ALL_MAX): Promise<{ friends: StoredFriend[]; total: number }> {
  const friends: StoredFriend[] = [];
  let total = Infinity;
  while (friends.length < Math.min(total, max)) {
    const page = await friendsApi.filtered({ ...query, offset: String(friends.length), limit: String(Math.min(SELECT_ALL_PAGE, max - friends.length)) });
    total = page.total;
    friends.push(...page.friends);
    if (page.friends.length === 0) break;
  }
  return { friends, total: Number.isFinite(total) ? total : friends.length };
}
