/** Vietnam keeps UTC+7 all year (no daylight saving time). */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * When a job due at `at` can start sending under the account's window (start and end 'HH:MM' in Vietnam, crossing
 * midnight when end < start): null inside the window or without one, else the instant the window next opens.
 */
export function sendingStartOf(window: { enabled: boolean; start: string; end: string }, at: number): number | null {
  if (!window.enabled) return null;
  const start = minuteOf(window.start);
  const end = minuteOf(window.end);
  const wall = at + VIETNAM_OFFSET_MS;
  const minute = Math.floor((wall % DAY_MS) / 60_000);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (inside) return null;
  const opensToday = Math.floor(wall / DAY_MS) * DAY_MS + start * 60_000 - VIETNAM_OFFSET_MS;
  return opensToday > at ? opensToday : opensToday + DAY_MS;
}
