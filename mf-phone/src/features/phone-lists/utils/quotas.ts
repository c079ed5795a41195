/** Per-account daily quotas of the phone-list schedules (spec part 3 §5, §9). */
export const FRIEND_REQUEST_QUOTA = { min: 1, max: 500, default: 50 } as const;
export const MESSAGE_QUOTA = { min: 1, max: 1000, default: 100 } as const;

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
