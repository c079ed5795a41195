import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type FilteredFriendsQuery, friendsApi, queryKeys } from 'shared-sdk';

/** GET /friend-tags/filtered-friends: one page of the user's friends matching the filter. */
export const getFilteredFriends = (query: FilteredFriendsQuery) => friendsApi.filtered(query);

export const filteredFriendsQueryOptions = (query: FilteredFriendsQuery) =>
  queryOptions({ queryKey: queryKeys.friends.filtered(query), queryFn: () => getFilteredFriends(query), placeholderData: keepPreviousData });

export const useFilteredFriends = (query: FilteredFriendsQuery) => useQuery(filteredFriendsQueryOptions(query));
