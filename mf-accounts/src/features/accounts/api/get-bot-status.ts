import { queryOptions, useQuery } from '@tanstack/react-query';
import { botsApi, queryKeys } from 'shared-sdk';

/** GET /bots/{id}/status: { isRunning }. */
export const getBotStatus = (accountId: string) => botsApi.status(accountId);

export const botStatusQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: queryKeys.bots.status(accountId), queryFn: () => getBotStatus(accountId), staleTime: 0 });

/** Loaded only while the account is ACTIVE. */
export const useBotStatus = (accountId: string, enabled: boolean) => useQuery({ ...botStatusQueryOptions(accountId), enabled });
