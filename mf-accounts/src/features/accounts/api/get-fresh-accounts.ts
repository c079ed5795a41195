import { queryOptions } from '@tanstack/react-query';
import { accountsApi, accountsQueryOptions } from 'shared-sdk';

/** GET /accounts?_t: the list past every cache (before a QR login: is the account already ACTIVE?). */
export const getFreshAccounts = () => accountsApi.list({ fresh: true });

/** Under the list's own key, so the answer also refreshes the cards. */
export const freshAccountsQueryOptions = () => queryOptions({ ...accountsQueryOptions(), queryFn: getFreshAccounts, staleTime: 0 });
