const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** The calendar date ('YYYY-MM-DD') of `at` in Asia/Ho_Chi_Minh (UTC+7, no daylight saving): the caps' day. */
export function vietnamDay(at: number): string {
  return new Date(at + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The next Vietnamese midnight after `at`, when the daily caps start again. */
export function nextVietnamMidnight(at: number): number {
  return (Math.floor((at + VIETNAM_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - VIETNAM_OFFSET_MS;
}

/** The Vietnamese midnight that started the day of `at`. */
export function vietnamDayStartOf(at: number): number {
  return nextVietnamMidnight(at) - DAY_MS;
}
