import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, subscriptionApi } from 'shared-sdk';

/** GET /subscription/job-limits?jobType=: jobs created today against the daily limit, and running ones. */
export const getJobLimits = (jobType?: string) => subscriptionApi.jobLimits(jobType);

export const jobLimitsQueryOptions = (jobType?: string) =>
  queryOptions({ queryKey: queryKeys.subscription.jobLimits(jobType), queryFn: () => getJobLimits(jobType) });

export const useJobLimits = (jobType?: string) => useQuery(jobLimitsQueryOptions(jobType));
