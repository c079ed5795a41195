import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateJobFormOutput, jobsApi, queryKeys } from 'shared-sdk';

/** The jobs page's create: the message call of the form's type (POST /jobs/message/to-friends, …). */
export const createJob = (form: CreateJobFormOutput) => jobsApi.create(form);

/** A new job changes the list, the stats and today's count of the plan's limit. */
export const useCreateJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.jobLimits() });
    },
  });
};
