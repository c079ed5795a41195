import * as v from 'valibot';
import { validTemplate } from '../templates';
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
 * The fields the job-creation requests share (./job-requests builds its schemas from them): the text, the files,
 * the delays and batches, the job options, and the one builder of a message job's body.
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
  tooManyVariants: 'Tối đa 5 phiên bản tin nhắn (A đến E)',
  variantEmpty: (letter: string) => `Phiên bản ${letter} chưa có nội dung`,
  invalidSwitch: 'Giá trị bật/tắt không hợp lệ',
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

/** A file sent with a message: its contents as a base64 data URL. */
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
  // totalSize is what the client says; the data itself must fit too (base64 holds 3 bytes in 4 characters).
  v.check(
    (file) => (file.data.length - file.data.indexOf(',') - 1) * 0.75 <= ATTACHMENT_MAX_BYTES + 3,
    (issue) => JOB_REQUEST_MESSAGES.fileTooLarge(String((issue.input as { filename?: string }).filename)),
  ),
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

export const intInRange = (min: number, max: number, message: string) =>
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
export const groupIdField = v.pipe(v.string(JOB_MESSAGES.groupRequired), v.trim(), v.nonEmpty(JOB_MESSAGES.groupRequired));
export const optionalText = v.optional(v.pipe(v.string(JOB_MESSAGES.messageRequired), v.trim(), v.maxLength(JOB_MESSAGE_MAX, JOB_MESSAGES.messageTooLong), validTemplate()), '');

/**
 * A message job's alternatives (A/B): `messages` beside the spec's `message`. With two to five texts they
 * are the variants A…E (recipients split evenly at random; `message` is then ignored); absent, empty or one text:
 * `message` alone (one text is taken as `message` when `message` is empty). Each is a template like `message`.
 * `skipActiveConversations`: "Bỏ qua người đang trò chuyện", skip whoever replied or wrote within the last 24 h.
 */
export const messageVariantFields = {
  messages: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(JOB_MESSAGES.messageRequired), v.trim(), v.maxLength(JOB_MESSAGE_MAX, JOB_MESSAGES.messageTooLong), validTemplate())),
      v.maxLength(5, JOB_REQUEST_MESSAGES.tooManyVariants),
      v.check(
        (texts) => texts.length < 2 || texts.every((text) => text.length > 0),
        (issue) => JOB_REQUEST_MESSAGES.variantEmpty('ABCDE'[(issue.input as string[]).findIndex((text) => text.length === 0)] ?? 'A'),
      ),
    ),
    [],
  ),
  skipActiveConversations: v.optional(v.boolean(JOB_REQUEST_MESSAGES.invalidSwitch), false),
};

/**
 * A recurring message schedule's texts and its "Dừng khi khách trả lời" switch (phone lists, Kho chung): `messages`
 * as a message job takes them (each run's job splits its recipients over them), and `stopOnReply`, on unless switched
 * off: a person who replied to the account within REPLY_WINDOW_DAYS is skipped by the runs.
 */
export const scheduleVariantFields = {
  messages: messageVariantFields.messages,
  stopOnReply: v.optional(v.boolean(JOB_REQUEST_MESSAGES.invalidSwitch), true),
};
export const stopOnReplyField = scheduleVariantFields.stopOnReply;

/** The texts a message job sends: its variants when it has two or more, else its one message. */
export function messageTexts(body: { message: string; messages?: string[] }): string[] {
  const messages = body.messages ?? [];
  if (messages.length >= 2) return messages;
  return [body.message || messages[0] || ''];
}

/**
 * The request fields of a form's variants: A's text as `message`, and `messages` (every text) only when there are
 * two or more; one variant sends `message` alone, as before variants.
 */
export function variantRequestFields(texts: readonly string[]): { message: string; messages?: string[] } {
  const message = texts[0] ?? '';
  return texts.length >= 2 ? { message, messages: [...texts] } : { message };
}

/**
 * A parsed request body as a form sends it: the schema fills in `messages: []` and `skipActiveConversations: false`,
 * which are left out, so one message goes as `message` alone, as before variants.
 */
export function withoutUnusedVariants<T extends { messages?: string[]; skipActiveConversations?: boolean }>(body: T): T {
  const { messages, skipActiveConversations, ...rest } = body;
  return { ...rest, ...(messages && messages.length >= 2 && { messages }), ...(skipActiveConversations && { skipActiveConversations }) } as T;
}

/** What is wrong with a form's variants before sending (the request schema says the same): too many, or an empty one. */
export function variantsError(texts: readonly string[]): string | null {
  if (texts.length > 5) return JOB_REQUEST_MESSAGES.tooManyVariants;
  const empty = texts.length >= 2 ? texts.findIndex((text) => text.trim().length === 0) : -1;
  return empty >= 0 ? JOB_REQUEST_MESSAGES.variantEmpty('ABCDE'[empty]) : null;
}

/** Text or at least one attachment (shared attachment rules). */
export const textOrAttachment = <T extends { message: string; messages?: string[]; attachments: unknown[] }>() =>
  v.check<T, string>((body) => messageTexts(body).some((text) => text.length > 0) || body.attachments.length > 0, JOB_REQUEST_MESSAGES.textOrAttachment);
export const delayOrder = <T extends { delayMin: number; delayMax: number }>() =>
  v.check<T, string>((body) => body.delayMax >= body.delayMin, JOB_REQUEST_MESSAGES.delayOrder);

/**
 * A message job's request body: the call's `target` fields (the account, whom it goes to), the text and the files,
 * the `delays`, then the call's `more` fields; text or a file is required, and the longest delay is not below the
 * shortest.
 */
export function messageRequest<TTarget extends v.ObjectEntries, TMore extends v.ObjectEntries>(
  target: TTarget,
  delays: ReturnType<typeof delayFields>,
  more: TMore,
) {
  const body = v.object({ ...target, message: optionalText, ...messageVariantFields, attachments: AttachmentsSchema, ...delays, ...more });
  // The checks read the message, the files and the delays, which every such body has: TypeScript cannot tell while TTarget and TMore are open.
  type Body = v.InferOutput<typeof body>;
  return v.pipe(body, textOrAttachment() as unknown as v.CheckAction<Body, string>, delayOrder() as unknown as v.CheckAction<Body, string>);
}
