import * as v from 'valibot';

/**
 * Exports: a job's recipient log, a phone list's numbers and a shared list's members as .xlsx or
 * .csv, streamed by the server. A browser download carries no bearer token, so the page first asks for a download
 * link (`POST /download-links`): the export's own URL with a short-lived signed `link` parameter, valid for that
 * path only, which the browser then opens as a plain download.
 */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How long a download link may be opened after it was issued. */
export const DOWNLOAD_LINK_TTL_SECONDS = 60;

export const EXPORT_MESSAGES = {
  formatInvalid: 'Định dạng xuất file chỉ có thể là xlsx hoặc csv',
  pathInvalid: 'Đường dẫn tải xuống không hợp lệ',
  linkInvalid: 'Liên kết tải xuống không hợp lệ hoặc đã hết hạn, vui lòng xuất lại',
  failed: 'Không thể xuất file, vui lòng thử lại',
} as const;

/** `?format=xlsx|csv` of every export; xlsx when absent. */
export const ExportQuerySchema = v.object({
  format: v.optional(v.picklist(EXPORT_FORMATS, EXPORT_MESSAGES.formatInvalid), 'xlsx'),
});

/** The API paths (below /api/v1) of the exports: only these get download links. */
export const EXPORT_PATH_PATTERN = /^\/(?:jobs\/[^/?#]+\/recipients|phone-lists\/[^/?#]+|shared-pending\/lists\/[^/?#]+|reports|audit-log)\/export$/;

/** POST /download-links: the export path below /api/v1 and its format. */
export const DownloadLinkRequestSchema = v.object({
  path: v.pipe(v.string(EXPORT_MESSAGES.pathInvalid), v.maxLength(300, EXPORT_MESSAGES.pathInvalid), v.regex(EXPORT_PATH_PATTERN, EXPORT_MESSAGES.pathInvalid)),
  format: v.picklist(EXPORT_FORMATS, EXPORT_MESSAGES.formatInvalid),
});
export type DownloadLinkRequest = v.InferInput<typeof DownloadLinkRequestSchema>;

export interface DownloadLink {
  /** Same-origin URL of the file: /api/v1/…/export?format=…&link=… */
  url: string;
  expiresAt: string;
}

/** The export paths, for the pages' 'Xuất file' menus. */
export const exportPaths = {
  jobRecipients: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/recipients/export`,
  phoneNumbers: (listId: string) => `/phone-lists/${encodeURIComponent(listId)}/export`,
  sharedListMembers: (listId: string) => `/shared-pending/lists/${encodeURIComponent(listId)}/export`,
  /** The reports of a range; the range goes beside the link's parameters (`reportsApi.exportLink`). */
  reports: '/reports/export',
};

/**
 * The query a reports export link's URL gets after its `?format=xlsx&link=…`: a link signs the path, not the query;
 * the range only chooses among the signed-in user's data.
 */
export function reportExportQuery(query: { from: string; to: string; accountId?: string }): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.accountId) params.set('accountId', query.accountId);
  return `&${params.toString()}`;
}
