import { queryOptions, useQuery } from '@tanstack/react-query';
import { botsApi, queryKeys } from 'shared-sdk';

/** GET /bots/{id}/health. */
export const getBotHealth = (accountId: string) => botsApi.health(accountId);

export const botHealthQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: queryKeys.bots.health(accountId), queryFn: () => getBotHealth(accountId), staleTime: 0 });

export const useBotHealth = (accountId: string) => useQuery(botHealthQueryOptions(accountId));
