import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type ReportQuery, reportsApi } from 'shared-sdk';
import { REPORT_STALE_TIME_MS } from '../utils/range';

/** GET /reports/by-account?from&to&accountId: one row per sending account. */
export const getReportByAccount = (query: ReportQuery) => reportsApi.byAccount(query);

export const reportByAccountQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.byAccount(query),
    queryFn: () => getReportByAccount(query),
    // Figures move while jobs send and replies come: a minute old at most when the page is opened again.
    staleTime: REPORT_STALE_TIME_MS,
    // Another range or account keeps the figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useReportByAccount = (query: ReportQuery) => useQuery(reportByAccountQueryOptions(query));
