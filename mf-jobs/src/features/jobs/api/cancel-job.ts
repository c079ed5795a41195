import { jobsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /jobs/{id}/cancel. */
export const cancelJob = (jobId: string) => jobsApi.cancel(jobId);

/** Afterwards the list and the stats reload, and so does the plan's running-jobs count. */
export const useCancelJob = () =>
  useApiMutation(cancelJob, {
    invalidates: [queryKeys.jobs.all(), queryKeys.subscription.jobLimits()],
    on: 'settled',
    wait: false,
  });
