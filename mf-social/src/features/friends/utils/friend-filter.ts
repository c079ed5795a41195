import type { FilteredFriendsQuery, FriendFilterQuery } from 'shared-sdk';

export type ActiveFilter = '' | 'true' | 'false';

/** What the friends list is filtered by: tag chips, active status, account and a name search. */
export interface FriendFilter {
  tagIds: string[];
  isActive: ActiveFilter;
  accountId: string;
  search: string;
}

export const EMPTY_FRIEND_FILTER: FriendFilter = { tagIds: [], isActive: '', accountId: '', search: '' };

export const FRIENDS_PAGE_SIZE = 50;

/** How many filters are applied: each chosen tag, the status, the account and the search count one. */
export const appliedFilterCount = (filter: FriendFilter) =>
  filter.tagIds.length + (filter.isActive ? 1 : 0) + (filter.accountId ? 1 : 0) + (filter.search ? 1 : 0);

/** The filtered-friends query of a filter, for one page (offset/limit). */
export const friendsQueryOf = (filter: FriendFilter, offset: number, limit: number): FilteredFriendsQuery => ({
  tagIds: filter.tagIds,
  search: filter.search,
  isActive: filter.isActive,
  accountId: filter.accountId,
  offset: String(offset),
  limit: String(limit),
});

/** The filter as a select-all's request sends it (only the parts in use). */
export function friendsFilterOf(filter: FriendFilter): FriendFilterQuery {
  const query: FriendFilterQuery = { tagIds: filter.tagIds };
  if (filter.search) query.search = filter.search;
  if (filter.isActive) query.isActive = filter.isActive;
  if (filter.accountId) query.accountId = filter.accountId;
  return query;
}

/** Avatar initials: the first letters of the name's words, at most 2. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
