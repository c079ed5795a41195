import { BULK_GROUP_DELAY_DEFAULT } from 'shared-sdk';

/**
 * Anti-spam delay of the standard bulk wizard: min 30-300 s, max up to 600 s, max ≥ min; the
 * recommended 60-120 s is also both wizards' default (BULK_GROUP_DELAY_DEFAULT).
 */
export const ANTI_SPAM = { minFrom: 30, minTo: 300, maxTo: 600, push: 30, recommended: BULK_GROUP_DELAY_DEFAULT } as const;

export interface DelayPair {
  delayMin: number;
  delayMax: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, Math.round(value)));

/** A new min, kept in range; raising it past the max pushes the max to min + 30 (at most 600). */
export function withDelayMin(current: DelayPair, value: number): DelayPair {
  const delayMin = clamp(value, ANTI_SPAM.minFrom, ANTI_SPAM.minTo);
  const delayMax = delayMin > current.delayMax ? Math.min(ANTI_SPAM.maxTo, delayMin + ANTI_SPAM.push) : current.delayMax;
  return { delayMin, delayMax };
}

/** A new max, kept between the min and 600. */
export function withDelayMax(current: DelayPair, value: number): DelayPair {
  return { delayMin: current.delayMin, delayMax: clamp(value, current.delayMin, ANTI_SPAM.maxTo) };
}

/** Whether the pair lies in the recommended 60-120 s. */
export const isRecommended = ({ delayMin, delayMax }: DelayPair) =>
  delayMin >= ANTI_SPAM.recommended.min && delayMax <= ANTI_SPAM.recommended.max;

export interface DelayLimits {
  min: { from: number; to: number };
  max: { to: number };
}

/** The first broken delay rule of a job dialog, or null. */
export function delayError(pair: { delayMin: number | null; delayMax: number | null }, limits: DelayLimits): { field: 'delayMin' | 'delayMax'; text: string } | null {
  const whole = (value: number | null, low: number, high: number) => value !== null && Number.isInteger(value) && value >= low && value <= high;
  if (!whole(pair.delayMin, limits.min.from, limits.min.to)) return { field: 'delayMin', text: `Độ trễ phải từ ${limits.min.from} đến ${limits.min.to} giây` };
  if (!whole(pair.delayMax, limits.min.from, limits.max.to)) return { field: 'delayMax', text: `Độ trễ phải từ ${limits.min.from} đến ${limits.max.to} giây` };
  if ((pair.delayMax ?? 0) < (pair.delayMin ?? 0)) return { field: 'delayMax', text: 'Độ trễ tối đa phải lớn hơn hoặc bằng độ trễ tối thiểu' };
  return null;
}

/** The delays a job dialog sends: each one typed, else the dialog's default. */
export function delaysOrDefaults(typed: { delayMin: number | null; delayMax: number | null }, defaults: DelayPair): DelayPair {
  return { delayMin: typed.delayMin ?? defaults.delayMin, delayMax: typed.delayMax ?? defaults.delayMax };
}

/** Delay rules of each group dialog, with its default delays. */
export const GROUP_DELAYS = {
  groupMessage: { limits: { min: { from: 1, to: 60 }, max: { to: 120 } }, defaults: { delayMin: 5, delayMax: 10 } },
  memberFriendRequest: { limits: { min: { from: 1, to: 60 }, max: { to: 60 } }, defaults: { delayMin: 1, delayMax: 3 } },
  memberMessage: { limits: { min: { from: 1, to: 60 }, max: { to: 120 } }, defaults: { delayMin: 3, delayMax: 7 } },
  autoFriend: { limits: { min: { from: 1, to: 300 }, max: { to: 300 } }, defaults: { delayMin: 5, delayMax: 10 } },
  // One safe default for both group wizards: the standard wizard's recommended 60-120 s.
  tagWizard: { limits: { min: { from: 1, to: 300 }, max: { to: 300 } }, defaults: { delayMin: BULK_GROUP_DELAY_DEFAULT.min, delayMax: BULK_GROUP_DELAY_DEFAULT.max } },
} as const;
