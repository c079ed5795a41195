import * as XLSX from '@e965/xlsx';

/** RFC 4180 rows of a CSV text (quoted cells, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The first sheet of an .xlsx as rows of raw values (numbers stay numbers, dates are Excel serials), read by SheetJS. */
export function parseXlsx(data: Buffer): { sheetName: string; rows: unknown[][] } {
  const workbook = XLSX.read(data, { type: 'buffer', dense: true });
  const sheetName = workbook.SheetNames[0];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[sheetName], { header: 1, raw: true, blankrows: false, defval: null });
  return { sheetName, rows };
}

/** An Excel serial of Vietnamese wall-clock time, as dd/MM/yyyy HH:mm. */
export function serialAsVietnamese(serial: number): string {
  const iso = new Date(Math.round((serial - 25_569) * 86_400_000)).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}
