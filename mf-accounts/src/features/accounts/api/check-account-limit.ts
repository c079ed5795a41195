import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, subscriptionApi } from 'shared-sdk';

/** GET /subscription/check-limit → { canAdd, used, limit, reason? }. */
export const checkAccountLimit = () => subscriptionApi.checkLimit();

/** Asked again every time the add-account modal opens: the plan may have changed elsewhere. */
export const accountLimitQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscription.checkLimit(), queryFn: checkAccountLimit, staleTime: 0 });

/** `enabled` false where the person cannot add accounts (an AGENT): nothing to check. */
export const useAccountLimit = (enabled = true) => useQuery({ ...accountLimitQueryOptions(), enabled });
