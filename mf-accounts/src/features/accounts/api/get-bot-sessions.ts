import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BOT_SESSIONS_PAGE_SIZE, botsApi, queryKeys } from 'shared-sdk';

/** GET /bots/{id}/sessions?page&limit (defaults 1 and 10). */
export const getBotSessions = (accountId: string, page = 1, limit = BOT_SESSIONS_PAGE_SIZE) =>
  botsApi.sessions(accountId, page, limit);

export const botSessionsQueryOptions = (accountId: string, page = 1, limit = BOT_SESSIONS_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeys.bots.sessions(accountId, page, limit),
    queryFn: () => getBotSessions(accountId, page, limit),
    placeholderData: keepPreviousData,
  });

export const useBotSessions = (accountId: string, page = 1, limit = BOT_SESSIONS_PAGE_SIZE) =>
  useQuery(botSessionsQueryOptions(accountId, page, limit));
