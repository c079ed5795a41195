import * as v from 'valibot';
import type { VariantLetter } from './job';

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
  dateInvalid: 'Ngày không hợp lệ (định dạng YYYY-MM-DD)',
  rangeInvalid: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
  rangeTooLong: `Khoảng thời gian tối đa là ${REPORT_MAX_DAYS} ngày`,
  accountInvalid: 'Tài khoản không hợp lệ',
} as const;

const day = v.pipe(v.string(REPORT_MESSAGES.dateInvalid), v.regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.dateInvalid));

/** The query of every report: from and to (required), an optional account. */
export const ReportQuerySchema = v.object({
  from: day,
  to: day,
  accountId: v.optional(v.pipe(v.string(REPORT_MESSAGES.accountInvalid), v.uuid(REPORT_MESSAGES.accountInvalid))),
});
export type ReportQuery = v.InferOutput<typeof ReportQuerySchema>;

/** The range's totals. replyRate = replied ÷ messages (messages sent to people), 0 when none. */
export interface ReportSummary {
  /** Everything sent: messages, friend requests, invitations. */
  sent: number;
  failed: number;
  skipped: number;
  /** Of `sent`, the messages to people: what a reply can answer. */
  messages: number;
  replied: number;
  replyRate: number;
  friendRequests: number;
  accepted: number;
  /** Contacts who asked not to be messaged (do-not-contact entries from an opt-out) in the range. */
  optOuts: number;
}

export interface ReportDay {
  date: string;
  sent: number;
  messages: number;
  replied: number;
  failed: number;
}

export interface ReportAccountRow {
  accountId: string;
  /** The account's name; null once it was deleted. */
  accountName: string | null;
  sent: number;
  messages: number;
  replied: number;
  replyRate: number;
  failed: number;
  friendRequests: number;
  accepted: number;
}

export interface ReportJobVariant {
  variant: VariantLetter;
  sent: number;
  replied: number;
  replyRate: number;
  leader: boolean;
}

/** A job created in the range, with what it achieved so far. */
export interface ReportJobRow {
  jobId: string;
  /** The job's name on its card (jobTitleOf). */
  title: string;
  accountName: string | null;
  createdAt: string;
  sent: number;
  replied: number;
  replyRate: number;
  accepted: number;
  variants: ReportJobVariant[];
}

/** Replies by weekday (0 = Sunday … 6 = Saturday, as dayjs) and hour (0-23), Asia/Ho_Chi_Minh; only non-zero cells. */
export interface ReportHeatmap {
  cells: { weekday: number; hour: number; replies: number }[];
}

/** GET /reports/summary → data.summary; /daily → data.days; /by-account → data.accounts; /by-job → data.jobs; /heatmap → data.heatmap. */
