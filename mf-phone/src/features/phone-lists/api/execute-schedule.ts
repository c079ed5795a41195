import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneListsApi, queryKeys } from 'shared-sdk';

/** POST /phone-lists/schedules/{id}/execute: a manual run of a schedule; answers its jobs and the accounts not started. */
export const executeSchedule = (scheduleId: string) => phoneListsApi.executeSchedule(scheduleId);

export const useExecuteSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: executeSchedule, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.phoneLists.all() }) });
};
