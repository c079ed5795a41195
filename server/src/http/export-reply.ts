import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from 'shared-sdk/schemas';
import { csvChunks } from '../lib/exports/csv';
import type { ExportTable } from '../lib/exports/table';
import { xlsxChunks, xlsxWorkbookChunks } from '../lib/exports/xlsx';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** RFC 5987: percent-encoded UTF-8, with the few characters encodeURIComponent leaves that the grammar does not allow. */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the Vietnamese name in `filename*` (every current browser) and an ASCII fallback without
 * diacritics in `filename`; characters a file system refuses become spaces.
 */
export function contentDisposition(filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
  const safe = filename.replace(/[\\/:*?"<>|\u0000-\u001f]/g, ' ').replace(/\s+/g, ' ').trim() || 'export';
  const ascii = safe
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(safe)}`;
}

/**
 * Sends `table` as a streamed .xlsx or .csv download named `name` (without extension). The rows are read batch by
 * batch as the client takes the file: a slow client holds the reading, not the server's memory. A failure after
 * the first bytes can only cut the download short (the browser reports it failed).
 */
export function sendExport(reply: FastifyReply, format: ExportFormat, name: string, table: ExportTable): FastifyReply {
  return sendChunks(reply, format, name, format === 'csv' ? csvChunks(table) : xlsxChunks(table));
}

/** Sends `tables` as the sheets of one streamed .xlsx download named `name` (without extension). */
export function sendWorkbook(reply: FastifyReply, name: string, tables: ExportTable[]): FastifyReply {
  return sendChunks(reply, 'xlsx', name, xlsxWorkbookChunks(tables));
}

function sendChunks(reply: FastifyReply, format: ExportFormat, name: string, chunks: AsyncGenerator<Buffer>): FastifyReply {
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition(`${name}.${format}`))
    .header('cache-control', 'no-store');
  return reply.send(Readable.from(chunks, { objectMode: false }));
}
