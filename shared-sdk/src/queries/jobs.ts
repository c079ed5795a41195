import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsApi } from '../api/jobs';
import { queryKeys } from '../query-keys';

/**
 * GET /jobs/stats/summary: totalJobs and the count of each status. Jobs move on the server without the page
 * knowing, so it is asked again on every visit; `refetchInterval` is the jobs list's call (only it knows
 * whether a job on screen still moves).
 */
export const jobStatsQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({ queryKey: queryKeys.jobs.stats(), queryFn: () => jobsApi.stats(), staleTime: 0, refetchInterval });

export const useJobStats = (refetchInterval: number | false = false) => useQuery(jobStatsQueryOptions(refetchInterval));
