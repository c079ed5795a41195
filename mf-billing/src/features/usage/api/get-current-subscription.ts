import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, subscriptionApi } from 'shared-sdk';

/** GET /subscription/current; same key as the subscription page, so both share one cache entry. */
export const getCurrentSubscription = () => subscriptionApi.current();

export const currentSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscription.current(), queryFn: getCurrentSubscription });

export const useCurrentSubscription = () => useQuery(currentSubscriptionQueryOptions());
