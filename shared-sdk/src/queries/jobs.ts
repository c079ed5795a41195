import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobsApi, schedulesApi } from '../api/jobs';
import { queryKeys } from '../query-keys';
import type { RecurringSchedule, ScheduleList, ScheduleUpdate } from '../schemas/schedules';

/**
 * GET /jobs/stats/summary: totalJobs and the count of each status. Jobs move on the server without the page
 * knowing, so it is asked again on every visit; `refetchInterval` is the jobs list's call (only it knows
 * whether a job on screen still moves).
 */
export const jobStatsQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({ queryKey: queryKeys.jobs.stats(), queryFn: () => jobsApi.stats(), staleTime: 0, refetchInterval });

export const useJobStats = (refetchInterval: number | false = false) => useQuery(jobStatsQueryOptions(refetchInterval));

/**
 * GET /schedules: the user's recurring schedules with their next and last runs. Runs happen on the server's clock, so
 * it is asked again on every visit; the schedules tab reloads it every minute while it is open.
 */
export const schedulesQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({ queryKey: queryKeys.jobs.schedules(), queryFn: () => schedulesApi.list(), staleTime: 0, refetchInterval });

export const useSchedules = (refetchInterval: number | false = false) => useQuery(schedulesQueryOptions(refetchInterval));

/** PATCH /schedules/{id}: pause, resume or edit. The answer replaces the schedule in the list at once; the list reloads afterwards (next runs move). */
export const useUpdateSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ScheduleUpdate }) => schedulesApi.update(id, changes),
    onSuccess: (updated: RecurringSchedule) =>
      queryClient.setQueryData<ScheduleList>(queryKeys.jobs.schedules(), (list) =>
        list ? { schedules: list.schedules.map((schedule) => (schedule.id === updated.id ? updated : schedule)) } : list,
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.schedules() }),
  });
};

/** DELETE /schedules/{id}. */
export const useDeleteSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => schedulesApi.remove(id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.schedules() }),
  });
};
