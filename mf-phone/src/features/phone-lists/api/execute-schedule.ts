import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneListsApi } from './client';
import { invalidatePhoneLists } from './invalidate';

/** POST /phone-lists/schedules/{id}/execute: a manual run of a schedule. */
export const executeSchedule = (scheduleId: string) => phoneListsApi.executeSchedule(scheduleId);

export const useExecuteSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: executeSchedule, onSettled: () => void invalidatePhoneLists(queryClient) });
};
