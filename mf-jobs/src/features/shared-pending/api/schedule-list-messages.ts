import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, sharedListsApi, type SharedListMessageScheduleRequest } from 'shared-sdk';

/** POST /shared-pending/lists/{id}/schedule/message. */
export const useScheduleListMessages = (listId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SharedListMessageScheduleRequest) => sharedListsApi.scheduleMessages(listId, body),
    // The new schedule is one of the user's schedules too ('Lịch gửi', the list's own above the form).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sharedLists.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.jobs.schedules() }),
      ]),
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
