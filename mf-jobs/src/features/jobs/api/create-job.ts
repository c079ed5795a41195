import { type CreateJobFormOutput, jobsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** The jobs page's create: the message call of the form's type (POST /jobs/message/to-friends, …). */
export const createJob = (form: CreateJobFormOutput) => jobsApi.create(form);

/** A new job changes the list, the stats and today's count of the plan's limit. */
export const useCreateJob = () =>
  useApiMutation(createJob, {
    invalidates: [queryKeys.jobs.all(), queryKeys.subscription.jobLimits()],
    on: 'success',
    wait: false,
  });
