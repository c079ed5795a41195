import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BulkGroupsRequest, jobsApi, queryKeys } from 'shared-sdk';

/** POST /jobs/message/bulk-groups: now (an execution to track) or on a schedule. */
export const sendBulkGroups = (body: BulkGroupsRequest) => jobsApi.bulkGroups(body);

/** The jobs and the plan's usage reload afterwards, without waiting for them. */
export const useSendBulkGroups = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBulkGroups,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all() });
    },
  });
};
