import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Job, queryKeys } from 'shared-sdk';
import { hasActiveJob } from '../utils/live-reload';

/**
 * The stats and the job limit reload with the list only while a job moves; when the last one on the page ends,
 * the reload stops, so they are fetched once more here: otherwise they would keep the last running counts.
 */
export function useRefreshWhenJobsSettle(jobs: readonly Pick<Job, 'status'>[] | undefined): void {
  const queryClient = useQueryClient();
  const wasActive = useRef(false);
  const active = hasActiveJob(jobs);
  useEffect(() => {
    if (wasActive.current && !active) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.stats() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.jobLimits() });
    }
    wasActive.current = active;
  }, [active, queryClient]);
}
