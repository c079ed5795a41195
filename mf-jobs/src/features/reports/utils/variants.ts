import { type ReportJobVariant, VARIANT_MIN_SAMPLE } from 'shared-sdk';

/** What a job's variants say so far. */
export type VariantVerdict =
  | { kind: 'single' }
  | { kind: 'not-enough'; smallest: number }
  | { kind: 'leader'; variant: ReportJobVariant; smallest: number }
  | { kind: 'tie'; smallest: number };

/**
 * A leader only once EVERY variant has VARIANT_MIN_SAMPLE sends and the server names exactly one; never a winner on
 * less, even if an answer said otherwise.
 */
export function variantVerdict(variants: ReportJobVariant[]): VariantVerdict {
  if (variants.length < 2) return { kind: 'single' };
  const smallest = Math.min(...variants.map((variant) => variant.sent));
  if (smallest < VARIANT_MIN_SAMPLE) return { kind: 'not-enough', smallest };
  const leaders = variants.filter((variant) => variant.leader);
  return leaders.length === 1 ? { kind: 'leader', variant: leaders[0], smallest } : { kind: 'tie', smallest };
}
