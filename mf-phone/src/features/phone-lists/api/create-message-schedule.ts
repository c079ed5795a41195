import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PhoneMessageScheduleInput, phoneListsApi, queryKeys } from 'shared-sdk';

/** POST /phone-lists/{id}/schedule/message: times, template, timezone, quotas, optional images. */
export const createMessageSchedule = ({ listId, body }: { listId: string; body: PhoneMessageScheduleInput }) => phoneListsApi.scheduleMessages(listId, body);

export const useCreateMessageSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMessageSchedule, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.phoneLists.all() }) });
};
