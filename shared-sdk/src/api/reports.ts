import { apiClient, call } from '../http/client';
import { type DownloadLink, exportPaths, reportExportQuery } from '../schemas/exports';
import type { ReportAccountRow, ReportDay, ReportHeatmap, ReportJobRow, ReportQuery, ReportSummary } from '../schemas/reports';
import { exportsApi } from './exports';

/** `from`, `to` and the account when one is chosen: every report's query string. */
export const reportSearchParams = ({ from, to, accountId }: ReportQuery): Record<string, string> =>
  accountId ? { from, to, accountId } : { from, to };

const get = <T>(path: string, query: ReportQuery) => call<T>(apiClient().get(`reports/${path}`, { searchParams: reportSearchParams(query) }));

/** /api/v1/reports: what the outreach achieved over a range of Vietnamese days. A failure is an ApiError. */
export const reportsApi = {
  summary: (query: ReportQuery) => get<{ summary: ReportSummary }>('summary', query).then((data) => data.summary),
  daily: (query: ReportQuery) => get<{ days: ReportDay[] }>('daily', query).then((data) => data.days),
  byAccount: (query: ReportQuery) => get<{ accounts: ReportAccountRow[] }>('by-account', query).then((data) => data.accounts),
  byJob: (query: ReportQuery) => get<{ jobs: ReportJobRow[] }>('by-job', query).then((data) => data.jobs),
  heatmap: (query: ReportQuery) => get<{ heatmap: ReportHeatmap }>('heatmap', query).then((data) => data.heatmap),
  /**
   * The range's .xlsx (GET /reports/export): a download link for the export's path, with the range beside the
   * link's own parameters (the link is signed for the path; the range only chooses among the signed-in user's data).
   */
  exportLink: async (query: ReportQuery): Promise<DownloadLink> => {
    const link = await exportsApi.downloadLink(exportPaths.reports, 'xlsx');
    return { ...link, url: `${link.url}${reportExportQuery(query)}` };
  },
};
