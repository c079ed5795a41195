import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, subscriptionApi } from 'shared-sdk';

/** GET /subscription/job-limits: canCreate, reason, the plan's daily limit (-1 unlimited) and today's count. */
export const getJobLimits = () => subscriptionApi.jobLimits();

export const jobLimitsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscription.jobLimits(), queryFn: getJobLimits, staleTime: 0 });

export const useJobLimits = () => useQuery(jobLimitsQueryOptions());
