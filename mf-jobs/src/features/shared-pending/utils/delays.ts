import { SHARED_LIST_DELAY_FALLBACK } from 'shared-sdk';

const validSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 60;

/** Shared-list delays: 1-60 s each; an invalid input falls back to 1 (min) and 3 (max); max ≥ min. */
export function sharedListDelays(delayMin: unknown, delayMax: unknown): { delayMin: number; delayMax: number } {
  const min = validSeconds(delayMin) ? delayMin : SHARED_LIST_DELAY_FALLBACK.min;
  const max = validSeconds(delayMax) ? delayMax : SHARED_LIST_DELAY_FALLBACK.max;
  return { delayMin: min, delayMax: Math.max(min, max) };
}
