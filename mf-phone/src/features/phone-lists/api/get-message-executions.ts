import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { phoneListsApi } from './client';
import { phoneListKeys } from './keys';

/** The detail's run summaries, 20 a page (spec part 3 §7, §9). */
export const EXECUTIONS_PAGE_SIZE = 20;

/** GET /phone-lists/{id}/message-executions?page&limit. */
export const getMessageExecutions = (id: string, page: number) => phoneListsApi.messageExecutions(id, { page, limit: EXECUTIONS_PAGE_SIZE });

export const messageExecutionsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: phoneListKeys.messageExecutions(id, { page, limit: EXECUTIONS_PAGE_SIZE }),
    queryFn: () => getMessageExecutions(id, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMessageExecutions = (id: string, page: number) => useQuery(messageExecutionsQueryOptions(id, page));
