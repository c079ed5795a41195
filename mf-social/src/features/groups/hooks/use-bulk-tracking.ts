import { useEffect, useState } from 'react';
import type { BulkExecutionStatus } from 'shared-sdk';
import { getBulkGroupsStatus } from '../api/get-bulk-groups-status';
import { TRACKING, trackingState, type TrackingState } from '../utils/tracking';

/**
 * Polls a bulk run's status every 2 s until it completes or 30 minutes have passed. A failed
 * poll is tried again at the next tick.
 */
export function useBulkTracking(executionId: string | null) {
  const [status, setStatus] = useState<BulkExecutionStatus | null>(null);
  const [state, setState] = useState<TrackingState>('running');

  useEffect(() => {
    if (!executionId) return;
    const startedAt = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let latest: BulkExecutionStatus | null = null;
      try {
        latest = await getBulkGroupsStatus(executionId);
      } catch {
        latest = null;
      }
      if (stopped) return;
      if (latest) setStatus(latest);
      const next = trackingState(latest, startedAt, Date.now());
      if (next === 'running') timer = setTimeout(() => void poll(), TRACKING.pollMs);
      else setState(next);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [executionId]);

  return { status, state };
}
