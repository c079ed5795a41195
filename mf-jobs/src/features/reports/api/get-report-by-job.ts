import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type ReportQuery, reportsApi } from 'shared-sdk';
import { REPORT_STALE_TIME_MS } from '../utils/range';

/** GET /reports/by-job?from&to&accountId: the jobs created in the range, with their variants. */
export const getReportByJob = (query: ReportQuery) => reportsApi.byJob(query);

export const reportByJobQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.byJob(query),
    queryFn: () => getReportByJob(query),
    // Figures move while jobs send and replies come: a minute old at most when the page is opened again.
    staleTime: REPORT_STALE_TIME_MS,
    // Another range or account keeps the figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useReportByJob = (query: ReportQuery) => useQuery(reportByJobQueryOptions(query));
