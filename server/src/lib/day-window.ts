/**
 * Windows of hours in the Vietnamese day (Asia/Ho_Chi_Minh, UTC+7 all year, no daylight saving), such as the hours
 * in which an account may send. A window is [start, end) in minutes of the day; start > end crosses midnight
 * (22:00-06:00 is open from 22:00 to 06:00 the next morning); start = end is open all day.
 */
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const MINUTES_PER_DAY = 1440;

export interface SendingWindow {
  /** Minutes after Vietnamese midnight, 0-1439. */
  start: number;
  end: number;
}

export const WINDOW_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM' → minutes of the day, or null when it is not a time of day. */
export function minuteOf(time: string): number | null {
  const match = WINDOW_TIME.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes of the day → 'HH:MM'. */
export function timeOf(minute: number): string {
  const m = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** 'HH:MM-HH:MM' (JOB_SENDING_WINDOW) → a window; 'off' → null; anything else throws. */
export function parseWindow(text: string): SendingWindow | null {
  if (text.trim().toLowerCase() === 'off') return null;
  const [from, to, ...rest] = text.split('-');
  const start = minuteOf(from ?? '');
  const end = minuteOf(to ?? '');
  if (start === null || end === null || rest.length > 0) throw new Error(`JOB_SENDING_WINDOW must be HH:MM-HH:MM or off, not "${text}"`);
  return { start, end };
}

/** Milliseconds since Vietnamese midnight at `now`. */
const msOfDay = (now: number) => (((now + VIETNAM_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;

export function isOpen(window: SendingWindow, now: number): boolean {
  if (window.start === window.end) return true;
  const at = msOfDay(now);
  const start = window.start * MINUTE_MS;
  const end = window.end * MINUTE_MS;
  return window.start < window.end ? at >= start && at < end : at >= start || at < end;
}

/** When the window next opens after `now` (epoch ms), or null while it is open. */
export function opensAt(window: SendingWindow, now: number): number | null {
  if (isOpen(window, now)) return null;
  const dayStart = now - msOfDay(now);
  const today = dayStart + window.start * MINUTE_MS;
  return today > now ? today : today + DAY_MS;
}

/** When the open window next closes after `now`, or null while it is closed or open all day. */
export function closesAt(window: SendingWindow, now: number): number | null {
  if (!isOpen(window, now) || window.start === window.end) return null;
  const dayStart = now - msOfDay(now);
  const today = dayStart + window.end * MINUTE_MS;
  return today > now ? today : today + DAY_MS;
}
