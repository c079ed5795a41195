import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApi, queryKeys } from 'shared-sdk';

/** GET /accounts/{id}. */
export const getAccount = (id: string) => accountsApi.get(id);

export const accountQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.accounts.detail(id), queryFn: () => getAccount(id), gcTime: 0 });

export const useAccount = (id: string) => useQuery(accountQueryOptions(id));
