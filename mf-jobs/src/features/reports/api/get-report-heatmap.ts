import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type ReportQuery, reportsApi } from 'shared-sdk';
import { REPORT_STALE_TIME_MS } from '../utils/range';

/** GET /reports/heatmap?from&to&accountId: replies by weekday and hour they came (Asia/Ho_Chi_Minh). */
export const getReportHeatmap = (query: ReportQuery) => reportsApi.heatmap(query);

export const reportHeatmapQueryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.heatmap(query),
    queryFn: () => getReportHeatmap(query),
    // Figures move while jobs send and replies come: a minute old at most when the page is opened again.
    staleTime: REPORT_STALE_TIME_MS,
    // Another range or account keeps the figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useReportHeatmap = (query: ReportQuery) => useQuery(reportHeatmapQueryOptions(query));
