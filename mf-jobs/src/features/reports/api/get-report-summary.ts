import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type ReportQuery, reportsApi } from 'shared-sdk';
import { REPORT_STALE_TIME_MS } from '../utils/range';

/** GET /reports/summary?from&to&accountId: the range's totals. */
export const getReportSummary = (query: ReportQuery) => reportsApi.summary(query);

export const reportSummaryQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.summary(query),
    queryFn: () => getReportSummary(query),
    // Figures move while jobs send and replies come: a minute old at most when the page is opened again.
    staleTime: REPORT_STALE_TIME_MS,
    // Another range or account keeps the figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useReportSummary = (query: ReportQuery) => useQuery(reportSummaryQueryOptions(query));
