import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, sharedListsApi, type SharedListMessageScheduleRequest } from 'shared-sdk';

/** POST /shared-pending/lists/{id}/schedule/message. */
export const useScheduleListMessages = (listId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SharedListMessageScheduleRequest) => sharedListsApi.scheduleMessages(listId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sharedLists.all() }),
  });
};

/** GET /shared-pending/lists/{id}/message-executions: the scheduled runs, newest first, 20 a page. */
export const useMessageExecutions = (listId: string, page: number) =>
  useQuery({
    queryKey: queryKeys.sharedLists.executions(listId, page),
    queryFn: () => sharedListsApi.messageExecutions(listId, { page, limit: 20 }),
    placeholderData: keepPreviousData,
    // A scheduled run can happen while the dialog is closed: each opening shows the runs fresh.
    staleTime: 0,
    refetchOnMount: 'always',
  });
