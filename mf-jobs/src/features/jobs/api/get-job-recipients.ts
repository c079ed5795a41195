import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOB_RECIPIENTS_PAGE_SIZE, jobsApi, queryKeys } from 'shared-sdk';

/** GET /jobs/{id}/recipients?page&limit: one page of a job's per-recipient log, in sending order. */
export const getJobRecipients = (jobId: string, page: number) => jobsApi.recipients(jobId, { page, limit: JOB_RECIPIENTS_PAGE_SIZE });

export const jobRecipientsQueryOptions = (jobId: string, page: number, refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: queryKeys.jobs.recipients(jobId, { page, limit: JOB_RECIPIENTS_PAGE_SIZE }),
    queryFn: () => getJobRecipients(jobId, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval,
  });

export const useJobRecipients = (jobId: string, page: number, refetchInterval: number | false) =>
  useQuery(jobRecipientsQueryOptions(jobId, page, refetchInterval));
