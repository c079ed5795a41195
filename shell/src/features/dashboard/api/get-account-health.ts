import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountHealthApi, queryKeys } from 'shared-sdk';

/** GET /accounts/health: each account's sending health, here read for its stored friends (the checklist's sync step). */
export const getAccountHealth = () => accountHealthApi.list();

export const accountHealthQueryOptions = () => queryOptions({ queryKey: queryKeys.accounts.health(), queryFn: getAccountHealth, staleTime: 0 });

/** Asked only once the customer has an account: before that no step past the first can be done. */
export const useAccountHealth = (enabled: boolean) => useQuery({ ...accountHealthQueryOptions(), enabled });
