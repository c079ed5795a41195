import { durationInWords } from '../../../utils/duration';

/** Below this many seconds between two messages or requests to strangers, the dialogs warn. */
export const SAFE_MIN_DELAY_SECONDS = 30;
/**
 * The default gaps of the member message and friend-request dialogs: the spec allows 1-60 s; the other
 * wizards recommend 60-120 s for strangers, so the slowest the spec allows, with some randomness.
 */
export const MEMBER_JOB_DEFAULT_DELAY = { min: 45, max: 60 } as const;

/** How long `count` sends take with a random gap of delayMin-delayMax seconds between two (none before the first). */
export function paceRange(count: number, delayMin: number, delayMax: number): { from: string; to: string } | null {
  if (count <= 1) return null;
  return { from: durationInWords((count - 1) * delayMin), to: durationInWords((count - 1) * delayMax) };
}
