import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApi } from '../api/accounts';
import { ACCOUNTS_STALE_TIME_MS } from '../constants';
import { queryKeys } from '../query-keys';

/** GET /accounts. Spec part 1 §9: stale after 1 minute, no cache retention, refetch on mount and on window focus. */
export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accounts.list(),
    queryFn: () => accountsApi.list(),
    staleTime: ACCOUNTS_STALE_TIME_MS,
    gcTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });

export const useAccounts = () => useQuery(accountsQueryOptions());
