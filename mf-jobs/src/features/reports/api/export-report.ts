import { type ReportQuery, reportsApi } from 'shared-sdk';

/** GET /reports/export?from&to&accountId as .xlsx: asks for the download link (POST /download-links) the browser then opens. */
export const exportReport = (query: ReportQuery) => reportsApi.exportLink(query);
