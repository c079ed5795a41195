import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type FilteredFriendsQuery, friendsApi, friendTagsApi } from 'shared-sdk';

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

