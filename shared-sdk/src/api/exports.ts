import { apiClient, call } from '../http/client';
import type { DownloadLink, ExportFormat } from '../schemas/exports';

/** POST /download-links: a short-lived link that opens one export (path below /api/v1) as a plain download. */
export const exportsApi = {
  downloadLink: (path: string, format: ExportFormat) => call<DownloadLink>(apiClient().post('download-links', { json: { path, format } })),
};
