import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOB_RECIPIENTS_PAGE_SIZE, jobsApi, queryKeys } from 'shared-sdk';

/** Who the log shows: everyone, or only who replied (true) or did not (false). */
export type RepliedFilter = boolean | undefined;

/** The query of one page: `replied` only when filtered, so the unfiltered key stays { page, limit }. */
const queryOf = (page: number, replied: RepliedFilter) => ({ page, limit: JOB_RECIPIENTS_PAGE_SIZE, ...(replied === undefined ? {} : { replied }) });

/** GET /jobs/{id}/recipients?page&limit[&replied]: one page of a job's per-recipient log, in sending order. */
export const getJobRecipients = (jobId: string, page: number, replied?: RepliedFilter) => jobsApi.recipients(jobId, queryOf(page, replied));

export const jobRecipientsQueryOptions = (jobId: string, page: number, refetchInterval: number | false = false, replied?: RepliedFilter) =>
  queryOptions({
    queryKey: queryKeys.jobs.recipients(jobId, queryOf(page, replied)),
    queryFn: () => getJobRecipients(jobId, page, replied),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval,
  });

export const useJobRecipients = (jobId: string, page: number, refetchInterval: number | false, replied?: RepliedFilter) =>
  useQuery(jobRecipientsQueryOptions(jobId, page, refetchInterval, replied));
