import * as v from 'valibot';
import { tagSchemas } from './tags';
import { FriendSelectionSchema, type FriendSelection, type SelectionAccountCount } from './social';

/** Stored friends, friend tags and sent friend requests: the API's contract (shapes, rules, messages). */

export const FRIEND_TAG_NAME_MAX = 50;
export const FRIEND_TAG_DESCRIPTION_MAX = 255;
export const FRIEND_TAG_DEFAULT_COLOR = '#3B82F6';
/** The palette of 10, also the client's fallback when /friend-tags/colors fails. */
export const FRIEND_TAG_PALETTE = [
  '#3B82F6', '#EF4444', '#10B981', '#F59E0B', '#8B5CF6',
  '#EC4899', '#06B6D4', '#84CC16', '#F97316', '#6B7280',
] as const;
/** A page of filtered friends: enough to draw smoothly, the rest comes with the next page. */
export const FRIENDS_PAGE_MAX = 500;
export const FRIENDS_PAGE_DEFAULT = 50;

export const FRIEND_MESSAGES = {
  nameRequired: 'Tên tag bạn bè là bắt buộc',
  nameEmpty: 'Tên tag không được để trống',
  nameTooLong: 'Tên tag phải ít hơn 50 ký tự',
  descriptionTooLong: 'Mô tả phải ít hơn 255 ký tự',
  colorInvalid: 'Màu không hợp lệ: nhập mã màu dạng #3B82F6',
  nameTaken: 'Tên tag bạn bè đã tồn tại',
  tagNotFound: 'Không tìm thấy tag bạn bè',
  friendNotFound: 'Không tìm thấy bạn bè',
  assignNeedsBoth: 'Vui lòng chọn cả bạn bè và tags để gán',
  cancelNeedsOne: 'Vui lòng chọn ít nhất một lời mời để hủy',
  invalidFilter: 'Bộ lọc không hợp lệ',
  deleteAssigned: (count: number) => `Tag này đã được gán cho ${count} bạn bè. Bạn có chắc muốn xóa không?`,
} as const;

const friendTags = tagSchemas(FRIEND_MESSAGES, {
  nameMax: FRIEND_TAG_NAME_MAX,
  descriptionMax: FRIEND_TAG_DESCRIPTION_MAX,
  defaultColor: FRIEND_TAG_DEFAULT_COLOR,
});
/** POST /friend-tags. */
export const CreateFriendTagSchema = friendTags.create;
/** PUT /friend-tags/{id}: any of the fields. */
export const UpdateFriendTagSchema = friendTags.update;
export type FriendTagInput = v.InferInput<typeof CreateFriendTagSchema>;

/**
 * POST /friend-tags/assign and /unassign: every friend × every tag; repeating one changes nothing. The friends are
 * `friendIds` (stored rows) or, after a select-all, `selection`: every friend of the filter but the excluded ones.
 */
export const FriendTagAssignSchema = friendTags.assign('friendIds', FriendSelectionSchema);
export type FriendTagAssignRequest = { tagIds: string[] } & ({ friendIds: string[]; selection?: undefined } | { selection: FriendSelection; friendIds?: undefined });

const asList = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const intParam = (min: number, max: number, fallback: number) =>
  v.optional(v.pipe(v.string(FRIEND_MESSAGES.invalidFilter), v.regex(/^\d{1,7}$/, FRIEND_MESSAGES.invalidFilter), v.transform(Number), v.minValue(min, FRIEND_MESSAGES.invalidFilter), v.maxValue(max, FRIEND_MESSAGES.invalidFilter)), String(fallback));

/** GET /friend-tags/filtered-friends: repeated tagIds (any of them), search, isActive, accountId, paging. */
export const FilteredFriendsQuerySchema = v.object({
  tagIds: v.pipe(v.unknown(), v.transform(asList), v.array(v.string(FRIEND_MESSAGES.invalidFilter), FRIEND_MESSAGES.invalidFilter), v.maxLength(100, FRIEND_MESSAGES.invalidFilter)),
  search: v.optional(v.pipe(v.string(FRIEND_MESSAGES.invalidFilter), v.trim(), v.maxLength(100, FRIEND_MESSAGES.invalidFilter))),
  isActive: v.optional(v.picklist(['true', 'false', ''], FRIEND_MESSAGES.invalidFilter)),
  accountId: v.optional(v.string(FRIEND_MESSAGES.invalidFilter)),
  offset: intParam(0, 10_000_000, 0),
  limit: intParam(1, FRIENDS_PAGE_MAX, FRIENDS_PAGE_DEFAULT),
});
export type FilteredFriendsQuery = Partial<Record<'search' | 'isActive' | 'accountId' | 'offset' | 'limit', string>> & { tagIds?: string[] };

/** DELETE /accounts/{id}/sent-friend-requests. */
export const CancelSentRequestsSchema = v.object({
  userIds: v.pipe(
    v.array(v.pipe(v.string(FRIEND_MESSAGES.cancelNeedsOne), v.minLength(1, FRIEND_MESSAGES.cancelNeedsOne)), FRIEND_MESSAGES.cancelNeedsOne),
    v.minLength(1, FRIEND_MESSAGES.cancelNeedsOne),
    v.maxLength(1000, FRIEND_MESSAGES.cancelNeedsOne),
  ),
});

export interface FriendTagRef {
  id: string;
  name: string;
  color: string;
}

export interface FriendTag extends FriendTagRef {
  description: string | null;
  friendCount: number;
  accountCount: number;
  createdAt: string;
}

/** A stored friend. `userId` is the uid as this account sees the person. */
export interface StoredFriend {
  id: string;
  userId: string;
  globalId: string | null;
  accountId: string;
  displayName: string;
  zaloName: string | null;
  avatar: string | null;
  phone: string | null;
  isActive: boolean;
  lastSyncAt: string;
  tags: FriendTagRef[];
}

/** GET /friend-tags/filtered-friends: one page, the filtered count and the user's whole count. */
export interface FilteredFriends {
  friends: StoredFriend[];
  total: number;
  /** The filtered friends per account (a select-all's per-account split); absent from older servers. */
  byAccount?: SelectionAccountCount[];
  totalAll: number;
  activeCount: number;
  accountCount: number;
}

export interface FriendSyncResult {
  total: number;
  added: number;
  updated: number;
  removed: number;
  syncedAt: string;
}

export interface FriendTagStats {
  tagDetails: Array<{ tag: FriendTagRef; friendCount: number; accountCount: number }>;
}

export type SentFriendRequestStatus = 'pending' | 'accepted' | 'rejected' | 'expired';

export interface SentFriendRequestItem {
  userId: string;
  displayName: string;
  zaloName: string | null;
  avatar: string | null;
  message: string;
  status: SentFriendRequestStatus | string;
  dateSent: string;
}

export interface SentFriendRequests {
  sentRequests: SentFriendRequestItem[];
  total: number;
}

export interface CancelSentRequestsResult {
  successCount: number;
  deletedCount: number;
  failureCount: number;
}
