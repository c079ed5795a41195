/**
 * What an export writes: columns with Vietnamese headers and rows read from the database in
 * keyset-paged batches, so a 100,000-row export never holds more than one batch in memory. The csv and xlsx
 * writers turn the batches into chunks of the file as the client reads them.
 */

/** A cell: text, a number, an instant (shown in Asia/Ho_Chi_Minh) or nothing. */
export type CellValue = string | number | Date | null | undefined;

export interface ExportColumn {
  header: string;
  /** Column width in characters in the .xlsx. */
  width?: number;
}

export interface ExportTable {
  /** The .xlsx sheet's name (cut to Excel's 31 characters). */
  sheetName: string;
  columns: ExportColumn[];
  /** The rows, one batch at a time. */
  batches: AsyncIterable<CellValue[][]>;
}

/** Rows read per query: small enough to keep memory flat, large enough that 100,000 rows take 50 queries. */
export const EXPORT_BATCH_ROWS = 2000;

/**
 * The rows of `fetchBatch` in batches, each query starting after the last key of the one before (keyset paging:
 * every batch is one index range scan, however deep into the list). PGlite has no server-side cursor to hold.
 */
export async function* keysetBatches<Row, Key>(
  fetchBatch: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  toCells: (row: Row) => CellValue[],
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<CellValue[][]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await fetchBatch(after, batchRows);
    if (rows.length > 0) yield rows.map(toCells);
    if (rows.length < batchRows) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** dd/MM/yyyy HH:mm in Asia/Ho_Chi_Minh (UTC+7, no daylight saving), as the pages show times. */
export function vietnamDateTime(at: Date): string {
  const iso = new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

/** The instant as an Excel date serial of its Vietnamese wall-clock time (days since 1899-12-30). */
export function excelSerial(at: Date): number {
  return (at.getTime() + VIETNAM_OFFSET_MS) / 86_400_000 + 25_569;
}

/** A database timestamp (Date from either driver, or text) as a Date; null stays null. */
export const instant = (value: Date | string | null | undefined): Date | null => (value === null || value === undefined ? null : new Date(value));
