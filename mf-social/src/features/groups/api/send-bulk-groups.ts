import { type BulkGroupsRequest, jobsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /jobs/message/bulk-groups: now (an execution to track) or on a schedule. */
export const sendBulkGroups = (body: BulkGroupsRequest) => jobsApi.bulkGroups(body);

/** The jobs and the plan's usage reload afterwards, without waiting for them. */
export const useSendBulkGroups = () =>
  useApiMutation(sendBulkGroups, {
    invalidates: [queryKeys.jobs.all(), queryKeys.subscription.all()],
    on: 'success',
    wait: false,
  });
