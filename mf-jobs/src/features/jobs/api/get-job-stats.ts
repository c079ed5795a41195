import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsApi, queryKeys } from 'shared-sdk';

/** GET /jobs/stats/summary: totalJobs and the count of each status. */
export const getJobStats = () => jobsApi.stats();

/** `refetchInterval`: the jobs list decides it, since only the list knows whether a job on screen still moves. */
export const jobStatsQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: queryKeys.jobs.stats(),
    queryFn: getJobStats,
    staleTime: 0,
    refetchInterval,
  });

export const useJobStats = (refetchInterval: number | false) => useQuery(jobStatsQueryOptions(refetchInterval));
