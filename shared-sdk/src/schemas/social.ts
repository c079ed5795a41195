import * as v from 'valibot';

/** Friends and groups of an account as the job screens use them. */

export interface Group {
  groupId: string;
  name: string;
  memberCount: number;
  isCommunity: boolean;
}

export interface Friend {
  userId: string;
  displayName: string;
  zaloName: string | null;
  avatar: string | null;
  phone: string | null;
}

/** GET /accounts/{id}/groups */
export interface GroupList {
  groups: Group[];
}

/** GET /accounts/{id}/friends */
export interface FriendList {
  friends: Friend[];
}

// ── Server-side selection ─────────────────────────────────────────────────────────────
// "Select all" on the friends and groups pages takes every filtered item: a bulk action then sends the filter
// itself (and the items the user unticked afterwards), and the server resolves it, so any number works.

/** The filters' message (the job-creation calls' filters): one text for every malformed filter. */
export const SELECTION_MESSAGES = {
  invalidFilter: 'Bộ lọc không hợp lệ',
  /** A bulk body names neither its items nor a filter. */
  nothingSelected: 'Vui lòng chọn ít nhất một mục',
} as const;

/** Items the user unticked after a select-all: stored row ids. */
export const SELECTION_EXCLUDE_MAX = 100_000;

const filterText = v.optional(v.pipe(v.string(SELECTION_MESSAGES.invalidFilter), v.trim(), v.maxLength(100, SELECTION_MESSAGES.invalidFilter)));
// Typed as the page's query strings are (FilteredGroupsQuery, FilteredFriendsQuery), checked as the flags they are.
const filterFlag = v.optional(v.pipe(v.string(SELECTION_MESSAGES.invalidFilter), v.check((flag) => ['true', 'false', ''].includes(flag), SELECTION_MESSAGES.invalidFilter)));
const filterCount = v.optional(v.pipe(v.string(SELECTION_MESSAGES.invalidFilter), v.regex(/^\d{0,7}$/, SELECTION_MESSAGES.invalidFilter)));
const filterTagIds = v.optional(
  v.pipe(v.array(v.string(SELECTION_MESSAGES.invalidFilter), SELECTION_MESSAGES.invalidFilter), v.maxLength(100, SELECTION_MESSAGES.invalidFilter)),
  [],
);
const excludeIds = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(SELECTION_MESSAGES.invalidFilter), v.maxLength(100, SELECTION_MESSAGES.invalidFilter)), SELECTION_MESSAGES.invalidFilter),
    v.maxLength(SELECTION_EXCLUDE_MAX, SELECTION_MESSAGES.invalidFilter),
  ),
  [],
);

/** The friends page's filter as a body: the query of GET /friend-tags/filtered-friends without its paging. */
export const FriendFilterSchema = v.object(
  { tagIds: filterTagIds, search: filterText, isActive: filterFlag, accountId: filterText },
  SELECTION_MESSAGES.invalidFilter,
);
/** Every friend the filter matches, but the stored friends (`id`) in excludeIds. */
export const FriendSelectionSchema = v.object({ filter: FriendFilterSchema, excludeIds }, SELECTION_MESSAGES.invalidFilter);
export type FriendFilterQuery = Partial<Record<'search' | 'isActive' | 'accountId', string>> & { tagIds?: string[] };
export interface FriendSelection {
  filter: FriendFilterQuery;
  excludeIds?: string[];
}

/** The groups page's filter as a body: the query of GET /group-tags/filtered-groups without its paging. */
export const GroupFilterSchema = v.object(
  {
    tagIds: filterTagIds,
    search: filterText,
    isActive: filterFlag,
    isCommunity: filterFlag,
    memberCountMin: filterCount,
    memberCountMax: filterCount,
    accountId: filterText,
  },
  SELECTION_MESSAGES.invalidFilter,
);
/** Every group the filter matches, but the stored groups (`id`) in excludeIds. */
export const GroupSelectionSchema = v.object({ filter: GroupFilterSchema, excludeIds }, SELECTION_MESSAGES.invalidFilter);
export type GroupFilterQuery = Partial<Record<'search' | 'isActive' | 'isCommunity' | 'memberCountMin' | 'memberCountMax' | 'accountId', string>> & {
  tagIds?: string[];
};
export interface GroupSelection {
  filter: GroupFilterQuery;
  excludeIds?: string[];
}

/** How many filtered items each account holds (the filtered lists' `byAccount`): a select-all's per-account split. */
export interface SelectionAccountCount {
  accountId: string;
  count: number;
}
