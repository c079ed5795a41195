import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type RecurringSchedule, type ScheduleList, schedulesApi, type ScheduleUpdate } from 'shared-sdk';

/** PATCH /schedules/{id}: pause, resume or edit; answers the schedule as it is now. */
export const updateSchedule = ({ id, changes }: { id: string; changes: ScheduleUpdate }) => schedulesApi.update(id, changes);

/** The answer replaces the schedule in the list at once; the list reloads afterwards (next runs move). */
export const useUpdateSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedule,
    onSuccess: (updated: RecurringSchedule) =>
      queryClient.setQueryData<ScheduleList>(queryKeys.jobs.schedules(), (list) =>
        list ? { schedules: list.schedules.map((schedule) => (schedule.id === updated.id ? updated : schedule)) } : list,
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.schedules() }),
  });
};
