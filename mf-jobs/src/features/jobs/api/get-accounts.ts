import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNTS_STALE_TIME_MS, accountsApi, queryKeys } from 'shared-sdk';

/** GET /accounts: the user's accounts, for the account filter and the create form. */
export const getAccounts = () => accountsApi.list();

export const accountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.accounts.list(), queryFn: getAccounts, staleTime: ACCOUNTS_STALE_TIME_MS });

export const useAccounts = () => useQuery(accountsQueryOptions());
