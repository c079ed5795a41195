import * as v from 'valibot';
import { validTemplate } from '../templates';
import { APP_TIMEZONE, TIMEZONE_CHOICES } from '../constants';
import { type Attachment, AttachmentsSchema, messageVariantFields, SCHEDULE_TIME_PATTERN } from './job-requests';

/** Shared pending lists ('Kho chung'): the API's contract (shapes, rules, messages). */

export const SHARED_LIST_STATUSES = ['ACTIVE', 'ARCHIVED', 'PROCESSING'] as const;
export type SharedListStatus = (typeof SHARED_LIST_STATUSES)[number];
export const SHARED_LIST_STATUS_LABELS: Record<SharedListStatus, string> = {
  ACTIVE: 'Hoạt động',
  ARCHIVED: 'Đã lưu trữ',
  PROCESSING: 'Đang xử lý',
};

/** A member's status; anything else (the pending default) shows as pending. */
export const SHARED_MEMBER_STATUSES = ['SUCCESS', 'FAILED', 'SENT'] as const;
export type SharedMemberStatus = (typeof SHARED_MEMBER_STATUSES)[number] | 'pending';
export const SHARED_MEMBER_STATUS_LABELS: Record<(typeof SHARED_MEMBER_STATUSES)[number], string> = {
  SUCCESS: 'Thành công',
  FAILED: 'Thất bại',
  SENT: 'Đã gửi',
};
export const SHARED_MEMBER_PENDING_LABEL = 'Chờ xử lý';
/** A member's status as the list's screen and exports show it: anything else than the three is pending. */
export const sharedMemberStatusLabel = (status: string): string =>
  (SHARED_MEMBER_STATUS_LABELS as Record<string, string>)[status] ?? SHARED_MEMBER_PENDING_LABEL;

export interface SharedListMember {
  id: string;
  memberId: string;
  /** The person's stable platform id when it was saved: other accounts than the source find the member by it. */
  globalId?: string | null;
  displayName: string | null;
  /** The picture's web address, when the save gave one. */
  avatar?: string | null;
  zaloName: string | null;
  groupId: string | null;
  groupName: string | null;
  status: SharedMemberStatus | string;
  /** Why the member FAILED (the platform's text, or why the chosen account could not reach them). */
  statusReason?: string | null;
  createdAt: string;
}

export interface SharedPendingList {
  id: string;
  name: string;
  description: string | null;
  memberCount: number;
  status: SharedListStatus;
  createdAt: string;
  sourceAccountId: string;
  sourceAccount: { displayName: string } | null;
  statusCounts: { success: number; pending: number; failed: number };
}

export interface SharedPendingListDetail extends SharedPendingList {
  members: SharedListMember[];
}

/**
 * GET /shared-pending/lists/{id}/senders: an account of the user as a sender of the list's member jobs. Zalo gives
 * each viewing account its own id for a person, so the source account reaches every member, and another account
 * only the members it finds in a group it shares with them (by their stable id, `globalId`).
 */
export interface SharedListSender {
  accountId: string;
  displayName: string;
  status: string;
  /** The account the members were saved from. */
  isSource: boolean;
  /** The groups the members were saved from (those with a globalId) that this account is in too, by its synced groups. */
  sharedGroupIds: string[];
  /** The account's groups were synced at least once (without it no shared group can be known). */
  groupsSynced: boolean;
}

/** One scheduled run of a list's message schedule (the spec's "Message execution"). */
export interface SharedListMessageExecution {
  id: string;
  executedAt: string;
  executionDuration: number;
  status: 'SUCCESS' | 'PARTIAL' | 'FAILED';
  totalProcessed: number;
  successfulMessages: number;
  blockedMessages: number;
  failedMessages: number;
  errorMessage: string | null;
}

/** The gaps (seconds) between the messages of a list's daily schedule (the server's list-schedule jobs use them). */
export const SHARED_LIST_SCHEDULE_DELAY = { min: 20, max: 60 } as const;
export const SHARED_LIST_DAILY_LIMIT_DEFAULT = 200;
export const SHARED_LIST_DAILY_LIMIT_MAX = 1000;
export const SHARED_LIST_SCHEDULE_TIMES_MAX = 10;
export const SHARED_LIST_SCHEDULE_STEP_MINUTES = 5;
export const SHARED_LIST_SCHEDULE_IMAGES_MAX = 5;
export const SHARED_LIST_MESSAGE_MAX = 2000;

export const SHARED_LIST_MESSAGES = {
  loadFailed: 'Failed to load shared pending lists',
  loadNetworkError: 'Network error loading shared pending lists',
  loadErrorTitle: 'Lỗi tải dữ liệu',
  detailFailed: 'Có lỗi xảy ra khi tải chi tiết',
  deleteFailed: 'Có lỗi xảy ra khi xóa kho chung',
  jobFailed: 'Có lỗi xảy ra khi tạo job',
  messageFailed: 'Có lỗi xảy ra khi gửi tin nhắn',
  inviteFailed: 'Có lỗi xảy ra khi mời vào nhóm',
  friendRequestFailed: 'Có lỗi xảy ra khi gửi lời mời kết bạn',
  scheduleFailed: 'Không thể tạo lịch nhắn tin',
  messageJobCreated: (count: number) => `Đã tạo job gửi tin nhắn đến ${count} thành viên`,
  scheduleCreated: 'Đã tạo lịch nhắn tin thành công!',
  // List message schedule.
  textRequired: 'Vui lòng nhập nội dung tin nhắn',
  textTooLong: 'Nội dung tin nhắn tối đa 2000 ký tự',
  timesRequired: 'Vui lòng chọn ít nhất một thời gian gửi',
  timesTooMany: 'Tối đa 10 thời gian gửi mỗi ngày',
  timeInvalid: 'Thời gian gửi phải theo bước 5 phút (HH:MM)',
  dailyLimitRange: 'Số tin nhắn/ngày phải từ 1 đến 1000',
  tooManyImages: 'Chỉ có thể đính kèm tối đa 5 hình ảnh',
  onlyImages: 'Chỉ được đính kèm hình ảnh',
  timezoneInvalid: 'Múi giờ không hợp lệ',
  switchInvalid: 'Giá trị bật/tắt không hợp lệ',
} as const;

/** HH:MM on a 5-minute step. */
export const isFiveMinuteTime = (time: string) => SCHEDULE_TIME_PATTERN.test(time) && Number(time.slice(3)) % SHARED_LIST_SCHEDULE_STEP_MINUTES === 0;

/** POST /shared-pending/lists/{id}/schedule/message. */
export const SharedListMessageScheduleSchema = v.object({
  scheduleTimes: v.pipe(
    v.array(v.pipe(v.string(SHARED_LIST_MESSAGES.timeInvalid), v.check(isFiveMinuteTime, SHARED_LIST_MESSAGES.timeInvalid)), SHARED_LIST_MESSAGES.timesRequired),
    v.transform((times) => [...new Set(times)].sort()),
    v.minLength(1, SHARED_LIST_MESSAGES.timesRequired),
    v.maxLength(SHARED_LIST_SCHEDULE_TIMES_MAX, SHARED_LIST_MESSAGES.timesTooMany),
  ),
  messageTemplate: v.pipe(
    v.string(SHARED_LIST_MESSAGES.textRequired),
    v.trim(),
    v.nonEmpty(SHARED_LIST_MESSAGES.textRequired),
    v.maxLength(SHARED_LIST_MESSAGE_MAX, SHARED_LIST_MESSAGES.textTooLong),
    validTemplate(),
  ),
  timezone: v.optional(v.picklist(TIMEZONE_CHOICES, SHARED_LIST_MESSAGES.timezoneInvalid), APP_TIMEZONE),
  attachments: v.pipe(
    AttachmentsSchema,
    v.check((files) => files.length <= SHARED_LIST_SCHEDULE_IMAGES_MAX, SHARED_LIST_MESSAGES.tooManyImages),
    v.check((files) => files.every((file) => file.mimeType.startsWith('image/')), SHARED_LIST_MESSAGES.onlyImages),
  ),
  dailyLimit: v.optional(
    v.pipe(
      v.number(SHARED_LIST_MESSAGES.dailyLimitRange),
      v.integer(SHARED_LIST_MESSAGES.dailyLimitRange),
      v.minValue(1, SHARED_LIST_MESSAGES.dailyLimitRange),
      v.maxValue(SHARED_LIST_DAILY_LIMIT_MAX, SHARED_LIST_MESSAGES.dailyLimitRange),
    ),
    SHARED_LIST_DAILY_LIMIT_DEFAULT,
  ),
  /** Variants A…E of the message (issue 31): with two or more each run's job splits its recipients among them. */
  messages: messageVariantFields.messages,
  /** "Dừng khi khách trả lời": runs skip whoever replied to the account within the reply window. On by default. */
  stopOnReply: v.optional(v.boolean(SHARED_LIST_MESSAGES.switchInvalid), true),
});
export type SharedListMessageScheduleRequest = v.InferInput<typeof SharedListMessageScheduleSchema> & { attachments?: Attachment[] };

/** Estimated days to message every member: member count / daily limit, rounded up. */
export function estimatedDays(memberCount: number, dailyLimit: number): number {
  if (memberCount <= 0 || dailyLimit <= 0) return 0;
  return Math.ceil(memberCount / dailyLimit);
}

const text = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message));
const optionalText = (max: number, message: string) => v.optional(v.nullable(text(max, message)));

export const SAVE_MEMBERS_MAX = 5000;
export const SHARED_MEMBER_AVATAR_MAX = 2000;
export const SHARED_LIST_NAME_MAX = 255;
export const SHARED_LIST_DESCRIPTION_MAX = 500;

export const SHARED_LIST_SAVE_MESSAGES = {
  accountRequired: 'Vui lòng chọn tài khoản nguồn',
  membersRequired: 'Vui lòng chọn ít nhất một thành viên',
  tooManyMembers: `Mỗi lần lưu tối đa ${SAVE_MEMBERS_MAX} thành viên`,
  memberInvalid: 'Thông tin thành viên không hợp lệ',
  avatarInvalid: 'Ảnh đại diện của thành viên không hợp lệ',
  nameTooLong: 'Tên kho tối đa 255 ký tự',
  descriptionTooLong: 'Mô tả tối đa 500 ký tự',
  listNotFound: 'Không tìm thấy kho chung',
  memberNotFound: 'Không tìm thấy thành viên trong kho',
  statusInvalid: 'Trạng thái không hợp lệ',
  membersNotInList: 'Thành viên đã chọn không thuộc kho này',
  defaultName: (account: string) => `Kho chung - ${account}`,
  sourceAccountGone: 'Tài khoản nguồn của kho đã bị xóa',
  unreachableFromAccount: 'Không tìm thấy thành viên này từ tài khoản đã chọn (không có nhóm chung)',
} as const;

const memberIdText = v.pipe(v.string(SHARED_LIST_SAVE_MESSAGES.memberInvalid), v.trim(), v.nonEmpty(SHARED_LIST_SAVE_MESSAGES.memberInvalid), v.maxLength(100, SHARED_LIST_SAVE_MESSAGES.memberInvalid));
/** A picture's web address (http or https), or nothing: anything else would end up in an <img src>. */
const avatarText = v.optional(
  v.nullable(
    v.pipe(
      v.string(SHARED_LIST_SAVE_MESSAGES.avatarInvalid),
      v.trim(),
      v.maxLength(SHARED_MEMBER_AVATAR_MAX, SHARED_LIST_SAVE_MESSAGES.avatarInvalid),
      v.check((url) => url === '' || /^https?:\/\/\S+$/i.test(url), SHARED_LIST_SAVE_MESSAGES.avatarInvalid),
    ),
  ),
);

/**
 * A member as the API sends it (`id, displayName, avatar, zaloName, groupId, groupName`: `id` is the member's
 * platform id as the source account sees it), with `memberId` (the same id, the name this API used first) and
 * `globalId` (the person's stable id, which lets another account find them) as optional extras. Either id names
 * the member; the output always has `memberId`.
 */
const SavedMemberSchema = v.pipe(
  v.object(
    {
      id: v.optional(memberIdText),
      memberId: v.optional(memberIdText),
      globalId: optionalText(100, SHARED_LIST_SAVE_MESSAGES.memberInvalid),
      displayName: optionalText(255, SHARED_LIST_SAVE_MESSAGES.memberInvalid),
      avatar: avatarText,
      zaloName: optionalText(255, SHARED_LIST_SAVE_MESSAGES.memberInvalid),
      groupId: optionalText(100, SHARED_LIST_SAVE_MESSAGES.memberInvalid),
      groupName: optionalText(255, SHARED_LIST_SAVE_MESSAGES.memberInvalid),
    },
    SHARED_LIST_SAVE_MESSAGES.memberInvalid,
  ),
  v.check((member) => Boolean(member.memberId ?? member.id), SHARED_LIST_SAVE_MESSAGES.memberInvalid),
  v.transform(({ id, memberId, avatar, ...rest }) => ({ ...rest, memberId: (memberId ?? id) as string, avatar: avatar || null })),
);
/** A member as the server stores it (after the schema: always a memberId). */
export type SavedMember = v.InferOutput<typeof SavedMemberSchema>;

/** POST /shared-pending/save-members: creates, or extends, the user's list of that source account. */
export const SaveMembersSchema = v.object({
  sourceAccountId: v.pipe(v.string(SHARED_LIST_SAVE_MESSAGES.accountRequired), v.uuid(SHARED_LIST_SAVE_MESSAGES.accountRequired)),
  members: v.pipe(
    v.array(SavedMemberSchema, SHARED_LIST_SAVE_MESSAGES.membersRequired),
    v.minLength(1, SHARED_LIST_SAVE_MESSAGES.membersRequired),
    v.maxLength(SAVE_MEMBERS_MAX, SHARED_LIST_SAVE_MESSAGES.tooManyMembers),
  ),
  name: optionalText(SHARED_LIST_NAME_MAX, SHARED_LIST_SAVE_MESSAGES.nameTooLong),
  description: optionalText(SHARED_LIST_DESCRIPTION_MAX, SHARED_LIST_SAVE_MESSAGES.descriptionTooLong),
});
export type SaveMembersRequest = v.InferInput<typeof SaveMembersSchema>;

export interface SaveMembersResult {
  list: SharedPendingList;
  added: number;
  duplicates: number;
}

/** PATCH /shared-pending/lists/{listId}/members/{memberId}/status. */
export const MemberStatusSchema = v.object({
  status: v.picklist(['pending', ...SHARED_MEMBER_STATUSES], SHARED_LIST_SAVE_MESSAGES.statusInvalid),
});
