import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_RECENT_JOBS, jobsApi, queryKeys } from 'shared-sdk';

const params = { page: 1, limit: DASHBOARD_RECENT_JOBS };

/** GET /jobs?page=1&limit=5: the newest jobs first. */
export const getRecentJobs = () => jobsApi.list(params);

/** Jobs move on the server without this page knowing: asked again on every visit. */
export const recentJobsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.jobs.list(params), queryFn: getRecentJobs, staleTime: 0 });

export const useRecentJobs = () => useQuery(recentJobsQueryOptions());
