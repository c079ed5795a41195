import * as v from 'valibot';
import { validTemplate } from '../templates';
import { JOB_MESSAGE_MAX, JOB_MESSAGES } from './job';
import { AttachmentsSchema, delayFields, delayOrder, JOB_CREATION_MESSAGES, JOB_REQUEST_MESSAGES, messageVariantFields } from './job-requests';
import { type SaveMembersRequest, SHARED_MEMBER_AVATAR_MAX } from './shared-lists';
import { tagSchemas } from './tags';
import { type Group, type GroupSelection, GroupSelectionSchema, type SelectionAccountCount } from './social';

/** Stored groups, group tags, members and pending friends: the API's contract (shapes, rules, messages, defaults). */

export const GROUP_TAG_NAME_MAX = 50;
export const GROUP_TAG_DESCRIPTION_MAX = 255;
export const GROUP_TAG_DEFAULT_COLOR = '#3B82F6';
/** The palette of 10 (the same as friend tags), also the client's fallback when /group-tags/colors fails. */
export const GROUP_TAG_PALETTE = [
  '#3B82F6', '#EF4444', '#10B981', '#F59E0B', '#8B5CF6',
  '#EC4899', '#06B6D4', '#84CC16', '#F97316', '#6B7280',
] as const;
export const GROUPS_PAGE_MAX = 500;
export const GROUPS_PAGE_DEFAULT = 100;
/** Members are paged to the browser; the server reads the platform in its own batches. */
export const GROUP_MEMBERS_PAGE_MAX = 500;
export const GROUP_MEMBERS_PAGE_DEFAULT = 100;
/**
 * Groups per bulk-members / pending-friends / bulk-message-members call: no practical cap (a select-all sends its
 * filter instead, see GroupSelectionSchema); this only bounds a body.
 */
export const GROUP_IDS_MAX = 100_000;
/** Pending friends returned without showAll; summary.totalPendingFriends always counts them all. */
export const PENDING_FRIENDS_PREVIEW_MAX = 500;

/** The default delays (seconds) of the group job dialogs. */
export const GROUP_JOB_DELAYS = {
  memberFriendRequest: { min: 1, max: 3 },
  memberMessage: { min: 3, max: 7 },
} as const;

export const GROUP_MESSAGES = {
  nameRequired: 'Tên tag là bắt buộc',
  nameEmpty: 'Tên tag không được để trống',
  nameTooLong: 'Tên tag phải ít hơn 50 ký tự',
  descriptionTooLong: 'Mô tả phải ít hơn 255 ký tự',
  colorInvalid: 'Màu không hợp lệ: nhập mã màu dạng #3B82F6',
  nameTaken: 'Tên tag đã tồn tại',
  tagNotFound: 'Không tìm thấy tag',
  groupNotFound: 'Không tìm thấy nhóm',
  assignNeedsBoth: 'Vui lòng chọn cả nhóm và tags để gán',
  invalidFilter: 'Bộ lọc không hợp lệ',
  groupsRequired: JOB_CREATION_MESSAGES.groupsRequired,
  membersRequired: JOB_CREATION_MESSAGES.membersRequired,
  friendRequestMessageRequired: JOB_CREATION_MESSAGES.friendRequestMessageRequired,
  tooManyGroups: `Tối đa ${GROUP_IDS_MAX.toLocaleString('vi-VN')} nhóm mỗi lần`,
  /** A community group's (or a hidden) member list is not an error, only this note (in Vietnamese). */
  membersUnavailable: 'Zalo không cho xem đầy đủ thành viên của nhóm này (nhóm cộng đồng hoặc nhóm ẩn danh sách thành viên); nhắn tin riêng cho họ có thể không gửi được.',
  noPendingFriends: 'Không tìm thấy ai để kết bạn từ các nhóm đã chọn',
  createFailed: 'Không thể tạo tag',
  updateFailed: 'Không thể cập nhật tag',
  deleteFailed: 'Không thể xóa tag',
  assignFailed: 'Không thể gán tags',
  loadGroupsFailed: 'Failed to load groups',
  loadMembersFailed: 'Failed to load members',
  deleteAssigned: (count: number) => `Tag này đã được gán cho ${count} nhóm. Bạn có chắc muốn xóa không?`,
} as const;

const groupTags = tagSchemas(GROUP_MESSAGES, {
  nameMax: GROUP_TAG_NAME_MAX,
  descriptionMax: GROUP_TAG_DESCRIPTION_MAX,
  defaultColor: GROUP_TAG_DEFAULT_COLOR,
});
/** POST /group-tags. */
export const CreateGroupTagSchema = groupTags.create;
/** PUT /group-tags/{id}: any of the fields. */
export const UpdateGroupTagSchema = groupTags.update;
export type GroupTagInput = v.InferInput<typeof CreateGroupTagSchema>;

/**
 * POST /group-tags/assign and /unassign: every stored group (its `id`) × every tag; repeating one changes nothing.
 * The groups are `groupIds` or, after a select-all, `selection`: every group of the filter but the excluded ones.
 */
export const GroupTagAssignSchema = groupTags.assign('groupIds', GroupSelectionSchema);
export type GroupTagAssignRequest = { tagIds: string[] } & ({ groupIds: string[]; selection?: undefined } | { selection: GroupSelection; groupIds?: undefined });

const asList = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const intText = (min: number, max: number) =>
  v.pipe(
    v.string(GROUP_MESSAGES.invalidFilter),
    v.regex(/^\d{1,7}$/, GROUP_MESSAGES.invalidFilter),
    v.transform(Number),
    v.minValue(min, GROUP_MESSAGES.invalidFilter),
    v.maxValue(max, GROUP_MESSAGES.invalidFilter),
  );
const intParam = (min: number, max: number, fallback: number) => v.optional(intText(min, max), String(fallback));
const flagParam = v.optional(v.picklist(['true', 'false', ''], GROUP_MESSAGES.invalidFilter));

/** GET /group-tags/filtered-groups: repeated tagIds (any of them), search, flags, member count range, paging. */
export const FilteredGroupsQuerySchema = v.object({
  tagIds: v.pipe(v.unknown(), v.transform(asList), v.array(v.string(GROUP_MESSAGES.invalidFilter), GROUP_MESSAGES.invalidFilter), v.maxLength(100, GROUP_MESSAGES.invalidFilter)),
  search: v.optional(v.pipe(v.string(GROUP_MESSAGES.invalidFilter), v.trim(), v.maxLength(100, GROUP_MESSAGES.invalidFilter))),
  isActive: flagParam,
  isCommunity: flagParam,
  memberCountMin: v.optional(intText(0, 10_000_000)),
  memberCountMax: v.optional(intText(0, 10_000_000)),
  accountId: v.optional(v.string(GROUP_MESSAGES.invalidFilter)),
  offset: intParam(0, 10_000_000, 0),
  limit: intParam(1, GROUPS_PAGE_MAX, GROUPS_PAGE_DEFAULT),
});
type FilterKey = 'search' | 'isActive' | 'isCommunity' | 'memberCountMin' | 'memberCountMax' | 'accountId' | 'offset' | 'limit';
export type FilteredGroupsQuery = Partial<Record<FilterKey, string>> & { tagIds?: string[] };
export const FILTERED_GROUPS_PARAMS: readonly FilterKey[] = ['search', 'isActive', 'isCommunity', 'memberCountMin', 'memberCountMax', 'accountId', 'offset', 'limit'];

/** GET /accounts/{a}/groups/{g}/members?offset&limit. */
export const GroupMembersQuerySchema = v.object({
  offset: intParam(0, 10_000_000, 0),
  limit: intParam(1, GROUP_MEMBERS_PAGE_MAX, GROUP_MEMBERS_PAGE_DEFAULT),
});
export type GroupMembersPaging = { offset?: number; limit?: number };

const groupIdField = v.pipe(v.string(GROUP_MESSAGES.groupsRequired), v.trim(), v.nonEmpty(GROUP_MESSAGES.groupsRequired), v.maxLength(100, GROUP_MESSAGES.groupsRequired));
const groupIdList = v.pipe(
  v.array(groupIdField, GROUP_MESSAGES.groupsRequired),
  v.nonEmpty(GROUP_MESSAGES.groupsRequired),
  v.maxLength(GROUP_IDS_MAX, GROUP_MESSAGES.tooManyGroups),
  v.transform((ids) => [...new Set(ids)]),
);
const memberIdField = v.pipe(v.string(GROUP_MESSAGES.membersRequired), v.trim(), v.nonEmpty(GROUP_MESSAGES.membersRequired), v.maxLength(100, GROUP_MESSAGES.membersRequired));
const memberIdList = v.pipe(
  v.array(memberIdField, GROUP_MESSAGES.membersRequired),
  v.nonEmpty(GROUP_MESSAGES.membersRequired),
  v.maxLength(10_000, GROUP_MESSAGES.membersRequired),
  v.transform((ids) => [...new Set(ids)]),
);
const messageText = v.optional(v.pipe(v.string(JOB_MESSAGES.messageRequired), v.trim(), v.maxLength(JOB_MESSAGE_MAX, JOB_MESSAGES.messageTooLong), validTemplate()), '');
const textOrAttachment = <T extends { message: string; attachments: unknown[] }>() =>
  v.check<T, string>((body) => body.message.length > 0 || body.attachments.length > 0, JOB_REQUEST_MESSAGES.textOrAttachment);

/** POST /accounts/{a}/groups/bulk-members: the group ids (platform ids) of that account. */
export const BulkMembersSchema = v.object({ groupIds: groupIdList }, GROUP_MESSAGES.groupsRequired);
export type BulkMembersRequest = v.InferInput<typeof BulkMembersSchema>;

/**
 * POST /accounts/{a}/groups/pending-friends: members of the groups who are not friends yet; showAll lifts the
 * preview cap. The groups are `groupIds` or, after a select-all, `selection` (its groups of this account).
 */
export const PendingFriendsSchema = v.pipe(
  v.object(
    { groupIds: v.optional(groupIdList), selection: v.optional(GroupSelectionSchema), showAll: v.optional(v.boolean(GROUP_MESSAGES.invalidFilter), false) },
    GROUP_MESSAGES.groupsRequired,
  ),
  v.check((body) => body.groupIds !== undefined || body.selection !== undefined, GROUP_MESSAGES.groupsRequired),
);
export type PendingFriendsRequest = { showAll?: boolean } & ({ groupIds: string[]; selection?: undefined } | { selection: GroupSelection; groupIds?: undefined });

/** POST /accounts/{a}/groups/{g}/friend-requests: min and max 1-60 s (defaults 1-3). */
export const MemberFriendRequestsSchema = v.pipe(
  v.object({
    memberIds: memberIdList,
    message: v.pipe(
      v.string(GROUP_MESSAGES.friendRequestMessageRequired),
      v.trim(),
      v.nonEmpty(GROUP_MESSAGES.friendRequestMessageRequired),
      v.maxLength(JOB_MESSAGE_MAX, JOB_MESSAGES.messageTooLong),
      validTemplate(),
    ),
    ...delayFields({ from: 1, to: 60 }, { to: 60 }, GROUP_JOB_DELAYS.memberFriendRequest),
  }, GROUP_MESSAGES.membersRequired),
  delayOrder(),
);
export type MemberFriendRequestsRequest = v.InferInput<typeof MemberFriendRequestsSchema>;

/** A private message to group members: its text or attachments, min 1-60, max up to 120, max not below min (defaults 3-7). */
const memberMessageFields = {
  message: messageText,
  // Variants A…E and "Bỏ qua người đang trò chuyện", as every message job to people takes them.
  ...messageVariantFields,
  attachments: AttachmentsSchema,
  ...delayFields({ from: 1, to: 60 }, { to: 120 }, GROUP_JOB_DELAYS.memberMessage),
};

/** POST /accounts/{a}/groups/{g}/message-members: the chosen members of one group. */
export const MessageMembersSchema = v.pipe(
  v.object({ memberIds: memberIdList, ...memberMessageFields }, GROUP_MESSAGES.membersRequired),
  textOrAttachment(),
  delayOrder(),
);
export type MessageMembersRequest = v.InferInput<typeof MessageMembersSchema>;

/** POST /accounts/{a}/groups/bulk-message-members: the members of several groups, each person once. */
export const BulkMessageMembersSchema = v.pipe(
  v.object({ groupIds: groupIdList, ...memberMessageFields }, GROUP_MESSAGES.groupsRequired),
  textOrAttachment(),
  delayOrder(),
);
export type BulkMessageMembersRequest = v.InferInput<typeof BulkMessageMembersSchema>;

export interface GroupTagRef {
  id: string;
  name: string;
  color: string;
}

export interface GroupTag extends GroupTagRef {
  description: string | null;
  /** Stored groups carrying the tag. */
  groupCount: number;
  /** Accounts those groups belong to. */
  accountCount: number;
  createdAt: string;
}

/**
 * A stored group: a superset of the job screens' `Group`. `id` is the stored row (tags are
 * assigned by it); `groupId` is the platform's id, as the account sees the group.
 */
export interface StoredGroup extends Group {
  id: string;
  isActive: boolean;
  accountId: string;
  accountName: string;
  tags: GroupTagRef[];
  lastSyncAt: string;
}

/** GET /group-tags/filtered-groups: one page, the filtered count and the user's whole count. */
export interface FilteredGroups {
  groups: StoredGroup[];
  total: number;
  /** The filtered groups per account, and the community ones among them (a select-all's per-account split); absent from older servers. */
  byAccount?: Array<SelectionAccountCount & { communityCount: number }>;
  totalAll: number;
  activeCount: number;
  communityCount: number;
  accountCount: number;
}

export interface GroupSyncResult {
  total: number;
  added: number;
  updated: number;
  removed: number;
  /** Groups whose details were read from the platform (new or changed version). */
  fetched: number;
  syncedAt: string;
}

export interface GroupTagStats {
  tagDetails: Array<{ tag: GroupTagRef; groupCount: number; accountCount: number }>;
}

export interface GroupMember {
  /** The member's uid as the viewing account sees them. */
  id: string;
  displayName: string;
  zaloName: string | null;
  avatar: string | null;
  /** The person's stable id, the same from every account (null when the platform did not give it). */
  globalId?: string | null;
}

export interface GroupMembersPage {
  offset: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

/** GET /accounts/{a}/groups/{g}/members. */
export interface GroupMembersResponse {
  group: { groupId: string; name: string; isCommunityGroup: boolean; memberCount: number; totalMembers: number };
  members: GroupMember[];
  /** Set when the platform does not give the list (community group, hidden member list). */
  message?: string;
  paging: GroupMembersPage;
}

/** POST /accounts/{a}/groups/bulk-members: every member of each group (unpaged), and the distinct count. */
export interface BulkMembersResponse {
  groups: Array<{
    groupId: string;
    name: string;
    isCommunityGroup: boolean;
    memberCount: number;
    totalMembers: number;
    members: GroupMember[];
    message?: string;
  }>;
  uniqueMembers: number;
}

export interface PendingFriend extends GroupMember {
  groupId: string;
  groupName: string;
  sourceAccountId: string;
}

/** POST /accounts/{a}/groups/pending-friends. */
export interface PendingFriendsResponse {
  pendingFriends: PendingFriend[];
  account: { id: string; displayName: string };
  summary: {
    totalPendingFriends: number;
    /** Distinct members of the groups who are already stored friends of the account. */
    existingFriends: number;
    totalMembers: number;
    groupCount: number;
  };
  /** Groups whose member list could not be read (community or hidden), by name. */
  unavailableGroups: string[];
}

/** An avatar the shared list keeps (an http(s) address within its length); any other is left out, not refused. */
const savableAvatar = (avatar: string | null) =>
  avatar && avatar.length <= SHARED_MEMBER_AVATAR_MAX && /^https?:\/\/\S+$/i.test(avatar) ? { avatar } : {};

/**
 * The POST /shared-pending/save-members body for chosen pending friends, in the API's member shape
 * (id, displayName, avatar, zaloName, groupId, groupName; globalId as an extra).
 */
export function saveMembersOfPending(sourceAccountId: string, pending: PendingFriend[]): SaveMembersRequest {
  return {
    sourceAccountId,
    members: pending.map((member) => ({
      id: member.id,
      ...(member.globalId ? { globalId: member.globalId } : {}),
      displayName: member.displayName,
      ...savableAvatar(member.avatar),
      zaloName: member.zaloName,
      groupId: member.groupId,
      groupName: member.groupName,
    })),
  };
}
