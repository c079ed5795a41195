import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsApi, schedulesApi } from '../api/jobs';
import { queryKeys } from '../query-keys';

/**
 * GET /jobs/stats/summary: totalJobs and the count of each status. Jobs move on the server without the page
 * knowing, so it is asked again on every visit; `refetchInterval` is the jobs list's call (only it knows
 * whether a job on screen still moves).
 */
export const jobStatsQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({ queryKey: queryKeys.jobs.stats(), queryFn: () => jobsApi.stats(), staleTime: 0, refetchInterval });

export const useJobStats = (refetchInterval: number | false = false) => useQuery(jobStatsQueryOptions(refetchInterval));

/**
 * GET /schedules: the user's recurring schedules with their next and last runs. Runs happen on the server's clock, so
 * it is asked again on every visit; the schedules tab reloads it every minute while it is open.
 */
export const schedulesQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({ queryKey: queryKeys.jobs.schedules(), queryFn: () => schedulesApi.list(), staleTime: 0, refetchInterval });

export const useSchedules = (refetchInterval: number | false = false) => useQuery(schedulesQueryOptions(refetchInterval));
