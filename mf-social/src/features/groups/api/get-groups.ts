import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type FilteredGroupsQuery, GROUPS_PAGE_MAX, groupTagsApi, queryKeys, type StoredGroup } from 'shared-sdk';

/** GET /group-tags/filtered-groups: one page of the user's stored groups matching the filter. */
export const getFilteredGroups = (query: FilteredGroupsQuery) => groupTagsApi.filteredGroups(query);

export const filteredGroupsQueryOptions = (query: FilteredGroupsQuery) =>
  queryOptions({ queryKey: queryKeys.groups.filtered(query), queryFn: () => getFilteredGroups(query), placeholderData: keepPreviousData });

export const useFilteredGroups = (query: FilteredGroupsQuery, enabled = true) => useQuery({ ...filteredGroupsQueryOptions(query), enabled });

/** Select-all fetches at most this many filtered groups. */
export const SELECT_ALL_MAX = 2_000;

/** Every group the filter matches (spec part 2 §4: select-all takes every filtered item), page by page, up to `max`. */
export async function fetchAllFilteredGroups(query: FilteredGroupsQuery, max = SELECT_ALL_MAX): Promise<{ groups: StoredGroup[]; total: number }> {
  const groups: StoredGroup[] = [];
  let total = Infinity;
  while (groups.length < Math.min(total, max)) {
    const page = await getFilteredGroups({ ...query, offset: String(groups.length), limit: String(Math.min(GROUPS_PAGE_MAX, max - groups.length)) });
    total = page.total;
    groups.push(...page.groups);
    if (page.groups.length === 0) break;
  }
  return { groups, total: Number.isFinite(total) ? total : groups.length };
}
