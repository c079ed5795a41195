import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, subscriptionApi } from 'shared-sdk';

/** GET /subscription/plan-limits. */
export const getPlanLimits = () => subscriptionApi.planLimits();

export const planLimitsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscription.planLimits(), queryFn: getPlanLimits });

export const usePlanLimits = () => useQuery(planLimitsQueryOptions());
