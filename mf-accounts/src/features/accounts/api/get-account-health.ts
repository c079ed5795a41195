import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountHealthApi, queryKeys } from 'shared-sdk';

/** GET /accounts/health: every account's sending window, today's use against its caps and breaker, in one call. */
export const getAccountHealth = () => accountHealthApi.list();

export const accountHealthQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accounts.health(),
    queryFn: getAccountHealth,
    // Counts move while jobs send; a minute is fresh enough for a panel.
    refetchInterval: 60_000,
  });

export const useAccountHealth = () => useQuery(accountHealthQueryOptions());
