import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type ReportQuery, reportsApi } from 'shared-sdk';
import { REPORT_STALE_TIME_MS } from '../utils/range';

/** GET /reports/daily?from&to&accountId: sent, messages, replied and failed per Vietnamese day. */
export const getReportDaily = (query: ReportQuery) => reportsApi.daily(query);

export const reportDailyQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.daily(query),
    queryFn: () => getReportDaily(query),
    // Figures move while jobs send and replies come: a minute old at most when the page is opened again.
    staleTime: REPORT_STALE_TIME_MS,
    // Another range or account keeps the figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useReportDaily = (query: ReportQuery) => useQuery(reportDailyQueryOptions(query));
