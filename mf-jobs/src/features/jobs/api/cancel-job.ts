import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsApi, queryKeys } from 'shared-sdk';

/** POST /jobs/{id}/cancel. */
export const cancelJob = (jobId: string) => jobsApi.cancel(jobId);

/** Afterwards the list and the stats reload, and so does the plan's running-jobs count. */
export const useCancelJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.jobLimits() });
    },
  });
};
