import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountHealthApi } from '../api/account-health';
import { accountsApi } from '../api/accounts';
import { ACCOUNTS_STALE_TIME_MS } from '../constants';
import { queryKeys } from '../query-keys';

/** GET /accounts: stale after 1 minute, no cache retention, refetch on mount and on window focus. */
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

/**
 * GET /accounts/health: every account's caps for today (lowered during the warm-up), what it used and its breaker.
 * Read by the accounts screen and by the phone-list quota forms (what an account may safely send).
 */
export const accountHealthQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accounts.health(),
    queryFn: () => accountHealthApi.list(),
    // Counts move while jobs send; a minute is fresh enough for a panel.
    refetchInterval: 60_000,
  });

export const useAccountHealth = () => useQuery(accountHealthQueryOptions());
