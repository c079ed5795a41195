import { type CreatableJobType, delaysFromInterval, SAFE_MESSAGE_DELAY_SECONDS } from 'shared-sdk';
import { durationInWords } from '../../../utils/duration';

/** How fast a job of the create form will send, in words, and whether that is slower than the safe pace. */
export interface Pace {
  delayMin: number;
  delayMax: number;
  /** '≈ 30 tin trong 1 phút', or for a known number of recipients '≈ 25 tin trong 50 giây'. */
  estimate: string;
  /** The safe gap (seconds) when this pace is faster; null when it is safe (or there is one recipient). */
  tooFastBelow: number | null;
}

/**
 * The pace of a jobs-page job: its gap is [delayMin, delayMin + 2] seconds from the form's delay in
 * milliseconds, about their middle on average. Strangers (group members, phone numbers) need wider gaps than friends.
 */
export function paceOf(delayMs: number, type: CreatableJobType, options: { recipients?: number; strangers?: boolean } = {}): Pace {
  const { delayMin, delayMax } = delaysFromInterval(Math.max(0, delayMs));
  const gap = (delayMin + delayMax) / 2;
  const count = options.recipients;
  const estimate =
    count !== undefined && count > 1
      ? `≈ ${count} tin trong ${durationInWords((count - 1) * gap)}`
      : `≈ ${Math.max(1, Math.round(60 / gap))} tin trong 1 phút`;
  const safe = type === 'TO_GROUP_MEMBERS' || options.strangers ? SAFE_MESSAGE_DELAY_SECONDS.strangers : SAFE_MESSAGE_DELAY_SECONDS.friends;
  const single = type === 'TO_THREAD' || count === 1;
  return { delayMin, delayMax, estimate, tooFastBelow: !single && delayMin < safe ? safe : null };
}
