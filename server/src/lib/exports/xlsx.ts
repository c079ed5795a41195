import { type CellValue, excelSerial, type ExportTable } from './table';
import { zipChunks } from './zip';

/**
 * Tables as an .xlsx workbook (an export is one sheet, the reports several), streamed: each sheet's XML is
 * produced batch by batch and deflated into the zip as it comes. Texts are inline strings (no shared-strings table to hold in memory), instants are date cells
 * of their Asia/Ho_Chi_Minh time shown dd/mm/yyyy hh:mm, the header row is bold and stays in view.
 */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
/** Excel's limit for one cell's text. */
const CELL_MAX_CHARS = 32_767;
/** Styles (cellXfs): 0 plain, 1 bold header, 2 date and time. */
const BOLD = 1;
const DATE = 2;

/** The package's content types, with one worksheet part per sheet. */
const contentTypes = (sheets: number) => `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
${sheetNumbers(sheets).map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const sheetNumbers = (sheets: number) => Array.from({ length: sheets }, (_, i) => i + 1);

const ROOT_RELS = `${XML}<Relationships xmlns="${PKG_REL}">\
<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** The workbook's relationships: sheet n is rId n, the styles come after them. */
const workbookRels = (sheets: number) => `${XML}<Relationships xmlns="${PKG_REL}">\
${sheetNumbers(sheets).map((n) => `<Relationship Id="rId${n}" Type="${REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('')}\
<Relationship Id="rId${sheets + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

const STYLES = `${XML}<styleSheet xmlns="${MAIN}">\
<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Characters XML 1.0 does not allow (a name copied from a chat may hold them): dropped. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Excel's sheet names: at most 31 characters, none of []:*?/\ . */
export function sheetNameOf(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet1';
}

/** A, B, … Z, AA, AB, …: the column's letters. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function cellXml(ref: string, value: CellValue, style = 0): string {
  if (value === null || value === undefined || value === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (value instanceof Date) return `<c r="${ref}" s="${DATE}"><v>${excelSerial(value)}</v></c>`;
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  const text = xmlText(value.length > CELL_MAX_CHARS ? value.slice(0, CELL_MAX_CHARS) : value);
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

function rowXml(rowNumber: number, cells: CellValue[], letters: string[], style = 0): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < cells.length; i++) xml += cellXml(`${letters[i]}${rowNumber}`, cells[i], style);
  return `${xml}</row>`;
}

async function* sheetXml(table: ExportTable): AsyncGenerator<Buffer> {
  const letters = table.columns.map((_, index) => columnLetters(index));
  const cols = table.columns.map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width ?? 20}" customWidth="1"/>`).join('');
  yield Buffer.from(
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>` +
      rowXml(1, table.columns.map((column) => column.header), letters, BOLD),
    'utf8',
  );
  let rowNumber = 1;
  for await (const batch of table.batches) {
    let xml = '';
    for (const cells of batch) xml += rowXml(++rowNumber, cells, letters);
    yield Buffer.from(xml, 'utf8');
  }
  yield Buffer.from('</sheetData></worksheet>', 'utf8');
}

export function xlsxChunks(table: ExportTable): AsyncGenerator<Buffer> {
  return xlsxWorkbookChunks([table]);
}

/** Several tables as the sheets of one workbook, in order (each sheet's rows read only once the sheets before are written). */
export function xlsxWorkbookChunks(tables: ExportTable[]): AsyncGenerator<Buffer> {
  const sheets = tables
    .map((table, i) => `<sheet name="${xmlText(sheetNameOf(table.sheetName))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  const workbook = `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets}</sheets></workbook>`;
  const fixed = (text: string) => [Buffer.from(text, 'utf8')];
  return zipChunks([
    { name: '[Content_Types].xml', content: fixed(contentTypes(tables.length)) },
    { name: '_rels/.rels', content: fixed(ROOT_RELS) },
    { name: 'xl/workbook.xml', content: fixed(workbook) },
    { name: 'xl/_rels/workbook.xml.rels', content: fixed(workbookRels(tables.length)) },
    { name: 'xl/styles.xml', content: fixed(STYLES) },
    ...tables.map((table, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, content: sheetXml(table) })),
  ]);
}
