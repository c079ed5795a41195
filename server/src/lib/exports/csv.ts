import { type CellValue, type ExportTable, vietnamDateTime } from './table';

/** Excel reads a .csv as UTF-8 (Vietnamese intact) only when it starts with a byte order mark. */
const BOM = '\uFEFF';

/** A text a spreadsheet would run as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: quoted when it holds a comma, quote or line break; a text that starts like a formula gets a leading '. */
export function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = vietnamDateTime(value);
  else if (typeof value === 'number') text = String(value);
  else text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: CellValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The table as RFC 4180 CSV (comma, CRLF) in UTF-8 with a BOM: the header line, then one chunk per batch. */
export async function* csvChunks(table: ExportTable): AsyncGenerator<Buffer> {
  yield Buffer.from(BOM + csvLine(table.columns.map((column) => column.header)), 'utf8');
  for await (const batch of table.batches) yield Buffer.from(batch.map(csvLine).join(''), 'utf8');
}
