import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, schedulesApi } from 'shared-sdk';

/** DELETE /schedules/{id}. */
export const deleteSchedule = (id: string) => schedulesApi.remove(id);

export const useDeleteSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.schedules() }),
  });
};
