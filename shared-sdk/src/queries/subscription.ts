import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionApi } from '../api/subscription';
import { queryKeys } from '../query-keys';

/** GET /subscription/current. */
export const currentSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscription.current(), queryFn: () => subscriptionApi.current() });

export const useCurrentSubscription = () => useQuery(currentSubscriptionQueryOptions());

/** GET /subscription/plan-limits: the plan in force (its name tells whether it is Pro). */
export const planLimitsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscription.planLimits(), queryFn: () => subscriptionApi.planLimits() });

export const usePlanLimits = (enabled = true) => useQuery({ ...planLimitsQueryOptions(), enabled });

/**
 * GET /subscription/job-limits?jobType=: canCreate, reason, the plan's daily limit (-1 unlimited), today's count
 * and running jobs. Any job created anywhere changes it, so it is asked again on every visit.
 */
export const jobLimitsQueryOptions = (jobType?: string) =>
  queryOptions({ queryKey: queryKeys.subscription.jobLimits(jobType), queryFn: () => subscriptionApi.jobLimits(jobType), staleTime: 0 });

export const useJobLimits = (jobType?: string) => useQuery(jobLimitsQueryOptions(jobType));
