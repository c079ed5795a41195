import * as v from 'valibot';

/**
 * The do-not-contact list ('Danh sách không liên hệ'): phone numbers and people (by their stable
 * platform id) that no job of the customer contacts. Jobs leave them out when created, and the engine skips them
 * before each send.
 */

export const DNC_KINDS = ['phone', 'user'] as const;
export type DoNotContactKind = (typeof DNC_KINDS)[number];

export const DNC_SOURCES = ['manual', 'job', 'import', 'opt-out'] as const;
export type DoNotContactSource = (typeof DNC_SOURCES)[number];
export const DNC_SOURCE_LABELS: Record<DoNotContactSource, string> = {
  manual: 'Thêm thủ công',
  job: 'Từ công việc',
  import: 'Nhập Excel',
  'opt-out': 'Tự hủy nhận',
};

export const DNC_PAGE_SIZE = 20;
export const DNC_FROM_JOB_MAX = 1000;
export const DNC_WORDS_MAX = 20;
export const DNC_WORD_MAX_LENGTH = 50;
/** Said by a contact to a running bot, the whole message (see the server's opt-out matching): they are added. */
export const DEFAULT_OPT_OUT_WORDS = ['hủy', 'không nhận', 'stop'] as const;

/** The recipient log's reason when the engine skips someone on the list. */
export const DNC_SKIP_REASON = 'Người nhận nằm trong danh sách không liên hệ';

export const DNC_MESSAGES = {
  notFound: 'Không tìm thấy mục trong danh sách không liên hệ',
  phoneInvalid: 'Số điện thoại không hợp lệ',
  entryRequired: 'Vui lòng nhập số điện thoại hoặc chọn một người bạn',
  friendNotFound: 'Không tìm thấy người bạn này',
  friendWithoutId: 'Người bạn này chưa có mã định danh Zalo (hãy đồng bộ lại danh sách bạn bè)',
  jobNotFound: 'Không tìm thấy công việc',
  recipientsRequired: 'Vui lòng chọn ít nhất một người nhận',
  tooManyRecipients: `Chọn tối đa ${DNC_FROM_JOB_MAX} người nhận mỗi lần`,
  noneResolvable: 'Không xác định được người nhận nào đã chọn (nhóm không được thêm vào danh sách)',
  contactUnidentified: 'Không xác định được người này trên Zalo: hãy bật bot của tài khoản rồi thử lại, hoặc thêm bằng số điện thoại',
  groupNotListable: 'Không thể thêm nhóm chat vào danh sách không liên hệ',
  noValidNumbers: 'File không có số điện thoại hợp lệ nào',
  wordsRequired: 'Vui lòng nhập ít nhất một từ hủy nhận',
  tooManyWords: `Tối đa ${DNC_WORDS_MAX} từ hủy nhận`,
  wordTooLong: `Mỗi từ hủy nhận tối đa ${DNC_WORD_MAX_LENGTH} ký tự`,
  sourceInvalid: 'Nguồn không hợp lệ',
  allListed: 'Tất cả người nhận đều nằm trong danh sách không liên hệ',
} as const;

/** What the creation toasts add when listed recipients were left out, with the reason. */
export const dncExcludedText = (count: number) => `đã loại ${count} người vì nằm trong danh sách không liên hệ`;

/**
 * How many recipients a creation left out because they are on the list, read from what the server answered: created
 * jobs (`{ jobs }` or a job list, each job's `metadata.doNotContactExcluded`) or a schedule (`doNotContactExcluded`).
 */
export function dncExcludedOf(answer: unknown): number {
  if (Array.isArray(answer)) return answer.reduce((sum: number, item) => sum + dncExcludedOf(item), 0);
  if (!answer || typeof answer !== 'object') return 0;
  const { jobs, metadata, doNotContactExcluded } = answer as { jobs?: unknown; metadata?: { doNotContactExcluded?: unknown }; doNotContactExcluded?: unknown };
  if (Array.isArray(jobs)) return dncExcludedOf(jobs);
  return Number(metadata?.doNotContactExcluded ?? doNotContactExcluded) || 0;
}

/**
 * A creation toast with ', đã loại N người vì nằm trong danh sách không liên hệ' when the answer left listed
 * recipients out ('… Đã loại N người vì …' as a sentence of its own after a text that ends one).
 */
export function withDncExcluded(text: string, answer: unknown): string {
  const count = dncExcludedOf(answer);
  if (count === 0) return text;
  const excluded = dncExcludedText(count);
  return /[.!?]$/.test(text) ? `${text} ${excluded.charAt(0).toUpperCase()}${excluded.slice(1)}.` : `${text}, ${excluded}`;
}

export interface DoNotContactEntry {
  id: string;
  kind: DoNotContactKind;
  /** The number (0xxxxxxxxx) of a phone entry, or the known phone of a person. */
  phone: string | null;
  /** The person's stable platform id (Zalo's globalId); null for a phone entry. */
  globalId: string | null;
  displayName: string | null;
  source: DoNotContactSource;
  /** ISO date-time. */
  createdAt: string;
}

export interface DoNotContactPage {
  items: DoNotContactEntry[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

export interface DoNotContactCounts {
  total: number;
  phones: number;
  people: number;
  bySource: Record<DoNotContactSource, number>;
}

export interface DoNotContactSettings {
  optOutWords: string[];
}

/** What an add answers: how many entries are new (an entry already listed is kept as it is). */
export interface DoNotContactAdded {
  added: number;
  alreadyListed: number;
}

export interface DoNotContactImportResult extends DoNotContactAdded {
  totalRows: number;
  invalidCount: number;
}

const pageNumber = (fallback: number, max: number) =>
  v.optional(v.pipe(v.unknown(), v.transform((value) => Math.min(max, Math.max(1, Number.parseInt(String(value), 10) || fallback)))), fallback);

/** GET /do-not-contact. */
export const DoNotContactListQuerySchema = v.object({
  page: pageNumber(1, Number.MAX_SAFE_INTEGER),
  limit: pageNumber(DNC_PAGE_SIZE, 100),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  source: v.optional(v.picklist(DNC_SOURCES, DNC_MESSAGES.sourceInvalid)),
});
export type DoNotContactListQuery = v.InferOutput<typeof DoNotContactListQuerySchema>;

/** POST /do-not-contact: a phone number, or a stored friend (its row id) who is kept by globalId. */
export const AddDoNotContactSchema = v.pipe(
  v.object({
    phone: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(30, DNC_MESSAGES.phoneInvalid))),
    friendId: v.optional(v.pipe(v.string(), v.uuid(DNC_MESSAGES.friendNotFound))),
  }),
  v.check((body) => Boolean(body.phone) !== Boolean(body.friendId), DNC_MESSAGES.entryRequired),
);
export type AddDoNotContactInput = v.InferInput<typeof AddDoNotContactSchema>;

/** POST /do-not-contact/from-job: chosen recipients of a job's log, by their position in the job. */
export const DoNotContactFromJobSchema = v.object({
  jobId: v.pipe(v.string(), v.uuid(DNC_MESSAGES.jobNotFound)),
  seqs: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), DNC_MESSAGES.recipientsRequired),
    v.minLength(1, DNC_MESSAGES.recipientsRequired),
    v.maxLength(DNC_FROM_JOB_MAX, DNC_MESSAGES.tooManyRecipients),
  ),
});
export type DoNotContactFromJobInput = v.InferInput<typeof DoNotContactFromJobSchema>;

/** PUT /do-not-contact/settings. Words are kept trimmed and lower-case, each once. */
export const DoNotContactSettingsSchema = v.object({
  optOutWords: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(DNC_WORD_MAX_LENGTH, DNC_MESSAGES.wordTooLong)), DNC_MESSAGES.wordsRequired),
    v.transform((words) => [...new Set(words.filter(Boolean))]),
    v.minLength(1, DNC_MESSAGES.wordsRequired),
    v.maxLength(DNC_WORDS_MAX, DNC_MESSAGES.tooManyWords),
  ),
});
