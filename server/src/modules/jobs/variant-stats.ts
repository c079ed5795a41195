import { VARIANT_LETTERS, VARIANT_MIN_SAMPLE, type VariantLetter } from 'shared-sdk/schemas';

/** part ÷ whole, 0 when whole is 0 (a reply rate of nothing sent). */
export const rateOf = (part: number, whole: number): number => (whole > 0 ? part / whole : 0);

/** A job's message stored in job_variants: its position (0 = A … 4 = E), sends and replies. */
export interface StoredVariant {
  variant: number;
  sent: number;
  replied: number;
}

/**
 * The variants of a job with their letters, reply rates and the leader: the best rate once EVERY variant has at least
 * VARIANT_MIN_SAMPLE sends (never a winner on less); a tie for the best has no leader.
 */
export function variantResults<T extends StoredVariant>(variants: T[]): (Omit<T, 'variant'> & { variant: VariantLetter; replyRate: number; leader: boolean })[] {
  const rates = variants.map((v) => rateOf(v.replied, v.sent));
  const sampled = variants.length > 1 && variants.every((v) => v.sent >= VARIANT_MIN_SAMPLE);
  const best = Math.max(...rates);
  const leaderAt = sampled && rates.filter((rate) => rate === best).length === 1 ? rates.indexOf(best) : -1;
  return variants.map((v, i) => ({ ...v, variant: VARIANT_LETTERS[v.variant], replyRate: rates[i], leader: i === leaderAt }));
}
