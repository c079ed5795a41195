import { queryKeys, sharedListsApi, type SharedListMessageScheduleRequest } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /shared-pending/lists/{id}/schedule/message. */
export const scheduleListMessages = ({ listId, body }: { listId: string; body: SharedListMessageScheduleRequest }) => sharedListsApi.scheduleMessages(listId, body);

export const useScheduleListMessages = (listId: string) =>
  useApiMutation((body: SharedListMessageScheduleRequest) => scheduleListMessages({ listId, body }), {
    // The new schedule is one of the user's schedules too ('Lịch gửi', the list's own above the form).
    invalidates: [queryKeys.sharedLists.all(), queryKeys.jobs.schedules()],
    on: 'success',
  });
