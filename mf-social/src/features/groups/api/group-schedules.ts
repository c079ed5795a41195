import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type RecurringSchedule, schedulesApi, useSchedules } from 'shared-sdk';

/** The daily group sends among the user's recurring schedules (GET /schedules), oldest first as the server lists them. */
export const useGroupSchedules = () => {
  const schedules = useSchedules();
  const groupSchedules: RecurringSchedule[] = (schedules.data?.schedules ?? []).filter((schedule) => schedule.kind === 'bulk-groups');
  return { ...schedules, groupSchedules };
};

/** PATCH /schedules/{id} with isActive: pause (false) or resume (true); the list reloads after. */
export const setScheduleActive = ({ id, isActive }: { id: string; isActive: boolean }) => schedulesApi.update(id, { isActive });

export const useSetScheduleActive = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setScheduleActive, onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.schedules() }) });
};

/** DELETE /schedules/{id}. */
export const deleteSchedule = (id: string) => schedulesApi.remove(id);

export const useDeleteSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSchedule, onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.schedules() }) });
};
