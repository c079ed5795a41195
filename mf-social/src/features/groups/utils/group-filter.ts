import type { FilteredGroupsQuery } from 'shared-sdk';

export type TriState = '' | 'true' | 'false';

/** The list tab's filter (tags, active, community, member count range) plus the account and the search. */
export interface GroupFilter {
  tagIds: string[];
  isActive: TriState;
  isCommunity: TriState;
  memberCountMin: number | null;
  memberCountMax: number | null;
}

export const EMPTY_FILTER: GroupFilter = { tagIds: [], isActive: '', isCommunity: '', memberCountMin: null, memberCountMax: null };

/** How many parts of the advanced filter are set. */
export const appliedFilterCount = (filter: GroupFilter) =>
  [filter.tagIds.length > 0, filter.isActive, filter.isCommunity, filter.memberCountMin !== null, filter.memberCountMax !== null].filter(Boolean).length;

/** The filtered-groups query of the filter (no paging); empty parts are left out. */
export function filterQuery(filter: GroupFilter, accountId: string, search: string): FilteredGroupsQuery {
  const query: FilteredGroupsQuery = { tagIds: filter.tagIds };
  if (accountId) query.accountId = accountId;
  if (search.trim()) query.search = search.trim();
  if (filter.isActive) query.isActive = filter.isActive;
  if (filter.isCommunity) query.isCommunity = filter.isCommunity;
  if (filter.memberCountMin !== null) query.memberCountMin = String(filter.memberCountMin);
  if (filter.memberCountMax !== null) query.memberCountMax = String(filter.memberCountMax);
  return query;
}
