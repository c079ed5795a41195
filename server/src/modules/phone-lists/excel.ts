import * as XLSX from '@e965/xlsx';
import { badRequest } from '../../http/errors';
import { PHONE_LIST_MESSAGES } from 'shared-sdk/schemas';
import { normaliseVietnamesePhone } from './vietnamese-phone';

export const PREVIEW_SAMPLES = 20;
/** More rows than any real list, and a bound on what a crafted file can make us read. */
export const MAX_ROWS = 200_000;

export interface ParsedNumbers {
  totalRows: number;
  valid: string[];
  invalidCount: number;
}

/** The file's first bytes say what it is: xlsx is a zip (PK), xls an OLE2 compound file. */
function looksLikeExcel(data: Buffer): boolean {
  const zip = data[0] === 0x50 && data[1] === 0x4b;
  const ole2 = data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
  return zip || ole2;
}

/**
 * The numbers of column A of the first sheet: normalised, duplicates dropped, the rest counted as invalid.
 * A header row ('Số điện thoại', 'phone'…) counts as invalid like any other text.
 */
export function parsePhoneWorkbook(data: Buffer): ParsedNumbers {
  if (!looksLikeExcel(data)) throw badRequest(PHONE_LIST_MESSAGES.notExcel);
  let sheet: XLSX.WorkSheet | undefined;
  try {
    const workbook = XLSX.read(data, { type: 'buffer', dense: true, sheetRows: MAX_ROWS, cellHTML: false, cellFormula: false, cellStyles: false });
    sheet = workbook.Sheets[workbook.SheetNames[0]];
  } catch {
    throw badRequest(PHONE_LIST_MESSAGES.unreadable);
  }
  if (!sheet) throw badRequest(PHONE_LIST_MESSAGES.unreadable);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: false, defval: null });
  const seen = new Set<string>();
  let invalidCount = 0;
  let totalRows = 0;
  for (const row of rows) {
    const cell = row[0];
    if (cell === null || cell === undefined || String(cell).trim() === '') continue;
    totalRows += 1;
    const phone = normaliseVietnamesePhone(cell);
    if (!phone) invalidCount += 1;
    else seen.add(phone);
  }
  return { totalRows, valid: [...seen], invalidCount };
}
