import * as v from 'valibot';
import { validTemplate } from '../templates';

/**
 * Background jobs: the contract of /api/v1/jobs (and the dashboard's).
 * The request bodies of the job-creation endpoints are in `job-requests.ts`; a job's states and how it is sent:
 * docs/job-lifecycle.md.
 */

export const JOB_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The label of each job status, as the screens show it. */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  PENDING: 'Chờ xử lý',
  PROCESSING: 'Đang xử lý',
  COMPLETED: 'Hoàn thành',
  FAILED: 'Thất bại',
  CANCELLED: 'Đã hủy',
};

/** antd Tag colours of the statuses, the same on the jobs page and the dashboard. */
export const JOB_STATUS_COLORS: Record<JobStatus, string> = {
  PENDING: 'gold',
  PROCESSING: 'processing',
  COMPLETED: 'success',
  FAILED: 'error',
  CANCELLED: 'default',
};

/** Statuses in which a job is still going: the jobs page reloads every second while any job has one. */
export const ACTIVE_JOB_STATUSES: readonly JobStatus[] = ['PENDING', 'PROCESSING'];

/**
 * TO_FRIENDS, TO_GROUP_MEMBERS and TO_THREAD are offered in the create form and the filter; FRIEND_REQUEST
 * and GROUP_INVITE are created elsewhere (groups, pending friends, shared lists) and only displayed.
 */
export const JOB_TYPES = ['TO_FRIENDS', 'TO_GROUP_MEMBERS', 'TO_THREAD', 'FRIEND_REQUEST', 'GROUP_INVITE'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const CREATABLE_JOB_TYPES = ['TO_FRIENDS', 'TO_GROUP_MEMBERS', 'TO_THREAD'] as const;
export type CreatableJobType = (typeof CREATABLE_JOB_TYPES)[number];

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  TO_FRIENDS: 'Nhắn tin bạn bè',
  TO_GROUP_MEMBERS: 'Nhắn tin thành viên nhóm',
  TO_THREAD: 'Nhắn tin cuộc trò chuyện',
  FRIEND_REQUEST: 'Gửi lời mời kết bạn',
  GROUP_INVITE: 'Mời vào nhóm',
};

/** Sources of a job that sends to groups themselves (their TO_THREAD is a group's conversation, not a person's). */
const GROUP_SEND_SOURCES = ['bulk-groups', 'bulk-groups-by-tags', 'to-group'];

/**
 * The job's name on its card: its type's label, except a send into groups' own conversations (the Pro group send,
 * by tags, one group), which is 'Gửi tin vào nhóm' rather than 'Nhắn tin cuộc trò chuyện'.
 */
export function jobTitleOf(job: Pick<Job, 'type' | 'metadata'>): string {
  if (job.type === 'TO_THREAD' && GROUP_SEND_SOURCES.includes(String(job.metadata.source))) return 'Gửi tin vào nhóm';
  return JOB_TYPE_LABELS[job.type];
}

/**
 * The slowest pace the product's own forms start from, in seconds between two messages: friends 5 s (the friends
 * page's bulk message, 5-10 s), strangers 15 s (group members, phone numbers: the phone-list schedules, 15-45 s, and
 * the group-tag send, 15-45 s). A faster pace is what gets a Zalo account locked.
 */
export const SAFE_MESSAGE_DELAY_SECONDS = { friends: 5, strangers: 15 } as const;

/** What happened to one recipient. SKIPPED: nothing left to do (already friends or members, or the job was cancelled). */
export const RECIPIENT_STATUSES = ['PENDING', 'SENT', 'FAILED', 'SKIPPED'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  PENDING: 'Chờ gửi',
  SENT: 'Đã gửi',
  FAILED: 'Thất bại',
  SKIPPED: 'Bỏ qua',
};

/** A user (friend, member, invitee), a thread (group or user conversation) or a phone number looked up when its turn comes. */
export type RecipientTargetType = 'user' | 'group' | 'phone';

export interface JobPayload {
  /** The text (a job with variants: variant A's). */
  message: string;
  /** A job with variants: every text, A…E; each recipient is sent the one of its `variant`. */
  messages?: string[];
  /** Seconds; each message waits a random time in [delayMin, delayMax]. */
  delayMin: number;
  delayMax: number;
  groupId?: string;
  groupName?: string;
  groupIds?: string[];
  /** After every batchSize messages the job pauses batchDelayMinutes. Absent: no batches. */
  batchSize?: number;
  batchDelayMinutes?: number;
  /** Names and sizes of the attached files (their contents stay on the server). */
  attachments?: { filename: string; mimeType: string; totalSize: number }[];
}

export interface JobMetadata {
  delayBetweenMessages?: number;
  useRandomDelay?: boolean;
  phoneNumbers?: string[];
  friendRequestMessage?: string;
  targetGroupId?: string;
  targetThreadId?: string;
  /** Where the job came from, e.g. 'jobs-page', 'bulk-groups', 'auto-friend-request', 'shared-list'. */
  source?: string;
  executionId?: string;
  listId?: string;
  /** What the job is sent to, by name, as the server found it at creation (the list, tags, groups, the one person); at most 5. */
  sourceNames?: string[];
  [key: string]: unknown;
}

export interface Job {
  id: string;
  accountId: string;
  /** The account's display name, for the cards (null once the account is deleted). */
  accountName: string | null;
  type: JobType;
  status: JobStatus;
  priority: number;
  maxRetries: number;
  scheduledAt: string | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  updatedAt: string;
  totalRecipients: number;
  /** Sent, plus skipped ones whose goal already held (already friends, already a member). */
  successCount: number;
  failedCount: number;
  skippedCount: number;
  errorMessage: string | null;
  /** While the account cools down after a rate limit, or waits for the next day's cap: when it resumes. */
  pausedUntil: string | null;
  /** Why it waits until pausedUntil, when not a rate limit or a daily cap ('Ngoài khung giờ gửi', 'Tạm dừng gửi: …'). */
  pauseReason?: string | null;
  /**
   * PENDING beyond the plan's concurrent limit: it waits for a running job of the user to end, then starts by itself
   * (oldest first). Optional: older answers lack it.
   */
  waitingForSlot?: boolean;
  /**
   * Recipients who wrote to the sending account within REPLY_WINDOW_DAYS of their message (counted once, at the
   * first reply), and that share of the sent ones (0 when none was sent). Optional: older answers lack them.
   */
  repliedCount?: number;
  replyRate?: number;
  /** Friend requests of the job seen accepted (from the friend list or the platform's accept event). */
  acceptedCount?: number;
  /** The job's messages when it has several (A/B), in order A…E, each with its own counts; empty or absent for one. */
  variants?: JobVariantStats[];
  payload: JobPayload;
  metadata: JobMetadata;
  /** The member who created it (null: made by the system or by someone since removed). Optional: older answers lack it. */
  createdBy?: { id: string; email: string } | null;
}

/** Labels of the variants, by position: "Phiên bản A" … "Phiên bản E". */
export const VARIANT_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type VariantLetter = (typeof VARIANT_LETTERS)[number];
/** A job holds at most this many messages (A…E). */
export const MAX_MESSAGE_VARIANTS = VARIANT_LETTERS.length;
/** A variant leads only when every variant of the job has at least this many sends: never a winner on less. */
export const VARIANT_MIN_SAMPLE = 30;

export interface JobVariantStats {
  /** 'A' … 'E'. */
  variant: VariantLetter;
  message: string;
  /** Recipients given this message. */
  recipients: number;
  sent: number;
  replied: number;
  /** replied ÷ sent, 0 when none was sent. */
  replyRate: number;
  /** The best reply rate once every variant has VARIANT_MIN_SAMPLE sends; false for all before. */
  leader: boolean;
}

export interface JobRecipient {
  /** Position in the job, from 1. */
  seq: number;
  targetId: string;
  targetType: RecipientTargetType;
  displayName: string | null;
  status: RecipientStatus;
  attempts: number;
  /** The platform's code (e.g. 221, 123) when it gave one. */
  errorCode: number | null;
  errorMessage: string | null;
  processedAt: string | null;
  /** The text as rendered for this recipient (variables and choices filled in): what was sent or tried; absent before. */
  sentText?: string;
  /** Which of the job's messages the recipient got, when it has several. */
  variant?: VariantLetter | null;
  /** When the recipient first replied within the window ("Đã trả lời"); null if not (yet). */
  repliedAt?: string | null;
  /** When the friend request was seen accepted; null if not (yet). */
  acceptedAt?: string | null;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface JobList {
  jobs: Job[];
  pagination: Pagination;
}

export interface JobRecipientList {
  recipients: JobRecipient[];
  pagination: Pagination;
}

export interface JobStats {
  totalJobs: number;
  byStatus: Record<JobStatus, number>;
}

/**
 * Messages sent and failed per day (Asia/Ho_Chi_Minh), oldest first, one entry per day even when 0; `skipped`
 * (recipients the engine left out: no Zalo, do-not-contact, already friends) only on days that had some.
 */
export interface JobDailyActivity {
  /**
   * `messages`: of `sent`, the messages to people (the reply rate's base); `replied`: replies to that day's messages
   * (counted on the day of the send, as they come).
   */
  days: { date: string; sent: number; failed: number; skipped?: number; messages?: number; replied?: number }[];
}

/** GET /jobs/{id}/friend-request-limits: the daily friend-request cap of the job's account. */
export interface FriendRequestLimits {
  accountId: string;
  dailyLimit: number;
  sentToday: number;
  remainingToday: number;
  /** Set while the account cools down after a rate limit. */
  cooldownUntil: string | null;
}

/** A job-creation answer: the created jobs (one per account for multi-account calls). */
export interface CreatedJobs {
  jobs: Job[];
}

type Counted = Pick<Job, 'status' | 'successCount' | 'failedCount' | 'skippedCount' | 'totalRecipients'>;

/**
 * Recipients the job is done with: sent, failed or skipped (the spec's (successCount + failedCount)
 * predates skipping, so a job whose recipients were skipped by the do-not-contact list, a stop rule or a cancel
 * never reached 100 %). At most totalRecipients: a recipient whose goal already held counts as a success and a skip.
 */
export function jobProcessed(job: Counted): number {
  return Math.min(job.totalRecipients, job.successCount + job.failedCount + (job.skippedCount ?? 0));
}

/**
 * Processed / totalRecipients, 0-100 (skipped recipients counted as processed). A job still PENDING
 * or PROCESSING shows at most 99 % (it is not done until the engine says so, and can still be cancelled).
 */
export function jobProgress(job: Counted): number {
  if (job.totalRecipients <= 0) return ACTIVE_JOB_STATUSES.includes(job.status) ? 0 : 100;
  const percent = Math.round((jobProcessed(job) / job.totalRecipients) * 100);
  return ACTIVE_JOB_STATUSES.includes(job.status) ? Math.min(99, percent) : percent;
}

/** Only PENDING or PROCESSING jobs under 100% can be cancelled. */
export function canCancelJob(job: Counted): boolean {
  return ACTIVE_JOB_STATUSES.includes(job.status) && jobProgress(job) < 100;
}

// ── Queries ──────────────────────────────────────────────────────────────────────────────────────────────

export const JOB_MESSAGES = {
  accountRequired: 'Chọn tài khoản',
  invalidType: 'Loại công việc không hợp lệ',
  unsupportedType: 'Unsupported job type',
  messageRequired: 'Nội dung tin nhắn không được để trống',
  messageTooLong: 'Tin nhắn tối đa 2000 ký tự',
  priorityRange: 'Độ ưu tiên từ 1 đến 10',
  maxRetriesRange: 'Số lần thử lại từ 0 đến 5',
  delayMinimum: 'Độ trễ tối thiểu là 100ms',
  groupRequired: 'Vui lòng chọn một nhóm cụ thể',
  threadRequired: 'Vui lòng nhập mã cuộc trò chuyện',
  scheduledInPast: 'Thời gian hẹn không được ở trong quá khứ',
  invalidScheduledAt: 'Thời gian hẹn không hợp lệ',
  invalidPhone: 'Số điện thoại không hợp lệ',
  invalidStatus: 'Trạng thái không hợp lệ',
  invalidPage: 'Trang không hợp lệ',
  invalidLimit: 'Số dòng mỗi trang không hợp lệ',
  notFound: 'Không tìm thấy công việc',
  cannotCancel: 'Chỉ có thể hủy công việc đang chờ hoặc đang xử lý',
  createFailed: 'Network error creating job',
  /** The reason of the recipients a cancel left unsent (the recipient log and its export). */
  skippedByCancel: 'Không gửi vì công việc đã bị hủy',
  /** A skipped recipient whose reason was not stored (older rows). */
  skippedNoReason: 'Bỏ qua, không có lý do được ghi lại',
  limitReached: 'Đã đạt giới hạn job',
  /** `?replied=` of the recipient log: true (replied) or false (not yet). */
  invalidRepliedFilter: 'Bộ lọc "Đã trả lời" không hợp lệ',
} as const;

export const JOB_PRIORITY_MIN = 1;
export const JOB_PRIORITY_MAX = 10;
export const JOB_PRIORITY_DEFAULT = 5;
export const JOB_MAX_RETRIES_MIN = 0;
export const JOB_MAX_RETRIES_MAX = 5;
export const JOB_MAX_RETRIES_DEFAULT = 3;
export const JOB_DELAY_MIN_MS = 100;
export const JOB_DELAY_DEFAULT_MS = 1000;
export const JOB_MESSAGE_MAX = 2000;
export const JOB_RECIPIENTS_PAGE_SIZE = 50;
export const JOB_ACTIVITY_DAYS = 14;

const queryInt = (message: string, min: number, max: number) =>
  v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

export const JobListQuerySchema = v.object({
  page: v.optional(queryInt(JOB_MESSAGES.invalidPage, 1, 1_000_000), 1),
  limit: v.optional(queryInt(JOB_MESSAGES.invalidLimit, 1, 100), 10),
  status: v.optional(v.picklist(JOB_STATUSES, JOB_MESSAGES.invalidStatus)),
  accountId: v.optional(v.pipe(v.string(JOB_MESSAGES.accountRequired), v.uuid(JOB_MESSAGES.accountRequired))),
  type: v.optional(v.picklist(JOB_TYPES, JOB_MESSAGES.invalidType)),
});
export type JobListQuery = v.InferOutput<typeof JobListQuerySchema>;

export const JobRecipientsQuerySchema = v.object({
  page: v.optional(queryInt(JOB_MESSAGES.invalidPage, 1, 1_000_000), 1),
  limit: v.optional(queryInt(JOB_MESSAGES.invalidLimit, 1, 200), JOB_RECIPIENTS_PAGE_SIZE),
  status: v.optional(v.picklist(RECIPIENT_STATUSES, JOB_MESSAGES.invalidStatus)),
  /** Only the recipients who replied ('true') or not yet ('false'). */
  replied: v.optional(v.picklist(['true', 'false'], JOB_MESSAGES.invalidRepliedFilter)),
});

export const JobStatsQuerySchema = v.object({
  accountId: v.optional(v.pipe(v.string(JOB_MESSAGES.accountRequired), v.uuid(JOB_MESSAGES.accountRequired))),
});

// ── The create-job form of the jobs page ───────────────────────────────────────────────

/** Phone numbers one per line; blank lines dropped. An empty list means all friends. */
export function parsePhoneLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** What the create-job modal collects; `jobsApi.create` maps it to the endpoint of its type. */
export const CreateJobFormSchema = v.pipe(
  v.object({
    accountId: v.pipe(v.string(JOB_MESSAGES.accountRequired), v.nonEmpty(JOB_MESSAGES.accountRequired)),
    type: v.picklist(CREATABLE_JOB_TYPES, JOB_MESSAGES.invalidType),
    message: v.pipe(
      v.string(JOB_MESSAGES.messageRequired),
      v.trim(),
      v.nonEmpty(JOB_MESSAGES.messageRequired),
      v.maxLength(JOB_MESSAGE_MAX, JOB_MESSAGES.messageTooLong),
      validTemplate(),
    ),
    priority: v.optional(
      v.pipe(
        v.number(JOB_MESSAGES.priorityRange),
        v.integer(JOB_MESSAGES.priorityRange),
        v.minValue(JOB_PRIORITY_MIN, JOB_MESSAGES.priorityRange),
        v.maxValue(JOB_PRIORITY_MAX, JOB_MESSAGES.priorityRange),
      ),
      JOB_PRIORITY_DEFAULT,
    ),
    maxRetries: v.optional(
      v.pipe(
        v.number(JOB_MESSAGES.maxRetriesRange),
        v.integer(JOB_MESSAGES.maxRetriesRange),
        v.minValue(JOB_MAX_RETRIES_MIN, JOB_MESSAGES.maxRetriesRange),
        v.maxValue(JOB_MAX_RETRIES_MAX, JOB_MESSAGES.maxRetriesRange),
      ),
      JOB_MAX_RETRIES_DEFAULT,
    ),
    /** ISO instant; absent or null runs now. */
    scheduledAt: v.optional(v.nullable(v.pipe(v.string(JOB_MESSAGES.invalidScheduledAt), v.isoTimestamp(JOB_MESSAGES.invalidScheduledAt)))),
    /**
     * Variants A…E with two or more texts, passed on to the message call, whose schema
     * (`messageVariantFields`) checks each text; `message` is then variant A's text.
     */
    messages: v.optional(v.array(v.string(JOB_MESSAGES.messageRequired))),
    /** "Bỏ qua người đang trò chuyện", passed on to the message call. */
    skipActiveConversations: v.optional(v.boolean()),
    metadata: v.optional(
      v.object({
        delayBetweenMessages: v.optional(
          v.pipe(v.number(JOB_MESSAGES.delayMinimum), v.integer(JOB_MESSAGES.delayMinimum), v.minValue(JOB_DELAY_MIN_MS, JOB_MESSAGES.delayMinimum)),
          JOB_DELAY_DEFAULT_MS,
        ),
        useRandomDelay: v.optional(v.boolean(), true),
        phoneNumbers: v.optional(v.array(v.string(JOB_MESSAGES.invalidPhone)), []),
        targetGroupId: v.optional(v.string()),
        targetThreadId: v.optional(v.string()),
      }),
      {},
    ),
  }),
  v.forward(
    v.check((form) => form.type !== 'TO_GROUP_MEMBERS' || Boolean(form.metadata.targetGroupId?.trim()), JOB_MESSAGES.groupRequired),
    ['metadata', 'targetGroupId'],
  ),
  v.forward(
    v.check((form) => form.type !== 'TO_THREAD' || Boolean(form.metadata.targetThreadId?.trim()), JOB_MESSAGES.threadRequired),
    ['metadata', 'targetThreadId'],
  ),
  v.forward(
    v.check((form) => !form.scheduledAt || Date.parse(form.scheduledAt) >= Date.now() - 60_000, JOB_MESSAGES.scheduledInPast),
    ['scheduledAt'],
  ),
);
export type CreateJobForm = v.InferInput<typeof CreateJobFormSchema>;
export type CreateJobFormOutput = v.InferOutput<typeof CreateJobFormSchema>;

/** `delayMin` is the whole seconds of delayBetweenMessages, delayMax is delayMin + 2. */
export function delaysFromInterval(delayBetweenMessagesMs: number): { delayMin: number; delayMax: number } {
  const delayMin = Math.floor(delayBetweenMessagesMs / 1000);
  return { delayMin, delayMax: delayMin + 2 };
}
