import { appToday, dayMonth, type JobDailyActivity, shiftDate } from 'shared-sdk';

/** One bar of the activity chart. */
export interface ActivityDay {
  /** YYYY-MM-DD in Asia/Ho_Chi_Minh. */
  date: string;
  /** dd/MM. */
  label: string;
  sent: number;
  failed: number;
  /** Recipients the engine left out (no Zalo, do-not-contact, already friends): neither sent nor failed. */
  skipped: number;
  /** Of `sent`, the messages to people: what a reply can answer. */
  messages: number;
  /** Replies to that day's messages (counted on the day of the send, as they come). */
  replied: number;
}

/** The days the dashboard's reply rate covers (today included). */
export const REPLY_RATE_DAYS = 7;

/**
 * The last `count` days ending today in UTC+7, one per day even when the server left one out. A server whose
 * clock is already on the next day wins, so its newest day is never cut off.
 */
export function activityWindow(activity: JobDailyActivity | undefined, count: number, now: number = Date.now()): ActivityDay[] {
  const days = activity?.days ?? [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  const newest = days.reduce((latest, day) => (day.date > latest ? day.date : latest), appToday(now));
  return Array.from({ length: count }, (_, index) => {
    const date = shiftDate(newest, index - (count - 1));
    const day = byDate.get(date);
    return {
      date,
      label: dayMonth(date),
      sent: day?.sent ?? 0,
      failed: day?.failed ?? 0,
      skipped: day?.skipped ?? 0,
      messages: day?.messages ?? 0,
      replied: day?.replied ?? 0,
    };
  });
}

export interface ActivityTotals {
  sent: number;
  failed: number;
  skipped: number;
  messages: number;
  replied: number;
}

export function activityTotals(days: ActivityDay[]): ActivityTotals {
  return days.reduce(
    (totals, day) => ({
      sent: totals.sent + day.sent,
      failed: totals.failed + day.failed,
      skipped: totals.skipped + day.skipped,
      messages: totals.messages + day.messages,
      replied: totals.replied + day.replied,
    }),
    { sent: 0, failed: 0, skipped: 0, messages: 0, replied: 0 },
  );
}

/**
 * The reply rate of the last `count` days of the window (oldest first, today last): Σ replied ÷ Σ messages, with
 * both sums; `rate` is null when no message was sent, so nothing pretends to be a 0 % rate.
 */
export function recentReplyRate(days: ActivityDay[], count: number = REPLY_RATE_DAYS): { replied: number; messages: number; rate: number | null } {
  const { replied, messages } = activityTotals(days.slice(-count));
  return { replied, messages, rate: messages > 0 ? replied / messages : null };
}
