import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_PAGE_SIZE, type JobListQuery, jobsApi, queryKeys } from 'shared-sdk';
import { liveReloadInterval } from '../utils/live-reload';

export type JobsFilter = Pick<Partial<JobListQuery>, 'status' | 'accountId' | 'type'>;

/** GET /jobs?page&limit&status&accountId&type: one page of the user's jobs, newest first. */
export const getJobs = (query: Partial<JobListQuery>) => jobsApi.list(query);

/** `live`: reload every second while a job of the page is PENDING or PROCESSING. */
export const jobsQueryOptions = (page: number, filter: JobsFilter = {}, live = false) => {
  const params = { page, limit: JOBS_PAGE_SIZE, ...filter };
  return queryOptions({
    queryKey: queryKeys.jobs.list(params),
    queryFn: () => getJobs(params),
    // Paging and filtering keep the current cards on screen until the next answer arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => liveReloadInterval(query.state.data?.jobs, live),
  });
};

export const useJobs = (page: number, filter: JobsFilter, live: boolean) => useQuery(jobsQueryOptions(page, filter, live));
