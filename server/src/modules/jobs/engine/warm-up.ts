/**
 * The warm-up of new accounts: for the first days after an account's first login, its daily caps
 * (messages, friend requests, invites) are a fraction of the server's, one fraction per Vietnamese day (JOB_WARMUP:
 * '0.2,0.3,...', day 1 being the day of the first login). Zalo watches new accounts that send a lot at once.
 */
import { vietnamDate } from '../../../lib/vietnam-time';

const DAY_MS = 86_400_000;

/** The day of the warm-up `now` falls on (1 = the first login's day), or null once it is over (or none is set). */
export function warmUpDay(schedule: readonly number[], firstLoginAt: Date | null, now: number): number | null {
  if (schedule.length === 0) return null;
  // An account that never logged in cannot send; counted as its first day if asked.
  const first = firstLoginAt ? Date.parse(vietnamDate(firstLoginAt)) : Date.parse(vietnamDate(now));
  const day = Math.round((Date.parse(vietnamDate(now)) - first) / DAY_MS) + 1;
  return day >= 1 && day <= schedule.length ? day : null;
}

/** The cap on `now`'s day: the full cap, or its warm-up fraction (at least 1). */
export function warmUpCap(cap: number, schedule: readonly number[], firstLoginAt: Date | null, now: number): number {
  const day = warmUpDay(schedule, firstLoginAt, now);
  return day === null ? cap : Math.max(1, Math.floor(cap * schedule[day - 1]));
}
