import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, subscriptionApi } from 'shared-sdk';

/** GET /subscription/plans, sorted for the cards (basic, plus, pro). */
export const getPlans = async () => [...(await subscriptionApi.plans())].sort((a, b) => a.sortOrder - b.sortOrder);

export const plansQueryOptions = () => queryOptions({ queryKey: queryKeys.subscription.plans(), queryFn: getPlans });

export const usePlans = () => useQuery(plansQueryOptions());
