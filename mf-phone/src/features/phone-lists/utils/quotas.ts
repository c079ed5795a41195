import { type AccountHealth, PHONE_FRIEND_REQUEST_QUOTA, PHONE_MESSAGE_QUOTA } from 'shared-sdk';

/** Per-account daily quotas of the phone-list schedules. */
export const FRIEND_REQUEST_QUOTA = PHONE_FRIEND_REQUEST_QUOTA;
export const MESSAGE_QUOTA = PHONE_MESSAGE_QUOTA;

export type QuotaKind = 'friendRequest' | 'message';

export type QuotaRange = { readonly min: number; readonly max: number; readonly default: number };

/** A typed quota as a whole number within its range; anything unreadable takes the default. */
export function clampQuota(value: number | string | null | undefined, range: QuotaRange): number {
  const number = typeof value === 'string' ? Number(value.trim() || Number.NaN) : (value ?? Number.NaN);
  if (!Number.isFinite(number)) return range.default;
  return Math.min(range.max, Math.max(range.min, Math.round(number)));
}

/** Whether every chosen account has a usable quota: the wizard's next step waits for it. */
export function quotasReady(quotas: Readonly<Record<string, number | null | undefined>>, accountIds: readonly string[]): boolean {
  return accountIds.length > 0 && accountIds.every((id) => Number(quotas[id]) >= 1);
}

/** ceil(numbers / total daily quota); 0 with nothing to do, null when no quota would ever finish it. */
export function estimatedDays(totalNumbers: number, dailyQuotas: readonly number[]): number | null {
  if (totalNumbers <= 0) return 0;
  const perDay = dailyQuotas.reduce((sum, quota) => sum + Math.max(0, quota), 0);
  return perDay > 0 ? Math.ceil(totalNumbers / perDay) : null;
}

/**
 * What the account may send a day to phone-list numbers without going past its caps, as its card on the accounts
 * screen shows them (lowered during the warm-up): each number is a phone lookup, then a friend request or a message
 * to a stranger. Null while the account's health is unknown.
 */
export function safeDailyCap(health: AccountHealth | undefined, kind: QuotaKind): number | null {
  if (!health) return null;
  const { today } = health;
  return kind === 'friendRequest'
    ? Math.min(today.friendRequests.cap, today.phoneLookups.cap)
    : Math.min(today.messages.cap, today.strangers.cap, today.phoneLookups.cap);
}

/** A quota the account has not saved starts at the spec's default, lowered to what the account may send. */
export function startingQuota(range: QuotaRange, saved: number | undefined, cap: number | null): number {
  if (saved !== undefined) return saved;
  return cap === null ? range.default : clampQuota(Math.min(range.default, cap), range);
}
