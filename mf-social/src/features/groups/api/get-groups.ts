import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type FilteredGroupsQuery, groupTagsApi, queryKeys } from 'shared-sdk';

/** GET /group-tags/filtered-groups: one page of the user's stored groups matching the filter. */
export const getFilteredGroups = (query: FilteredGroupsQuery) => groupTagsApi.filteredGroups(query);

export const filteredGroupsQueryOptions = (query: FilteredGroupsQuery) =>
  queryOptions({ queryKey: queryKeys.groups.filtered(query), queryFn: () => getFilteredGroups(query), placeholderData: keepPreviousData });

export const useFilteredGroups = (query: FilteredGroupsQuery, enabled = true) => useQuery({ ...filteredGroupsQueryOptions(query), enabled });
