import * as v from 'valibot';
import { VARIANT_LETTERS } from './job';

/**
 * Reports: what the outreach achieved over a range of Vietnamese days. GET /reports/summary, /daily,
 * /by-account, /by-job, /heatmap and /export (.xlsx), each with `?from=YYYY-MM-DD&to=YYYY-MM-DD[&accountId=]`
 * (Asia/Ho_Chi_Minh days, both included). Replies and acceptances count on the day of the send they answer, so a
 * late reply raises an earlier day's figure; the heatmap counts replies by the hour they came.
 */

/** The longest range a report covers. */
export const REPORT_MAX_DAYS = 366;

/** The quick ranges of the page: today, the last 7 days, the last 30 days (today included). */
export const REPORT_PRESETS = { today: 1, week: 7, month: 30 } as const;

export const REPORT_MESSAGES = {
  dateInvalid: 'Ngày không hợp lệ (định dạng năm-tháng-ngày, ví dụ 2026-11-27)',
  rangeInvalid: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
  rangeTooLong: `Khoảng thời gian tối đa là ${REPORT_MAX_DAYS} ngày`,
  accountInvalid: 'Tài khoản không hợp lệ',
  accountNotFound: 'Không tìm thấy tài khoản',
  exportFormatInvalid: 'Báo cáo chỉ xuất được dạng xlsx',
} as const;

const day = v.pipe(v.string(REPORT_MESSAGES.dateInvalid), v.regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.dateInvalid));

/** The query of every report: from and to (required), an optional account. */
export const ReportQuerySchema = v.object({
  from: day,
  to: day,
  accountId: v.optional(v.pipe(v.string(REPORT_MESSAGES.accountInvalid), v.uuid(REPORT_MESSAGES.accountInvalid))),
});
export type ReportQuery = v.InferOutput<typeof ReportQuerySchema>;

/*
 * The answers' shapes are schemas (not only types) so the server's tests check its answers against them and the
 * OpenAPI document describes each report from them.
 */
const count = v.number();
/** A share between 0 and 1 (replied ÷ sent), 0 when nothing was sent. */
const rate = v.number();

/**
 * The range's totals. replyRate = replied ÷ messages (messages sent to people), 0 when none. optOuts belong to the
 * customer, not to an account (the do-not-contact list keeps no account): an account filter leaves them as they are.
 */
export const ReportSummarySchema = v.object({
  /** Everything sent: messages, friend requests, invitations. */
  sent: count,
  failed: count,
  skipped: count,
  /** Of `sent`, the messages to people: what a reply can answer. */
  messages: count,
  replied: count,
  replyRate: rate,
  friendRequests: count,
  accepted: count,
  /** Contacts who asked not to be messaged (do-not-contact entries from an opt-out) in the range. */
  optOuts: count,
});
export type ReportSummary = v.InferOutput<typeof ReportSummarySchema>;

/** One Vietnamese day of the range (every day of it, oldest first, zeros included). */
export const ReportDaySchema = v.object({
  date: v.string(),
  sent: count,
  messages: count,
  replied: count,
  failed: count,
});
export type ReportDay = v.InferOutput<typeof ReportDaySchema>;

/** An account with activity in the range (the NO_ACCOUNT_ID key for what was counted under no account). */
export const ReportAccountRowSchema = v.object({
  accountId: v.string(),
  /** The account's name; null once it was deleted. */
  accountName: v.nullable(v.string()),
  sent: count,
  messages: count,
  replied: count,
  replyRate: rate,
  failed: count,
  friendRequests: count,
  accepted: count,
});
export type ReportAccountRow = v.InferOutput<typeof ReportAccountRowSchema>;

export const ReportJobVariantSchema = v.object({
  variant: v.picklist(VARIANT_LETTERS),
  sent: count,
  replied: count,
  replyRate: rate,
  /** The best reply rate once every variant of the job has VARIANT_MIN_SAMPLE sends (a tie: none). */
  leader: v.boolean(),
});
export type ReportJobVariant = v.InferOutput<typeof ReportJobVariantSchema>;

/** By-job lists at most this many jobs (the newest created in the range). */
export const REPORT_MAX_JOBS = 200;

/** A job created in the range, with what it achieved so far. */
export const ReportJobRowSchema = v.object({
  jobId: v.string(),
  /** The job's name on its card (jobTitleOf). */
  title: v.string(),
  accountName: v.nullable(v.string()),
  createdAt: v.string(),
  /** The job's successCount (for a message job its sent messages); replyRate = replied ÷ sent. */
  sent: count,
  replied: count,
  replyRate: rate,
  accepted: count,
  variants: v.array(ReportJobVariantSchema),
});
export type ReportJobRow = v.InferOutput<typeof ReportJobRowSchema>;

/** Replies by weekday (0 = Sunday … 6 = Saturday, as dayjs) and hour (0-23), Asia/Ho_Chi_Minh; only non-zero cells. */
export const ReportHeatmapSchema = v.object({
  cells: v.array(v.object({ weekday: count, hour: count, replies: count })),
});
export type ReportHeatmap = v.InferOutput<typeof ReportHeatmapSchema>;

/**
 * GET /reports/summary → data.summary; /daily → data.days; /by-account → data.accounts (most sent first);
 * /by-job → data.jobs (newest first, at most REPORT_MAX_JOBS); /heatmap → data.heatmap (replies by the day and hour
 * they came, within the range).
 */
export const ReportSummaryDataSchema = v.object({ summary: ReportSummarySchema });
export const ReportDailyDataSchema = v.object({ days: v.array(ReportDaySchema) });
export const ReportByAccountDataSchema = v.object({ accounts: v.array(ReportAccountRowSchema) });
export const ReportByJobDataSchema = v.object({ jobs: v.array(ReportJobRowSchema) });
export const ReportHeatmapDataSchema = v.object({ heatmap: ReportHeatmapSchema });

/** GET /reports/export: the report's query, and `format` (xlsx, the only one: a workbook of five sheets). */
export const ReportExportQuerySchema = v.object({
  ...ReportQuerySchema.entries,
  format: v.optional(v.picklist(['xlsx'], REPORT_MESSAGES.exportFormatInvalid), 'xlsx'),
});
