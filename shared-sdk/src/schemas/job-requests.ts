import * as v from 'valibot';
import { APP_TIMEZONE, TIMEZONE_CHOICES } from '../constants';
import { validTemplate } from '../templates';
import { type CreateJobFormOutput, delaysFromInterval, JOB_MESSAGE_MAX, JOB_MESSAGES, type JobStatus } from './job';
import {
  accountIdField,
  AttachmentsSchema,
  batchFields,
  delayFields,
  delayOrder,
  groupIdField,
  intInRange,
  JOB_REQUEST_MESSAGES,
  jobOptionFields,
  messageRequest,
  messageVariantFields,
  optionalText,
  textOrAttachment,
} from './job-request-fields';
import { FriendSelectionSchema, GroupSelectionSchema } from './social';

export * from './job-request-fields';

/**
 * Request bodies of the job-creation endpoints. The server validates
 * with these; the web app builds its bodies from the same types.
 */

/**
 * POST /jobs/message/to-friends. One job for one account. `recipients` are friend user ids; empty means
 * all friends (or, with metadata.phoneNumbers, the people those numbers belong to).
 * Delays 0-300 s (the generic create sends 0 for delays under a second), max up to 600 s.
 */
export const MessageToFriendsSchema = messageRequest({ accountId: accountIdField }, delayFields({ from: 0, to: 300 }, { to: 600 }, { min: 5, max: 10 }), {
  ...batchFields,
  recipients: v.optional(v.array(v.pipe(v.string(JOB_REQUEST_MESSAGES.recipientsInvalid), v.nonEmpty(JOB_REQUEST_MESSAGES.recipientsInvalid))), []),
  /** After a select-all on the friends page: the account's friends the filter matches, instead of `recipients`. */
  selection: v.optional(FriendSelectionSchema),
  onlyActive: v.optional(v.boolean(), false),
  excludeSelf: v.optional(v.boolean(), true),
  ...jobOptionFields,
});
export type MessageToFriendsRequest = v.InferInput<typeof MessageToFriendsSchema>;

/** POST /jobs/message/to-group-members: the members of one group, one by one. */
export const MessageToGroupMembersSchema = messageRequest(
  { accountId: accountIdField, groupId: groupIdField },
  delayFields({ from: 0, to: 60 }, { to: 120 }, { min: 3, max: 7 }),
  { ...batchFields, excludeSelf: v.optional(v.boolean(), true), ...jobOptionFields },
);
export type MessageToGroupMembersRequest = v.InferInput<typeof MessageToGroupMembersSchema>;

/** POST /jobs/message/to-thread: one conversation (thread type User unless 'group'). */
export const MessageToThreadSchema = messageRequest(
  {
    accountId: accountIdField,
    threadId: v.pipe(v.string(JOB_MESSAGES.threadRequired), v.trim(), v.nonEmpty(JOB_MESSAGES.threadRequired)),
    threadType: v.optional(v.picklist(['user', 'group']), 'user'),
  },
  delayFields({ from: 0, to: 300 }, { to: 600 }, { min: 0, max: 2 }),
  jobOptionFields,
);
export type MessageToThreadRequest = v.InferInput<typeof MessageToThreadSchema>;

// ── The other job-creation calls ──────────────────────────────────────

/** What the job-creation calls answer with when something is missing or cannot be done. */
export const JOB_CREATION_MESSAGES = {
  chooseAccount: 'Vui lòng chọn tài khoản',
  chooseSendingAccount: 'Vui lòng chọn tài khoản gửi',
  groupsRequired: 'Vui lòng chọn ít nhất một nhóm',
  targetGroupRequired: 'Vui lòng chọn nhóm đích',
  membersRequired: 'Vui lòng chọn ít nhất một thành viên',
  tagsRequired: 'Vui lòng chọn ít nhất một tag',
  listRequired: 'Danh sách không hợp lệ',
  friendRequestMessageRequired: 'Vui lòng nhập tin nhắn kết bạn',
  listFriendRequestMessageRequired: 'Vui lòng nhập lời nhắn kết bạn',
  listNotActive: 'Chỉ lên lịch nhắn tin được cho kho đang hoạt động',
  listFinished: 'Tất cả thành viên của kho đã được xử lý: lịch nhắn tin đã dừng',
  listMembersInFlight: 'Các thành viên còn lại đang được gửi bởi công việc trước, lần sau sẽ gửi tiếp',
  listDailyLimitReached: (limit: number) => `Đã gửi đủ ${limit} tin nhắn hôm nay theo lịch, lần sau sẽ gửi tiếp`,
  tagTextOrAttachment: 'Vui lòng nhập tin nhắn hoặc chọn file đính kèm',
  maxRequestsPerDayRange: 'Số lời mời kết bạn mỗi ngày từ 1 đến 100',
  scheduleTimeInvalid: 'Thời gian gửi phải có dạng HH:MM',
  scheduleTimesRequired: 'Vui lòng thêm ít nhất một thời gian gửi',
  scheduleTimesTooMany: 'Tối đa 10 thời gian gửi mỗi ngày',
  timezoneInvalid: 'Múi giờ không hợp lệ',
  tagScheduleUnsupported: 'Gửi theo lịch chưa được hỗ trợ khi gửi theo tag',
  // Answered by the server after looking at the account and the platform.
  accountInactive: (name: string) => `Tài khoản ${name} không hoạt động, vui lòng đăng nhập lại`,
  noRecipients: 'Không có người nhận nào',
  noFriendCandidates: 'Không tìm thấy ai để kết bạn từ các nhóm đã chọn',
  communityMembersHidden: (names: string[]) =>
    `Zalo ẩn danh sách thành viên của nhóm cộng đồng (chỉ hiện quản trị viên): ${names.join(', ')}. Vui lòng bỏ chọn nhóm này`,
  allAlreadyMembers: 'Các thành viên đã chọn đều đã ở trong nhóm',
  allAlreadyFriends: 'Các thành viên đã chọn đều đã là bạn bè hoặc đã được gửi lời mời',
  noTaggedGroups: 'Không tìm thấy nhóm nào có tag được chọn',
  groupsInaccessible: (count: number) => `Tài khoản không thể truy cập ${count} nhóm đã chọn, hãy đồng bộ lại danh sách nhóm`,
  /** A select-all whose filter matches no group the account can still reach. */
  noSelectedGroups: 'Không có nhóm nào khớp bộ lọc đã chọn',
  communityGroupsOnly: 'Các nhóm đã chọn đều là nhóm cộng đồng, không thể lấy danh sách thành viên',
  invalidPhones: (phones: string) => `Số điện thoại không hợp lệ: ${phones}`,
  botsNotRunning: (names: string) =>
    `Các tài khoản sau chưa đăng nhập Zalo: ${names}. Vui lòng đăng nhập trước khi tạo job tự động kết bạn.`,
  executionNotFound: 'Không tìm thấy lần gửi này',
} as const;

export const BULK_SCHEDULE_TIMES_MAX = 10;
/**
 * The one safe default delay (seconds) of both group wizards: the standard wizard's recommended
 * 60-120 s, also the send by tags' default (the spec's 15-45 s sends a group message every 30 s on average).
 */
export const BULK_GROUP_DELAY_DEFAULT = { min: 60, max: 120 } as const;
/**
 * The hourly frequency of a daily schedule: every 1, 2, 3, 4 or 6 hours from 08:00 to 22:00, both included. Every hour
 * makes 15 times: such a series is taken whole, beyond the 10 hand-picked times a day.
 */
export const HOURLY_SCHEDULE = { from: 8, to: 22, intervals: [1, 2, 3, 4, 6] } as const;

/** The times of an hourly schedule: 08:00, then every `interval` hours up to 22:00. */
export function hourlyScheduleTimes(interval: number): string[] {
  const times: string[] = [];
  for (let hour = HOURLY_SCHEDULE.from; hour <= HOURLY_SCHEDULE.to; hour += interval) times.push(`${String(hour).padStart(2, '0')}:00`);
  return times;
}

/** Whether sorted times are exactly one of the hourly series. */
export const isHourlySchedule = (times: readonly string[]): boolean =>
  HOURLY_SCHEDULE.intervals.some((interval) => {
    const series = hourlyScheduleTimes(interval);
    return series.length === times.length && series.every((time, index) => time === times[index]);
  });
export const AUTO_FRIEND_REQUESTS_PER_DAY_DEFAULT = 30;
/** The invite job's delay is fixed. */
export const INVITE_DELAY = { min: 5, max: 15 } as const;
/** A shared-list delay that is not a whole number of 1-60 seconds falls back to these. */
export const SHARED_LIST_DELAY_FALLBACK = { min: 1, max: 3 } as const;

const uuidField = (message: string) => v.pipe(v.string(message), v.uuid(message));
const idField = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(100, message));
const idList = (message: string) =>
  v.pipe(
    v.array(idField(message), message),
    v.nonEmpty(message),
    v.transform((ids) => [...new Set(ids)]),
  );
const requiredText = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(JOB_MESSAGE_MAX, JOB_MESSAGES.messageTooLong), validTemplate());
const textOrAttachmentWith = <T extends { message: string; attachments: unknown[] }>(message: string) =>
  v.check<T, string>((body) => body.message.length > 0 || body.attachments.length > 0, message);

/** HH:MM, 24-hour. */
export const SCHEDULE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Shared-list delays: anything that is not a whole 1-60 seconds becomes 1 (min) or 3 (max); max never below min. */
const sharedListDelayFields = {
  delayMin: v.fallback(v.optional(intInRange(1, 60, ''), SHARED_LIST_DELAY_FALLBACK.min), SHARED_LIST_DELAY_FALLBACK.min),
  delayMax: v.fallback(v.optional(intInRange(1, 60, ''), SHARED_LIST_DELAY_FALLBACK.max), SHARED_LIST_DELAY_FALLBACK.max),
};
const maxNotBelowMin = <T extends { delayMin: number; delayMax: number }>() =>
  v.transform<T, T>((body) => ({ ...body, delayMax: Math.max(body.delayMin, body.delayMax) }));

/** POST /jobs/message/to-group: the group's own conversation (group message 1-60 s, max up to 120, 5-10). */
export const MessageToGroupSchema = messageRequest(
  { accountId: accountIdField, groupId: groupIdField },
  delayFields({ from: 1, to: 60 }, { to: 120 }, { min: 5, max: 10 }),
  jobOptionFields,
);
export type MessageToGroupRequest = v.InferInput<typeof MessageToGroupSchema>;

/**
 * POST /jobs/message/to-groups: after a select-all on the groups page, every selected group's own conversation,
 * one job per group (each from the group's account), created all at once or not at all (the plan's reason).
 */
export const MessageToGroupsSchema = v.pipe(
  v.object({
    selection: v.optional(GroupSelectionSchema),
    message: optionalText,
    attachments: AttachmentsSchema,
    ...delayFields({ from: 1, to: 60 }, { to: 120 }, { min: 5, max: 10 }),
  }, JOB_CREATION_MESSAGES.groupsRequired),
  v.check((body) => body.selection !== undefined, JOB_CREATION_MESSAGES.groupsRequired),
  textOrAttachment(),
  delayOrder(),
);
export type MessageToGroupsRequest = v.InferInput<typeof MessageToGroupsSchema>;

/** POST /jobs/message/bulk-to-group-members: the members of several groups, each person once, in one job. */
export const MessageToManyGroupMembersSchema = messageRequest(
  { accountId: accountIdField, groupIds: idList(JOB_CREATION_MESSAGES.groupsRequired) },
  delayFields({ from: 1, to: 60 }, { to: 120 }, { min: 3, max: 7 }),
  { ...batchFields, excludeSelf: v.optional(v.boolean(), true), ...jobOptionFields },
);
export type MessageToManyGroupMembersRequest = v.InferInput<typeof MessageToManyGroupMembersSchema>;

/** POST /jobs/friend-request/by-group: members of one group who are not friends yet (1-60 s, defaults 1-3). */
export const FriendRequestByGroupSchema = v.pipe(
  v.object({
    accountId: accountIdField,
    groupId: groupIdField,
    message: requiredText(JOB_CREATION_MESSAGES.friendRequestMessageRequired),
    ...delayFields({ from: 1, to: 60 }, { to: 60 }, { min: 1, max: 3 }),
    ...batchFields,
    ...jobOptionFields,
  }),
  delayOrder(),
);
export type FriendRequestByGroupRequest = v.InferInput<typeof FriendRequestByGroupSchema>;

/**
 * POST /jobs/auto-friend-request: friend requests to the members of several groups, one job per account
 * (`accountId`, or several in `accountIds`). Community groups are skipped. maxRequestsPerDay caps the job per day.
 */
export const AutoFriendRequestSchema = v.pipe(
  v.object({
    accountId: v.optional(uuidField(JOB_MESSAGES.accountRequired)),
    accountIds: v.optional(v.array(uuidField(JOB_MESSAGES.accountRequired), JOB_MESSAGES.accountRequired), []),
    groupIds: v.optional(idList(JOB_CREATION_MESSAGES.groupsRequired)),
    /** After a select-all on the groups page: the filter's groups (their accounts send), instead of accountIds and groupIds. */
    selection: v.optional(GroupSelectionSchema),
    message: requiredText(JOB_CREATION_MESSAGES.friendRequestMessageRequired),
    ...delayFields({ from: 1, to: 300 }, { to: 300 }, { min: 5, max: 10 }),
    maxRequestsPerDay: v.optional(intInRange(1, 100, JOB_CREATION_MESSAGES.maxRequestsPerDayRange), AUTO_FRIEND_REQUESTS_PER_DAY_DEFAULT),
    enabled: v.optional(v.boolean(), true),
    ...jobOptionFields,
  }),
  v.check((body) => body.selection !== undefined || Boolean(body.accountId) || body.accountIds.length > 0, JOB_MESSAGES.accountRequired),
  v.check((body) => body.selection !== undefined || body.groupIds !== undefined, JOB_CREATION_MESSAGES.groupsRequired),
  delayOrder(),
  v.transform(({ accountId, accountIds, groupIds, ...rest }) => ({
    groupIds: groupIds ?? [],
    ...rest,
    accountIds: [...new Set([...(accountId ? [accountId] : []), ...accountIds])],
  })),
);
export type AutoFriendRequestRequest = v.InferInput<typeof AutoFriendRequestSchema>;

/**
 * POST /jobs/message/bulk-groups (Pro): one message to many groups, now (executeImmediately) or every day at
 * scheduleTimes in timezone. Anti-spam delay 30-300 s, max up to 600 s (recommended 60-120).
 */
export const BulkGroupsSchema = v.pipe(
  v.object({
    accountId: accountIdField,
    groupIds: v.optional(idList(JOB_CREATION_MESSAGES.groupsRequired)),
    /** After a select-all on the groups page: the filter's groups of this account, instead of groupIds. */
    selection: v.optional(GroupSelectionSchema),
    message: optionalText,
    attachments: AttachmentsSchema,
    scheduleTimes: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(JOB_CREATION_MESSAGES.scheduleTimeInvalid), v.regex(SCHEDULE_TIME_PATTERN, JOB_CREATION_MESSAGES.scheduleTimeInvalid))),
        v.maxLength(24 * 60, JOB_CREATION_MESSAGES.scheduleTimesTooMany),
        v.transform((times) => [...new Set(times)].sort()),
        // Up to 10 hand-picked times, or a whole hourly series (every hour, 08:00 to 22:00, is 15).
        v.check((times) => times.length <= BULK_SCHEDULE_TIMES_MAX || isHourlySchedule(times), JOB_CREATION_MESSAGES.scheduleTimesTooMany),
      ),
      [],
    ),
    timezone: v.optional(v.picklist(TIMEZONE_CHOICES, JOB_CREATION_MESSAGES.timezoneInvalid), APP_TIMEZONE),
    ...delayFields({ from: 30, to: 300 }, { to: 600 }, BULK_GROUP_DELAY_DEFAULT),
    useBulkDelay: v.optional(v.boolean(), true),
    executeImmediately: v.optional(v.boolean(), false),
  }),
  v.check((body) => body.selection !== undefined || body.groupIds !== undefined, JOB_CREATION_MESSAGES.groupsRequired),
  textOrAttachment(),
  delayOrder(),
  v.check((body) => body.executeImmediately || body.scheduleTimes.length > 0, JOB_CREATION_MESSAGES.scheduleTimesRequired),
);
export type BulkGroupsRequest = v.InferInput<typeof BulkGroupsSchema>;
export type BulkGroupsInput = v.InferOutput<typeof BulkGroupsSchema>;

/** POST /jobs/message/bulk-groups-by-tags (Pro): the groups carrying any of the tags, now (1-300 s, default 60-120: BULK_GROUP_DELAY_DEFAULT). */
export const BulkGroupsByTagsSchema = v.pipe(
  v.object({
    accountId: uuidField(JOB_CREATION_MESSAGES.chooseAccount),
    tagIds: idList(JOB_CREATION_MESSAGES.tagsRequired),
    message: optionalText,
    attachments: AttachmentsSchema,
    ...delayFields({ from: 1, to: 300 }, { to: 300 }, BULK_GROUP_DELAY_DEFAULT),
    executeImmediately: v.optional(v.boolean(), true),
  }),
  textOrAttachmentWith(JOB_CREATION_MESSAGES.tagTextOrAttachment),
  delayOrder(),
  v.check((body) => body.executeImmediately, JOB_CREATION_MESSAGES.tagScheduleUnsupported),
);
export type BulkGroupsByTagsRequest = v.InferInput<typeof BulkGroupsByTagsSchema>;

const listIdField = idField(JOB_CREATION_MESSAGES.listRequired);
const memberIdsField = idList(JOB_CREATION_MESSAGES.membersRequired);

/** A message to members of a list, but its `listId`: required except for the pending-friends panel (which has no stored list). */
const listMessageFields = {
  memberIds: memberIdsField,
  accountId: uuidField(JOB_CREATION_MESSAGES.chooseSendingAccount),
  message: optionalText,
  ...messageVariantFields,
  attachments: AttachmentsSchema,
  ...sharedListDelayFields,
};

/** POST /jobs/message/to-shared-pending-list-members: members of a shared list (platform user ids). */
export const MessageToSharedListMembersSchema = v.pipe(v.object({ listId: listIdField, ...listMessageFields }), textOrAttachment(), maxNotBelowMin());
export type MessageToSharedListMembersRequest = v.InferInput<typeof MessageToSharedListMembersSchema>;

/** POST /jobs/message/to-pending-list-members: pending friends picked in the groups page (no stored list). */
export const MessageToPendingListMembersSchema = v.pipe(v.object({ listId: v.optional(listIdField), ...listMessageFields }), textOrAttachment(), maxNotBelowMin());
export type MessageToPendingListMembersRequest = v.InferInput<typeof MessageToPendingListMembersSchema>;

/** POST /jobs/friend-request/to-shared-pending-list-members. */
export const FriendRequestToSharedListMembersSchema = v.pipe(
  v.object({
    listId: listIdField,
    memberIds: memberIdsField,
    accountId: uuidField(JOB_CREATION_MESSAGES.chooseAccount),
    message: requiredText(JOB_CREATION_MESSAGES.listFriendRequestMessageRequired),
    ...sharedListDelayFields,
  }),
  maxNotBelowMin(),
);
export type FriendRequestToSharedListMembersRequest = v.InferInput<typeof FriendRequestToSharedListMembersSchema>;

/** POST /jobs/invite-to-group-shared-pending-list-members: adds the members to groupId, 5-15 s apart whatever is sent. */
export const InviteSharedListMembersSchema = v.object({
  listId: listIdField,
  memberIds: memberIdsField,
  accountId: uuidField(JOB_CREATION_MESSAGES.chooseAccount),
  groupId: v.pipe(v.string(JOB_CREATION_MESSAGES.targetGroupRequired), v.trim(), v.nonEmpty(JOB_CREATION_MESSAGES.targetGroupRequired)),
  delayMin: v.optional(v.unknown()),
  delayMax: v.optional(v.unknown()),
});
export type InviteSharedListMembersRequest = v.InferInput<typeof InviteSharedListMembersSchema>;

/** POST /jobs/message/bulk-groups answers one of these ("data.data has executionId and jobId"). */
export interface BulkGroupsStarted {
  data: { executionId: string; jobId: string };
}
export interface BulkGroupsScheduled {
  data: { scheduleId: string; nextRunAt: string; scheduleTimes: string[]; timezone: string };
}
export type BulkGroupsResult = BulkGroupsStarted | BulkGroupsScheduled;

/** GET /jobs/bulk-groups/{executionId}/status, polled every 2 s by the bulk wizard's tracking step. */
export interface BulkExecutionStatus {
  jobId: string;
  status: JobStatus;
  progress: { total: number; completed: number; successful: number; failed: number; percentage: number };
  completed: boolean;
}

/** The generic create as the call of its type, or null for a type it does not map. */
export type JobFormRequest =
  | { endpoint: 'message/to-friends'; body: MessageToFriendsRequest }
  | { endpoint: 'message/to-group-members'; body: MessageToGroupMembersRequest }
  | { endpoint: 'message/to-thread'; body: MessageToThreadRequest };

/**
 * Each type maps to its message call; delayMin is the whole seconds of delayBetweenMessages and delayMax is
 * delayMin + 2. Used by `jobsApi.create` in the browser and by POST /jobs on the server.
 */
export function jobRequestOfForm(form: CreateJobFormOutput, source: string): JobFormRequest | null {
  const { delayMin, delayMax } = delaysFromInterval(form.metadata.delayBetweenMessages);
  const common = {
    accountId: form.accountId,
    message: form.message,
    delayMin,
    delayMax,
    priority: form.priority,
    maxRetries: form.maxRetries,
    scheduledAt: form.scheduledAt ?? null,
    ...(form.messages && form.messages.length >= 2 ? { messages: form.messages } : {}),
    ...(form.skipActiveConversations ? { skipActiveConversations: true } : {}),
    metadata: { ...form.metadata, source },
  };
  switch (form.type) {
    case 'TO_FRIENDS':
      return { endpoint: 'message/to-friends', body: common };
    case 'TO_GROUP_MEMBERS':
      return { endpoint: 'message/to-group-members', body: { ...common, groupId: form.metadata.targetGroupId ?? '' } };
    case 'TO_THREAD':
      return { endpoint: 'message/to-thread', body: { ...common, threadId: form.metadata.targetThreadId ?? '', threadType: 'user' } };
    default:
      return null;
  }
}
