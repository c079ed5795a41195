import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountHealthApi, queryKeys } from 'shared-sdk';

/**
 * GET /accounts/health: each account's sending window and today's caps (warm-up included). The create form says
 * before sending when a job would start and how much a new account may send today. Same key as
 * the accounts screen's panel: one cache entry.
 */
export const getAccountHealth = () => accountHealthApi.list();

export const accountHealthQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: queryKeys.accounts.health(), queryFn: getAccountHealth, staleTime: 0, enabled });

export const useAccountHealth = (enabled = true) => useQuery(accountHealthQueryOptions(enabled));
