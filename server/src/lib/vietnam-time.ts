/**
 * Days in Asia/Ho_Chi_Minh (UTC+7, no daylight saving): the day of the daily job limits, the accounts' daily
 * caps and the dashboard's activity chart.
 */
const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

const epochMs = (at: Date | number) => (typeof at === 'number' ? at : at.getTime());

/** The calendar date ('YYYY-MM-DD') of `at` in Vietnam. */
export function vietnamDate(at: Date | number): string {
  return new Date(epochMs(at) + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The next Vietnamese midnight after `at` (epoch ms), when the daily caps start again. */
export function nextVietnamMidnight(at: Date | number): number {
  return (Math.floor((epochMs(at) + VIETNAM_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - VIETNAM_OFFSET_MS;
}

/** Midnight of `now`'s day in Vietnam, as an instant. */
export function vietnamDayStart(now: Date | number = Date.now()): Date {
  return new Date(nextVietnamMidnight(now) - DAY_MS);
}

/** The last `count` Vietnamese calendar dates ending with today's, oldest first. */
export function lastVietnamDates(count: number, now: Date): string[] {
  const today = Date.parse(`${vietnamDate(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}
