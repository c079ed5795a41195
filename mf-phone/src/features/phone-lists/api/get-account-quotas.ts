import { queryOptions, useQuery } from '@tanstack/react-query';
import { phoneListsApi, queryKeys } from 'shared-sdk';

/** GET /phone-lists/accounts/quotas: each ACTIVE account's saved daily quotas, or the defaults (saved: false). */
export const getAccountQuotas = () => phoneListsApi.accountQuotas().then((answer) => answer.quotas);

export const accountQuotasQueryOptions = () => queryOptions({ queryKey: queryKeys.phoneLists.accountQuotas(), queryFn: getAccountQuotas, staleTime: 0 });

export const useAccountQuotasQuery = () => useQuery(accountQuotasQueryOptions());
