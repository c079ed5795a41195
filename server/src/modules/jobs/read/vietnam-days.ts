const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** The calendar date ('YYYY-MM-DD') of `now` in Asia/Ho_Chi_Minh (UTC+7, no daylight saving). */
export function vietnamDate(now: Date): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last `count` Vietnamese calendar dates ending with today's, oldest first. */
export function lastVietnamDates(count: number, now: Date): string[] {
  const today = Date.parse(`${vietnamDate(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}
