import * as v from 'valibot';
import { TIMEZONE_CHOICES } from '../constants';
import type { JobStatus } from './job';

/**
 * Recurring schedules of every kind in one place: GET /schedules, PATCH /schedules/{id} (pause,
 * resume, edit what the kind allows), DELETE /schedules/{id}. Each kind keeps its own creation call and rules (the
 * group bulk send, Kho chung's daily message, a phone list's friend requests and messages); an edit is checked with
 * the rules of its kind's creation.
 */

export const SCHEDULE_KINDS = ['bulk-groups', 'shared-list-message', 'phone-friend-request', 'phone-message'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const SCHEDULE_KIND_LABELS: Record<ScheduleKind, string> = {
  'bulk-groups': 'Gửi tin vào nhóm hằng ngày',
  'shared-list-message': 'Nhắn tin Kho chung hằng ngày',
  'phone-friend-request': 'Kết bạn theo danh sách số điện thoại',
  'phone-message': 'Nhắn tin theo danh sách số điện thoại',
};

/** The timezones a schedule may use, as the screens name them. */
export const TIMEZONE_LABELS: Record<(typeof TIMEZONE_CHOICES)[number], string> = {
  'Asia/Ho_Chi_Minh': 'Giờ Việt Nam (GMT+7)',
  'Asia/Bangkok': 'Giờ Thái Lan (GMT+7)',
  'Asia/Singapore': 'Giờ Xin-ga-po (GMT+8)',
  UTC: 'Giờ quốc tế (GMT+0)',
};

/** ACTIVE: runs at its times; PAUSED: stopped by the user (or a paused phone list); FINISHED: its list has nothing left. */
export type ScheduleState = 'ACTIVE' | 'PAUSED' | 'FINISHED';

export const SCHEDULE_STATE_LABELS: Record<ScheduleState, string> = {
  ACTIVE: 'Đang chạy',
  PAUSED: 'Tạm dừng',
  FINISHED: 'Đã gửi hết',
};

/** What an edit may change, by kind: delays only for the group send, the daily count only for Kho chung. */
export type ScheduleField = 'scheduleTimes' | 'timezone' | 'message' | 'delays' | 'dailyLimit';

export const SCHEDULE_EDITABLE: Record<ScheduleKind, readonly ScheduleField[]> = {
  'bulk-groups': ['scheduleTimes', 'timezone', 'message', 'delays'],
  'shared-list-message': ['scheduleTimes', 'timezone', 'message', 'dailyLimit'],
  'phone-friend-request': ['scheduleTimes', 'timezone', 'message'],
  'phone-message': ['scheduleTimes', 'timezone', 'message'],
};

/** What a schedule sends to: groups (by name), a Kho chung list or a phone list. */
export interface ScheduleTarget {
  type: 'groups' | 'shared-list' | 'phone-list';
  /** The list's id (null for groups). */
  id: string | null;
  /** The list's name, null when it was deleted; for groups, null. */
  name: string | null;
  /** Groups: the names of those still stored, in the schedule's order. */
  names: string[];
  /** Groups: how many the schedule names. */
  count: number;
}

/** The last run: the job(s) it made and how they are going, or why it made none. */
export interface ScheduleLastRun {
  /** Why the last run made no job (its plan, its account, nothing left…); null when it made one. */
  error: string | null;
  jobId: string | null;
  /** Jobs the run made (a phone list's run makes one per account). */
  jobs: number;
  /** Their status as one: PROCESSING while any sends, PENDING while all wait, else how they ended. */
  status: JobStatus | null;
  /** Some of them wait for a slot of the plan. */
  waitingForSlot: boolean;
  totalRecipients: number;
  successCount: number;
  failedCount: number;
  skippedCount: number;
}

export interface RecurringSchedule {
  id: string;
  kind: ScheduleKind;
  state: ScheduleState;
  target: ScheduleTarget;
  accountId: string;
  /** The sending account (phone lists: the first of `accountNames`). */
  accountName: string | null;
  /** Every account taking part (phone lists spread their numbers over several). */
  accountNames: string[];
  scheduleTimes: string[];
  timezone: string;
  message: string;
  attachmentCount: number;
  /** Seconds between messages (the group send's own; the list kinds' fixed ones). */
  delayMin: number;
  delayMax: number;
  /** Kho chung: messages per day. */
  dailyLimit: number | null;
  editable: readonly ScheduleField[];
  /** Null while paused or finished. */
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastRun: ScheduleLastRun | null;
  /**
   * "Dừng khi khách trả lời": a person who replied to the account within REPLY_WINDOW_DAYS is skipped by the
   * schedule's runs ('Khách đã trả lời, dừng gửi tiếp'). On unless switched off. Optional: older answers lack it.
   */
  stopOnReply?: boolean;
  /** A message schedule's variants A…E when it has two to five (`message` is then A); absent with one text. */
  messages?: string[];
  createdAt: string;
}

/** Why a scheduled run skips a person who already answered. */
export const STOPPED_ON_REPLY_REASON = 'Khách đã trả lời, dừng gửi tiếp';
/** Why a one-off job with "Bỏ qua người đang trò chuyện" skips a person who wrote or replied within the last 24 h. */
export const ACTIVE_CONVERSATION_REASON = 'Đang trò chuyện trong 24 giờ qua';

export interface ScheduleList {
  schedules: RecurringSchedule[];
}

export const SCHEDULE_MESSAGES = {
  notFound: 'Không tìm thấy lịch gửi',
  invalidActive: 'Giá trị bật/tắt không hợp lệ',
  invalidTimes: 'Thời gian gửi không hợp lệ',
  invalidTimezone: 'Múi giờ không hợp lệ',
  invalidMessage: 'Nội dung tin nhắn không hợp lệ',
  invalidNumber: 'Giá trị phải là số',
  nothingToChange: 'Không có thay đổi nào',
  delaysFixed: 'Lịch này gửi với độ trễ cố định, không đổi được',
  dailyLimitNotAllowed: 'Chỉ lịch nhắn tin Kho chung có số tin nhắn mỗi ngày',
  paused: 'Đã tạm dừng lịch gửi',
  resumed: 'Đã tiếp tục lịch gửi',
  saved: 'Đã lưu lịch gửi',
  deleted: 'Đã xóa lịch gửi',
  stopOnReplyNotAllowed: 'Lịch gửi vào nhóm không có tùy chọn dừng khi khách trả lời',
  variantsNotAllowed: 'Lịch này chỉ có một nội dung tin nhắn',
} as const;

const optionalNumber = v.optional(v.number(SCHEDULE_MESSAGES.invalidNumber));

/**
 * PATCH /schedules/{id}: each field optional. The server checks the schedule as its kind's creation does (times,
 * text, delays, daily count), with the same messages, and refuses a field the kind does not have.
 */
export const ScheduleUpdateSchema = v.pipe(
  v.object({
    isActive: v.optional(v.boolean(SCHEDULE_MESSAGES.invalidActive)),
    stopOnReply: v.optional(v.boolean(SCHEDULE_MESSAGES.invalidActive)),
    scheduleTimes: v.optional(v.array(v.string(SCHEDULE_MESSAGES.invalidTimes), SCHEDULE_MESSAGES.invalidTimes)),
    timezone: v.optional(v.picklist(TIMEZONE_CHOICES, SCHEDULE_MESSAGES.invalidTimezone)),
    message: v.optional(v.string(SCHEDULE_MESSAGES.invalidMessage)),
    /** The variants A…E (checked as the kind's creation checks them); `message` alone on a schedule with variants changes A. */
    messages: v.optional(v.array(v.string(SCHEDULE_MESSAGES.invalidMessage), SCHEDULE_MESSAGES.invalidMessage)),
    delayMin: optionalNumber,
    delayMax: optionalNumber,
    dailyLimit: optionalNumber,
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), SCHEDULE_MESSAGES.nothingToChange),
);
export type ScheduleUpdate = v.InferInput<typeof ScheduleUpdateSchema>;
