import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsApi, queryKeys } from 'shared-sdk';

/** GET /jobs/stats/summary: totalJobs and byStatus. */
export const getJobStats = () => jobsApi.stats();

/** Jobs move on the server without this page knowing: asked again on every visit. */
export const jobStatsQueryOptions = () => queryOptions({ queryKey: queryKeys.jobs.stats(), queryFn: getJobStats, staleTime: 0 });

export const useJobStats = () => useQuery(jobStatsQueryOptions());
