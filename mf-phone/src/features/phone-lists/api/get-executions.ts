import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PHONE_EXECUTIONS_PAGE_SIZE, phoneListsApi, queryKeys } from 'shared-sdk';

/** A run still under way is reloaded every 5 s, so its counts move on screen. */
export const RUNNING_EXECUTIONS_RELOAD_MS = 5_000;

/** GET /phone-lists/{id}/executions?page&limit=20: every run of the list (friend requests and messages), newest first. */
export const getExecutions = (id: string, page: number) => phoneListsApi.executions(id, { page, limit: PHONE_EXECUTIONS_PAGE_SIZE });

export const executionsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.phoneLists.executions(id, { page, limit: PHONE_EXECUTIONS_PAGE_SIZE }),
    queryFn: () => getExecutions(id, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.executions.some((run) => run.status === 'RUNNING') ? RUNNING_EXECUTIONS_RELOAD_MS : false),
  });

export const useExecutions = (id: string, page: number) => useQuery(executionsQueryOptions(id, page));
