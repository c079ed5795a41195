import * as v from 'valibot';
import { validTemplate } from '../templates';
import { APP_TIMEZONE, TIMEZONE_CHOICES } from '../constants';
import { type Attachment, AttachmentsSchema, SCHEDULE_TIME_PATTERN } from './job-requests';
import { scheduleVariantFields, stopOnReplyField } from './job-request-fields';
import type { Pagination } from './job';

/** Phone lists and the by-phone actions: the API's contract (shapes, rules, messages). */

export const PHONE_LIST_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'PAUSED', 'CANCELLED'] as const;
export type PhoneListStatus = (typeof PHONE_LIST_STATUSES)[number];
export const PHONE_ENTRY_STATUSES = ['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED', 'SKIPPED'] as const;
export type PhoneEntryStatus = (typeof PHONE_ENTRY_STATUSES)[number];
/** A number's status as the list's screens and exports show it. */
export const PHONE_ENTRY_STATUS_LABELS: Record<PhoneEntryStatus, string> = {
  PENDING: 'Chờ xử lý',
  PROCESSING: 'Đang xử lý',
  SUCCESS: 'Thành công',
  FAILED: 'Thất bại',
  SKIPPED: 'Bỏ qua',
};
/**
 * A phone number whose lookup finds nobody (no Zalo account, or one hidden from phone search): the recipient is
 * SKIPPED with this reason everywhere (the job's recipient, the list's number, the counts), neither a failure of the
 * send nor a success.
 */
export const PHONE_NO_ZALO_REASON = 'Không có Zalo';
/** A run still under way (RUNNING), or how it went once every job of it ended. */
export type ExecutionStatus = 'RUNNING' | 'SUCCESS' | 'PARTIAL' | 'FAILED';

export const PHONE_LIST_PAGE_SIZE = 12;
export const PHONE_NUMBERS_PAGE_SIZE = 100;
export const PHONE_EXECUTIONS_PAGE_SIZE = 20;
export const PHONE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const PREVIEW_SAMPLE_COUNT = 20;
/** The rejected rows a preview lists (the count covers all of them). */
export const PREVIEW_REJECTED_COUNT = 50;
export const PHONE_FRIEND_REQUEST_QUOTA = { min: 1, max: 500, default: 50 } as const;
export const PHONE_MESSAGE_QUOTA = { min: 1, max: 1000, default: 100 } as const;

export interface PhoneListSchedule {
  id: string;
  isActive: boolean;
  nextRunAt: string | null;
  kind?: 'friend-request' | 'message';
  scheduleTimes?: string[];
  timezone?: string;
}

export interface PhoneList {
  id: string;
  name: string;
  description: string | null;
  status: PhoneListStatus;
  totalNumbers: number;
  /** Numbers with an outcome: successful, failed or skipped. */
  processedNumbers: number;
  successfulRequests: number;
  failedRequests: number;
  /** Skipped numbers: without Zalo, or on the do-not-contact list (neither failed nor successful). */
  skippedNumbers: number;
  /** Of the skipped ones, the numbers without a Zalo account. */
  noZaloNumbers: number;
  createdAt: string;
  schedules: PhoneListSchedule[];
  /** The member who imported it (null: someone since removed). Optional: older answers lack it. */
  createdBy?: { id: string; email: string } | null;
}

export interface PhoneListPage {
  phoneLists: PhoneList[];
  pagination: Pagination;
}

export interface PhoneEntry {
  id: string;
  phoneNumber: string;
  status: PhoneEntryStatus;
  assignedAccount: { displayName: string } | null;
  foundUserName: string | null;
  foundUserId: string | null;
  /** The friend-request side's stored platform error, or why the number was skipped. */
  errorMessage: string | null;
  /** The messaging side's stored platform error, or why the number was skipped. */
  messageErrorMessage: string | null;
  processedAt: string | null;
}

export interface PhoneNumbersPage {
  phoneNumbers: PhoneEntry[];
  pagination: Pagination;
}

/** A row of the file that was not taken, with its row number (1-based, as the spreadsheet shows it) and why. */
export interface PhoneImportRejectedRow {
  row: number;
  value: string;
  reason: string;
}

export interface PhoneImportPreview {
  /** Non-empty rows of column A. */
  totalRows: number;
  validCount: number;
  invalidCount: number;
  /** Rows repeating a number met earlier in the file (taken once). */
  duplicateCount: number;
  sampleNumbers: string[];
  /** The first rejected rows (up to PREVIEW_REJECTED_COUNT; invalidCount counts them all). */
  rejectedRows: PhoneImportRejectedRow[];
}

export interface PhoneImportInput {
  file: File;
  listName: string;
  description?: string;
}

export interface PhoneImportResult {
  id: string;
  validNumbers: number;
  invalidNumbers: number;
  duplicates: number;
}

export interface PhoneListStats {
  importStats: { total: number; pending: number; processing: number; success: number; failed: number; skipped: number };
  scheduleStats: { totalExecutions: number; avgSuccessRate: number };
  distributionSummary: {
    accountsUsed: Array<{ accountId: string; accountName: string; assigned: number; pending: number; processing: number; success: number; failed: number }>;
  };
}

/** An account whose numbers a run did not start, and why (the numbers stay pending for the next run). */
export interface PhoneRunNotStarted {
  accountId: string;
  accountName: string;
  numbers: number;
  reason: string;
}

export interface PhoneMessageExecution {
  id: string;
  /** Friend requests or messages (absent in older answers: messages). */
  kind?: 'friend-request' | 'message';
  executedAt: string;
  /** Seconds. */
  executionDuration: number;
  status: ExecutionStatus;
  totalProcessed: number;
  successfulMessages: number;
  blockedMessages: number;
  failedMessages: number;
  /** Numbers the run found without a Zalo account (skipped, not counted as processed sends). */
  noZaloNumbers?: number;
  /** Numbers of the run still waiting for their turn. */
  pendingNumbers?: number;
  errorMessage: string | null;
  accountsUsed: string[];
  schedule: { messageTemplate: string; attachments: unknown } | null;
  /** Accounts whose numbers the run could not start, with why (they wait for the next run). */
  notStarted?: PhoneRunNotStarted[];
}

export interface PhoneExecutionsPage {
  executions: PhoneMessageExecution[];
  pagination: Pagination;
}

/** A job a run created: its account and whether it waits for a free slot of the plan (decisions: queued, not refused). */
export interface PhoneRunJob {
  id: string;
  accountId: string;
  accountName: string;
  numbers: number;
  waitingForSlot: boolean;
}

/** POST /phone-lists/schedules/{id}/execute: the run started, its jobs, and the accounts it could not start. */
export interface PhoneScheduleRun {
  started: boolean;
  /** The first job of the run. */
  jobId: string;
  jobs?: PhoneRunJob[];
  notStarted?: PhoneRunNotStarted[];
}

/** An account's daily quotas for phone-list work: each as saved, or the default while it is not. */
export interface PhoneAccountQuota {
  accountId: string;
  /** Friend requests a day (1-500). */
  dailyLimit: number;
  /** Messages a day (1-1000). */
  messageDailyLimit: number;
  dailyLimitSaved: boolean;
  messageDailyLimitSaved: boolean;
}

export interface PhoneLookupResult {
  found: boolean;
  userInfo?: { displayName?: string; name?: string; userId: string } | null;
  friendRequestResult?: unknown;
  messageResult?: { message?: { msgId?: string | number } } | null;
}

export const PHONE_LIST_MESSAGES = {
  notExcel: 'Chỉ hỗ trợ file Excel (.xlsx, .xls)',
  tooBig: 'File không được vượt quá 10MB',
  fileRequired: 'Vui lòng chọn file Excel',
  unreadable: 'Không đọc được file Excel: file bị hỏng hoặc không đúng định dạng',
  nameRequired: 'Vui lòng nhập tên danh sách',
  nameTooLong: 'Tên danh sách tối đa 255 ký tự',
  descriptionTooLong: 'Mô tả tối đa 500 ký tự',
  noValidNumbers: 'File không có số điện thoại hợp lệ nào',
  listNotFound: 'Không tìm thấy danh sách số điện thoại',
  scheduleNotFound: 'Không tìm thấy lịch chạy',
  deleteWhileProcessing: 'Không thể xóa danh sách đang chạy, hãy tạm dừng trước',
  statusInvalid: 'Trạng thái chỉ có thể là tạm dừng hoặc đang chạy',
  entryStatusInvalid: 'Trạng thái của số không hợp lệ',
  quotaRange: (min: number, max: number) => `Hạn mức mỗi ngày phải từ ${min} đến ${max}`,
  quotaRequired: 'Vui lòng nhập hạn mức mỗi ngày',
  templateRequired: 'Vui lòng nhập tin nhắn mẫu',
  templateTooLong: 'Tin nhắn mẫu tối đa 500 ký tự',
  messageRequired: 'Vui lòng nhập nội dung tin nhắn',
  messageTooLong: 'Nội dung tin nhắn tối đa 2000 ký tự',
  followUpRequired: 'Vui lòng nhập tin nhắn sau khi kết bạn',
  timesRequired: 'Vui lòng thêm ít nhất một thời gian gửi',
  timesTooMany: 'Tối đa 10 thời gian gửi mỗi ngày',
  timeInvalid: 'Thời gian gửi phải theo dạng giờ:phút, ví dụ 09:30',
  timezoneInvalid: 'Múi giờ không hợp lệ',
  noActiveAccount: 'Cần có ít nhất một tài khoản Zalo đang hoạt động',
  imagesOnly: 'Chỉ được đính kèm hình ảnh',
  noNumbersLeft: 'Không còn số nào chờ xử lý',
  nothingToRun: 'Các tài khoản đã dùng hết hạn mức hôm nay hoặc không còn số được phân cho chúng',
  scheduleActiveRequired: 'Giá trị bật/tắt lịch không hợp lệ',
  phoneAndAccountRequired: 'Vui lòng nhập số điện thoại và chọn tài khoản',
  fieldsRequired: 'Vui lòng nhập đầy đủ thông tin',
  phoneInvalid: 'Số điện thoại không hợp lệ',
  userNotFound: 'Không tìm thấy người dùng với số điện thoại này',
} as const;

const text = (max: number, required: string, tooLong: string) => v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong));
const times = v.pipe(
  v.array(v.pipe(v.string(PHONE_LIST_MESSAGES.timeInvalid), v.regex(SCHEDULE_TIME_PATTERN, PHONE_LIST_MESSAGES.timeInvalid)), PHONE_LIST_MESSAGES.timesRequired),
  v.transform((list) => [...new Set(list)].sort()),
  v.minLength(1, PHONE_LIST_MESSAGES.timesRequired),
  v.maxLength(10, PHONE_LIST_MESSAGES.timesTooMany),
);
const timezone = v.optional(v.picklist(TIMEZONE_CHOICES, PHONE_LIST_MESSAGES.timezoneInvalid), APP_TIMEZONE);
const images = v.pipe(
  AttachmentsSchema,
  v.check((files) => files.every((file) => file.mimeType.startsWith('image/')), PHONE_LIST_MESSAGES.imagesOnly),
);
const quota = (range: { min: number; max: number }) =>
  v.pipe(v.number(PHONE_LIST_MESSAGES.quotaRange(range.min, range.max)), v.integer(PHONE_LIST_MESSAGES.quotaRange(range.min, range.max)), v.minValue(range.min, PHONE_LIST_MESSAGES.quotaRange(range.min, range.max)), v.maxValue(range.max, PHONE_LIST_MESSAGES.quotaRange(range.min, range.max)));
const accountQuotas = (range: { min: number; max: number }) =>
  v.optional(v.array(v.object({ accountId: v.pipe(v.string(PHONE_LIST_MESSAGES.noActiveAccount), v.uuid(PHONE_LIST_MESSAGES.noActiveAccount)), dailyLimit: quota(range) }), PHONE_LIST_MESSAGES.noActiveAccount), []);

/** The text fields of POST /phone-lists/import (the file comes beside them). */
export const PhoneImportFieldsSchema = v.object({
  listName: text(255, PHONE_LIST_MESSAGES.nameRequired, PHONE_LIST_MESSAGES.nameTooLong),
  description: v.optional(v.pipe(v.string(PHONE_LIST_MESSAGES.descriptionTooLong), v.trim(), v.maxLength(500, PHONE_LIST_MESSAGES.descriptionTooLong))),
});

/**
 * PATCH /phone-lists/accounts/{id}/quota: the account's daily friend-request quota (dailyLimit, 1-500, default 50)
 * and/or its daily message quota (messageDailyLimit, 1-1000, default 100); at least one of them.
 */
export const PhoneQuotaSchema = v.pipe(
  v.object({ dailyLimit: v.optional(quota(PHONE_FRIEND_REQUEST_QUOTA)), messageDailyLimit: v.optional(quota(PHONE_MESSAGE_QUOTA)) }),
  v.check((body) => body.dailyLimit !== undefined || body.messageDailyLimit !== undefined, PHONE_LIST_MESSAGES.quotaRequired),
);
export type PhoneQuotaInput = v.InferInput<typeof PhoneQuotaSchema>;

export const PhoneListStatusSchema = v.object({ status: v.picklist(['PAUSED', 'PROCESSING'], PHONE_LIST_MESSAGES.statusInvalid) });

/** POST /phone-lists/{id}/schedule/friend-request. */
export const PhoneFriendRequestScheduleSchema = v.pipe(
  v.object({
    scheduleTimes: times,
    messageTemplate: v.pipe(text(500, PHONE_LIST_MESSAGES.templateRequired, PHONE_LIST_MESSAGES.templateTooLong), validTemplate()),
    timezone,
    accountQuotas: accountQuotas(PHONE_FRIEND_REQUEST_QUOTA),
    followUpMessage: v.optional(v.pipe(v.string(PHONE_LIST_MESSAGES.followUpRequired), v.trim(), v.maxLength(2000, PHONE_LIST_MESSAGES.messageTooLong), validTemplate())),
    attachments: images,
    stopOnReply: stopOnReplyField,
  }),
);
export type PhoneFriendRequestScheduleInput = v.InferInput<typeof PhoneFriendRequestScheduleSchema> & { attachments?: Attachment[] };

/** POST /phone-lists/{id}/schedule/message. */
export const PhoneMessageScheduleSchema = v.object({
  scheduleTimes: times,
  messageTemplate: v.pipe(text(2000, PHONE_LIST_MESSAGES.messageRequired, PHONE_LIST_MESSAGES.messageTooLong), validTemplate()),
  timezone,
  accountQuotas: accountQuotas(PHONE_MESSAGE_QUOTA),
  attachments: images,
  /** Variants A…E (two to five texts: each run's recipients split over them; `messageTemplate` is then A) and stop-on-reply. */
  ...scheduleVariantFields,
});
export type PhoneMessageScheduleInput = v.InferInput<typeof PhoneMessageScheduleSchema> & { attachments?: Attachment[] };

const phoneField = v.pipe(v.string(PHONE_LIST_MESSAGES.phoneAndAccountRequired), v.trim(), v.nonEmpty(PHONE_LIST_MESSAGES.phoneAndAccountRequired), v.maxLength(20, PHONE_LIST_MESSAGES.phoneInvalid));
const requiredText = (max: number) =>
  v.pipe(v.string(PHONE_LIST_MESSAGES.fieldsRequired), v.trim(), v.nonEmpty(PHONE_LIST_MESSAGES.fieldsRequired), v.maxLength(max, PHONE_LIST_MESSAGES.messageTooLong), validTemplate());

export const FindUserQuerySchema = v.object({ phone: phoneField });
export const FriendRequestByPhoneSchema = v.object({ phoneNumber: phoneField, message: requiredText(500) });
export const MessageByPhoneSchema = v.object({ phoneNumber: phoneField, message: requiredText(2000), attachments: AttachmentsSchema });
export const FriendRequestAndMessageByPhoneSchema = v.object({
  phoneNumber: phoneField,
  friendRequestMessage: requiredText(500),
  message: requiredText(2000),
  attachments: AttachmentsSchema,
});

/** PATCH /phone-lists/schedules/{id}. */
export const PhoneScheduleUpdateSchema = v.object({ isActive: v.optional(v.boolean(PHONE_LIST_MESSAGES.scheduleActiveRequired)), scheduleTimes: v.optional(times) });
export type PhoneScheduleUpdateInput = v.InferInput<typeof PhoneScheduleUpdateSchema>;
