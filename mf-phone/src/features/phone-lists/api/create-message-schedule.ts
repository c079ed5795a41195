import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneListsApi } from './client';
import type { MessageScheduleInput } from './contract';
import { invalidatePhoneLists } from './invalidate';

/** POST /phone-lists/{id}/schedule/message: times, template, timezone, optional images. */
export const createMessageSchedule = ({ listId, body }: { listId: string; body: MessageScheduleInput }) => phoneListsApi.scheduleMessages(listId, body);

export const useCreateMessageSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMessageSchedule, onSettled: () => void invalidatePhoneLists(queryClient) });
};
