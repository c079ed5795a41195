import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, sharedListsApi } from 'shared-sdk';

/** GET /shared-pending/lists/{id}/message-executions: the scheduled runs, newest first, 20 a page. */
export const getMessageExecutions = (listId: string, page: number) => sharedListsApi.messageExecutions(listId, { page, limit: 20 });

export const messageExecutionsQueryOptions = (listId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.sharedLists.executions(listId, page),
    queryFn: () => getMessageExecutions(listId, page),
    placeholderData: keepPreviousData,
    // A scheduled run can happen while the dialog is closed: each opening shows the runs fresh.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useMessageExecutions = (listId: string, page: number) => useQuery(messageExecutionsQueryOptions(listId, page));
