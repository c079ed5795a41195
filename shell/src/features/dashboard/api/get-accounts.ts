import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNTS_STALE_TIME_MS, accountsApi, queryKeys } from 'shared-sdk';

/** GET /accounts. */
export const getAccounts = () => accountsApi.list();

/** Spec part 1 §9: stale after 1 minute, no cache retention, refetch on mount and on window focus. */
export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accounts.list(),
    queryFn: getAccounts,
    staleTime: ACCOUNTS_STALE_TIME_MS,
    gcTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });

export const useAccounts = () => useQuery(accountsQueryOptions());
