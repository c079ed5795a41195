import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Job, queryKeys } from 'shared-sdk';
import { hasActiveJob } from '../utils/live-reload';

/** What the plan's running count depends on: which jobs of the page run, wait or ended. */
const runningSignature = (jobs: readonly Pick<Job, 'id' | 'status' | 'waitingForSlot'>[] | undefined) =>
  (jobs ?? []).map((job) => `${job.id}:${job.status}:${job.waitingForSlot ? 'w' : ''}`).join('|');

/**
 * The stats reload with the list only while a job moves; when the last one on the page ends, the reload stops, so
 * they are fetched once more here: otherwise they would keep the last running counts. The plan's job limit (its
 * running count) is fetched again whenever a job of the page starts, ends or leaves the queue for a slot, even while
 * others still move (a job waiting for tomorrow keeps the page live).
 */
export function useRefreshWhenJobsSettle(jobs: readonly Pick<Job, 'id' | 'status' | 'waitingForSlot'>[] | undefined): void {
  const queryClient = useQueryClient();
  const wasActive = useRef(false);
  const lastSignature = useRef<string | undefined>(undefined);
  const active = hasActiveJob(jobs);
  const signature = jobs === undefined ? undefined : runningSignature(jobs);
  useEffect(() => {
    if (wasActive.current && !active) void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.stats() });
    wasActive.current = active;
  }, [active, queryClient]);
  useEffect(() => {
    if (signature === undefined) return;
    if (lastSignature.current !== undefined && lastSignature.current !== signature) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.jobLimits() });
    }
    lastSignature.current = signature;
  }, [signature, queryClient]);
}
