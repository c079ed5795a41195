import type * as Xlsx from '@e965/xlsx';
import { badRequest } from './errors';
import { PHONE_LIST_MESSAGES, type PhoneImportRejectedRow, PREVIEW_REJECTED_COUNT } from 'shared-sdk/schemas';
import { readVietnamesePhone } from '../lib/phones/vietnamese-phone';

/** More rows than any real list, and a bound on what a crafted file can make us read. */
export const MAX_ROWS = 200_000;

export interface ParsedNumbers {
  totalRows: number;
  valid: string[];
  invalidCount: number;
  /** Rows repeating a number of an earlier row (taken once). */
  duplicateCount: number;
  /** The first rejected rows, with their row number and why (invalidCount counts them all). */
  rejected: PhoneImportRejectedRow[];
}

/** A text cell in row 1 is the column's heading, not a wrong number. */
export const HEADER_ROW_REASON = 'Dòng tiêu đề, không phải số điện thoại';

/**
 * The workbook reader takes about 0.15 s to load: only a process that reads a workbook pays for it (every server and
 * every server test file used to).
 */
function workbookReader(): typeof Xlsx {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, see above
  return require('@e965/xlsx') as typeof Xlsx;
}

/** The file's first bytes say what it is: xlsx is a zip (PK), xls an OLE2 compound file. */
function looksLikeExcel(data: Buffer): boolean {
  const zip = data[0] === 0x50 && data[1] === 0x4b;
  const ole2 = data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
  return zip || ole2;
}

/**
 * The numbers of column A of the first sheet: normalised, duplicates dropped (and counted), the rest rejected with
 * their row number and reason. A text heading in the first row is rejected as such.
 */
export function parsePhoneWorkbook(data: Buffer): ParsedNumbers {
  if (!looksLikeExcel(data)) throw badRequest(PHONE_LIST_MESSAGES.notExcel);
  const XLSX = workbookReader();
  let sheet: Xlsx.WorkSheet | undefined;
  try {
    const workbook = XLSX.read(data, { type: 'buffer', dense: true, sheetRows: MAX_ROWS, cellHTML: false, cellFormula: false, cellStyles: false });
    sheet = workbook.Sheets[workbook.SheetNames[0]];
  } catch {
    throw badRequest(PHONE_LIST_MESSAGES.unreadable);
  }
  if (!sheet) throw badRequest(PHONE_LIST_MESSAGES.unreadable);
  // Blank rows kept, so that a row's index gives its number as the spreadsheet shows it.
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: null });
  const firstRow = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r + 1 : 1;
  const seen = new Set<string>();
  const rejected: PhoneImportRejectedRow[] = [];
  let invalidCount = 0;
  let duplicateCount = 0;
  let totalRows = 0;
  rows.forEach((row, index) => {
    const cell = row?.[0];
    if (cell === null || cell === undefined || String(cell).trim() === '') return;
    totalRows += 1;
    const read = readVietnamesePhone(cell);
    if ('phone' in read) {
      if (seen.has(read.phone)) duplicateCount += 1;
      else seen.add(read.phone);
      return;
    }
    invalidCount += 1;
    const rowNumber = firstRow + index;
    const heading = rowNumber === 1 && typeof cell === 'string' && /\p{L}/u.test(cell);
    if (rejected.length < PREVIEW_REJECTED_COUNT) rejected.push({ row: rowNumber, value: String(cell).slice(0, 50), reason: heading ? HEADER_ROW_REASON : read.reason });
  });
  return { totalRows, valid: [...seen], invalidCount, duplicateCount, rejected };
}
