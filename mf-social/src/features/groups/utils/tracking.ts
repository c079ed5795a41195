import type { BulkExecutionStatus } from 'shared-sdk';

/** Tracking of a bulk run. */
export const TRACKING = { pollMs: 2_000, giveUpMs: 30 * 60_000, closeAfterMs: 3_000 } as const;

export type TrackingState = 'running' | 'completed' | 'gave-up';

/** What the tracker does after a poll: keep polling, stop because the run completed, or give up after 30 minutes. */
export function trackingState(status: Pick<BulkExecutionStatus, 'completed'> | null, startedAt: number, now: number): TrackingState {
  if (status?.completed) return 'completed';
  if (now - startedAt >= TRACKING.giveUpMs) return 'gave-up';
  return 'running';
}
