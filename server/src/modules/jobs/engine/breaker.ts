/**
 * The circuit breaker of an account's sending. It counts only failures Zalo answered with an error
 * code (123 a stranger refusing, 215 blocked, 240, unknown codes...): those say how Zalo treats the account, and a run
 * of them is how an account heads for a ban. Not counted: network failures and timeouts (our side, retried first),
 * phone numbers without a Zalo account (the list's quality), SKIPPED recipients (already friends, do-not-contact, a
 * cancel), the rate limit 221 and the stranger cap (each has its own cool-down). A SENT message ends a run of failures.
 */
import type { BreakerSettings } from '../../../config/jobs';
import type { RecordedStatus } from './store';


/** An attempt as the breaker sees it: a counted failure, a send, or nothing it counts. */
export type Mark = 'F' | 'S' | null;

export function markOf(status: RecordedStatus, errorCode: number | null): Mark {
  if (status === 'SENT') return 'S';
  return status === 'FAILED' && errorCode !== null ? 'F' : null;
}

export interface BreakerCounters {
  streak: number;
  /** The last attempts, oldest first ('F'/'S'), at most the window's length. */
  recent: string;
}

/** The counters after one attempt, and the reason the breaker opens (null: it stays closed). */
export function afterAttempt(counters: BreakerCounters, mark: Mark, settings: BreakerSettings): { counters: BreakerCounters; trip: string | null } {
  if (mark === null) return { counters, trip: null };
  const streak = mark === 'F' ? counters.streak + 1 : 0;
  const recent = settings.window > 0 ? (counters.recent + mark).slice(-settings.window) : '';
  const next = { streak, recent };
  if (mark !== 'F') return { counters: next, trip: null };
  if (settings.consecutive > 0 && streak >= settings.consecutive) return { counters: next, trip: breakerReasons.consecutive(streak) };
  const failed = [...recent].filter((char) => char === 'F').length;
  if (settings.window > 0 && recent.length >= settings.window && failed >= settings.rate * settings.window) {
    return { counters: next, trip: breakerReasons.rate(failed, settings.window) };
  }
  return { counters: next, trip: null };
}

export const breakerReasons = {
  consecutive: (count: number) => `Tạm dừng gửi: ${count} lần thất bại liên tiếp`,
  rate: (failed: number, of: number) => `Tạm dừng gửi: ${failed}/${of} lần gửi gần nhất thất bại`,
};
