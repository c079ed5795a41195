import { APP_TIMEZONE } from '../constants';

/** Vietnamese calendar days as YYYY-MM-DD (what the reports and the daily activity are counted by). */

const DAY_MS = 86_400_000;
// en-CA writes dates as YYYY-MM-DD.
const appDate = new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's YYYY-MM-DD in Asia/Ho_Chi_Minh, whatever the browser's time zone. */
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
