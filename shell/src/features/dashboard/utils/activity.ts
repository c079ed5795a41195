import { APP_TIMEZONE, type JobDailyActivity } from 'shared-sdk';

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
}

const DAY_MS = 86_400_000;
// en-CA writes dates as YYYY-MM-DD.
const appDate = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's YYYY-MM-DD in Asia/Ho_Chi_Minh. */
export function appToday(now: number = Date.now()): string {
  return appDate.format(now);
}

/** The YYYY-MM-DD `offset` days after `date` (calendar days, no time zone involved). */
export function shiftDate(date: string, offset: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD → dd/MM. */
export function dayMonth(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}

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
    return { date, label: dayMonth(date), sent: day?.sent ?? 0, failed: day?.failed ?? 0, skipped: day?.skipped ?? 0 };
  });
}

export function activityTotals(days: ActivityDay[]): { sent: number; failed: number; skipped: number } {
  return days.reduce(
    (totals, day) => ({ sent: totals.sent + day.sent, failed: totals.failed + day.failed, skipped: totals.skipped + day.skipped }),
    { sent: 0, failed: 0, skipped: 0 },
  );
}
