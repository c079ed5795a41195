import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, subscriptionApi } from 'shared-sdk';

/** GET /subscription/features/{feature}: whether the current plan has a feature, and which plan does. */
export const getFeatureAccess = (feature: string) => subscriptionApi.feature(feature);

export const featureAccessQueryOptions = (feature: string) =>
  queryOptions({ queryKey: queryKeys.subscription.feature(feature), queryFn: () => getFeatureAccess(feature) });

export const useFeatureAccess = (feature: string, enabled = true) =>
  useQuery({ ...featureAccessQueryOptions(feature), enabled });
