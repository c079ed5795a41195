import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PhoneScheduleUpdateInput, phoneListsApi, queryKeys } from 'shared-sdk';

/** PATCH /phone-lists/schedules/{id}: turn a schedule on or off, or change its times. */
export const updateSchedule = ({ scheduleId, changes }: { scheduleId: string; changes: PhoneScheduleUpdateInput }) => phoneListsApi.updateSchedule(scheduleId, changes);

export const useUpdateSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSchedule, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.phoneLists.all() }) });
};
