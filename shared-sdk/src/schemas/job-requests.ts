import * as v from 'valibot';
import {
  JOB_MAX_RETRIES_DEFAULT,
  JOB_MAX_RETRIES_MAX,
  JOB_MAX_RETRIES_MIN,
  JOB_MESSAGE_MAX,
  JOB_MESSAGES,
  JOB_PRIORITY_DEFAULT,
  JOB_PRIORITY_MAX,
  JOB_PRIORITY_MIN,
} from './job';

/**
 * Request bodies of the job-creation endpoints (spec part 2 §5, §7; part 3 §5, §7). The server validates
 * with these; the web app builds its bodies from the same types.
 */

export const JOB_REQUEST_MESSAGES = {
  textOrAttachment: 'Vui lòng nhập nội dung tin nhắn hoặc chọn file đính kèm',
  tooManyFiles: (count: number) => `Chỉ được chọn tối đa 5 file. Bạn đã có ${count} file.`,
  fileTooLarge: (name: string) => `File ${name} quá lớn. Tối đa 10MB.`,
  fileNotSupported: (name: string) => `File ${name} không được hỗ trợ.`,
  attachmentData: 'Lỗi dữ liệu đính kèm',
  delayRange: (min: number, max: number) => `Độ trễ phải từ ${min} đến ${max} giây`,
  delayOrder: 'Độ trễ tối đa phải lớn hơn hoặc bằng độ trễ tối thiểu',
  batchSizeRange: 'Số tin mỗi đợt từ 1 đến 100',
  batchDelayRange: 'Thời gian nghỉ giữa các đợt từ 1 đến 60 phút',
  recipientsInvalid: 'Danh sách người nhận không hợp lệ',
} as const;

export const ATTACHMENT_MAX_FILES = 5;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'application/pdf',
  'text/plain',
] as const;

/** A file sent with a message: its contents as a base64 data URL (spec part 3 §3). */
export interface Attachment {
  filename: string;
  data: string;
  totalSize: number;
  mimeType: string;
  type: 'file';
}

const AttachmentSchema = v.pipe(
  v.object({
    filename: v.pipe(v.string(JOB_REQUEST_MESSAGES.attachmentData), v.nonEmpty(JOB_REQUEST_MESSAGES.attachmentData), v.maxLength(255)),
    data: v.pipe(v.string(JOB_REQUEST_MESSAGES.attachmentData), v.startsWith('data:', JOB_REQUEST_MESSAGES.attachmentData)),
    totalSize: v.pipe(v.number(JOB_REQUEST_MESSAGES.attachmentData), v.integer(), v.minValue(0)),
    mimeType: v.string(JOB_REQUEST_MESSAGES.attachmentData),
    type: v.optional(v.literal('file'), 'file'),
  }),
  v.check((file) => file.totalSize <= ATTACHMENT_MAX_BYTES, (issue) => JOB_REQUEST_MESSAGES.fileTooLarge(String((issue.input as { filename?: string }).filename))),
  v.check(
    (file) => (ATTACHMENT_MIME_TYPES as readonly string[]).includes(file.mimeType),
    (issue) => JOB_REQUEST_MESSAGES.fileNotSupported(String((issue.input as { filename?: string }).filename)),
  ),
);

export const AttachmentsSchema = v.optional(
  v.pipe(
    v.array(AttachmentSchema, JOB_REQUEST_MESSAGES.attachmentData),
    v.check((files) => files.length <= ATTACHMENT_MAX_FILES, (issue) => JOB_REQUEST_MESSAGES.tooManyFiles((issue.input as unknown[]).length)),
  ),
  [],
);

const intInRange = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** Seconds. `min` and `max` are the allowed ranges of delayMin and delayMax; delayMax must not be below delayMin. */
export const delayFields = (min: { from: number; to: number }, max: { to: number }, defaults: { min: number; max: number }) => ({
  delayMin: v.optional(intInRange(min.from, min.to, JOB_REQUEST_MESSAGES.delayRange(min.from, min.to)), defaults.min),
  delayMax: v.optional(intInRange(min.from, max.to, JOB_REQUEST_MESSAGES.delayRange(min.from, max.to)), defaults.max),
});

export const batchFields = {
  batchSize: v.optional(intInRange(1, 100, JOB_REQUEST_MESSAGES.batchSizeRange)),
  batchDelayMinutes: v.optional(intInRange(1, 60, JOB_REQUEST_MESSAGES.batchDelayRange)),
};

/** Options every job accepts: priority, retries and an optional start time (ISO, not in the past). */
export const jobOptionFields = {
  priority: v.optional(intInRange(JOB_PRIORITY_MIN, JOB_PRIORITY_MAX, JOB_MESSAGES.priorityRange), JOB_PRIORITY_DEFAULT),
  maxRetries: v.optional(intInRange(JOB_MAX_RETRIES_MIN, JOB_MAX_RETRIES_MAX, JOB_MESSAGES.maxRetriesRange), JOB_MAX_RETRIES_DEFAULT),
  scheduledAt: v.optional(
    v.nullable(
      v.pipe(
        v.string(JOB_MESSAGES.invalidScheduledAt),
        v.isoTimestamp(JOB_MESSAGES.invalidScheduledAt),
        v.check((at) => Date.parse(at) >= Date.now() - 60_000, JOB_MESSAGES.scheduledInPast),
      ),
    ),
  ),
  metadata: v.optional(v.record(v.string(), v.unknown()), {}),
};

export const accountIdField = v.pipe(v.string(JOB_MESSAGES.accountRequired), v.uuid(JOB_MESSAGES.accountRequired));
export const optionalText = v.optional(v.pipe(v.string(JOB_MESSAGES.messageRequired), v.trim(), v.maxLength(JOB_MESSAGE_MAX, JOB_MESSAGES.messageTooLong)), '');

/** Text or at least one attachment (spec part 3 §5, shared attachment rules). */
export const textOrAttachment = <T extends { message: string; attachments: unknown[] }>() =>
  v.check<T, string>((body) => body.message.length > 0 || body.attachments.length > 0, JOB_REQUEST_MESSAGES.textOrAttachment);
export const delayOrder = <T extends { delayMin: number; delayMax: number }>() =>
  v.check<T, string>((body) => body.delayMax >= body.delayMin, JOB_REQUEST_MESSAGES.delayOrder);

/**
 * POST /jobs/message/to-friends. One job for one account. `recipients` are friend user ids; empty means
 * all friends (or, with metadata.phoneNumbers, the people those numbers belong to).
 * Delays 0-300 s (the generic create sends 0 for delays under a second), max up to 600 s.
 */
export const MessageToFriendsSchema = v.pipe(
  v.object({
    accountId: accountIdField,
    message: optionalText,
    attachments: AttachmentsSchema,
    ...delayFields({ from: 0, to: 300 }, { to: 600 }, { min: 5, max: 10 }),
    ...batchFields,
    recipients: v.optional(v.array(v.pipe(v.string(JOB_REQUEST_MESSAGES.recipientsInvalid), v.nonEmpty(JOB_REQUEST_MESSAGES.recipientsInvalid))), []),
    onlyActive: v.optional(v.boolean(), false),
    excludeSelf: v.optional(v.boolean(), true),
    ...jobOptionFields,
  }),
  textOrAttachment(),
  delayOrder(),
);
export type MessageToFriendsRequest = v.InferInput<typeof MessageToFriendsSchema>;

/** POST /jobs/message/to-group-members: the members of one group, one by one. */
export const MessageToGroupMembersSchema = v.pipe(
  v.object({
    accountId: accountIdField,
    groupId: v.pipe(v.string(JOB_MESSAGES.groupRequired), v.trim(), v.nonEmpty(JOB_MESSAGES.groupRequired)),
    message: optionalText,
    attachments: AttachmentsSchema,
    ...delayFields({ from: 0, to: 60 }, { to: 120 }, { min: 3, max: 7 }),
    ...batchFields,
    excludeSelf: v.optional(v.boolean(), true),
    ...jobOptionFields,
  }),
  textOrAttachment(),
  delayOrder(),
);
export type MessageToGroupMembersRequest = v.InferInput<typeof MessageToGroupMembersSchema>;

/** POST /jobs/message/to-thread: one conversation (thread type User unless 'group'). */
export const MessageToThreadSchema = v.pipe(
  v.object({
    accountId: accountIdField,
    threadId: v.pipe(v.string(JOB_MESSAGES.threadRequired), v.trim(), v.nonEmpty(JOB_MESSAGES.threadRequired)),
    threadType: v.optional(v.picklist(['user', 'group']), 'user'),
    message: optionalText,
    attachments: AttachmentsSchema,
    ...delayFields({ from: 0, to: 300 }, { to: 600 }, { min: 0, max: 2 }),
    ...jobOptionFields,
  }),
  textOrAttachment(),
  delayOrder(),
);
export type MessageToThreadRequest = v.InferInput<typeof MessageToThreadSchema>;
