import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, sharedListsApi, type SharedListMessageScheduleRequest } from 'shared-sdk';

/** POST /shared-pending/lists/{id}/schedule/message. */
export const scheduleListMessages = ({ listId, body }: { listId: string; body: SharedListMessageScheduleRequest }) => sharedListsApi.scheduleMessages(listId, body);

export const useScheduleListMessages = (listId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SharedListMessageScheduleRequest) => scheduleListMessages({ listId, body }),
    // The new schedule is one of the user's schedules too ('Lịch gửi', the list's own above the form).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sharedLists.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.jobs.schedules() }),
      ]),
  });
};
