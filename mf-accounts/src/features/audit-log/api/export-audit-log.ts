import { type AuditLogQuery, type DownloadLink, exportsApi } from 'shared-sdk';

/** The filters a download link's URL gets after its own parameters (a link signs the path, not the query). */
export function auditExportQuery(query: Partial<Pick<AuditLogQuery, 'actor' | 'action' | 'from' | 'to'>>): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'from', 'to'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `&${text}` : '';
}

/** A download link for GET /audit-log/export?format=xlsx with the page's filters. */
export async function exportAuditLog(query: Partial<AuditLogQuery>): Promise<DownloadLink> {
  const link = await exportsApi.downloadLink('/audit-log/export', 'xlsx');
  return { ...link, url: `${link.url}${auditExportQuery(query)}` };
}
