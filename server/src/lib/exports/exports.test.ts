import { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import { csvCell, csvChunks } from './csv';
import { type CellValue, type ExportTable, keysetBatches, vietnamDateTime } from './table';
import { parseCsv, parseXlsx, serialAsVietnamese } from './testing/read-export';
import { columnLetters, sheetNameOf, xlsxChunks } from './xlsx';
import { zipChunks } from './zip';

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

async function* batchesOf(rows: CellValue[][], size = 2) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

const at = new Date('2026-03-05T17:30:00Z'); // 06/03/2026 00:30 in Vietnam
const table = (rows: CellValue[][]): ExportTable => ({
  sheetName: 'Người nhận',
  columns: [{ header: 'STT' }, { header: 'Người nhận' }, { header: 'Trạng thái' }, { header: 'Thời gian' }],
  batches: batchesOf(rows),
});
const ROWS: CellValue[][] = [
  [1, 'Nguyễn Văn Ánh', 'Đã gửi', at],
  [2, 'Trần "Bé", Hà\nNội', 'Thất bại', null],
  [3, '=HYPERLINK("http://x")', '-5', undefined],
  [4, '@mention', '+84912345678', at],
];

describe('csv', () => {
  it('starts with a BOM, quotes what needs it, neutralises formulas, writes times in Vietnam', async () => {
    const text = (await collect(csvChunks(table(ROWS)))).toString('utf8');
    expect(text.startsWith('\uFEFFSTT,Người nhận,Trạng thái,Thời gian\r\n')).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      ['STT', 'Người nhận', 'Trạng thái', 'Thời gian'],
      ['1', 'Nguyễn Văn Ánh', 'Đã gửi', '06/03/2026 00:30'],
      ['2', 'Trần "Bé", Hà\nNội', 'Thất bại', ''],
      ['3', `'=HYPERLINK("http://x")`, "'-5", ''],
      ['4', "'@mention", "'+84912345678", '06/03/2026 00:30'],
    ]);
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell(-5)).toBe('-5'); // a number is data, not a formula
  });
});

describe('xlsx', () => {
  it('is a workbook SheetJS reads back: header, texts, numbers, Vietnamese date cells', async () => {
    const { sheetName, rows } = parseXlsx(await collect(xlsxChunks(table(ROWS))));
    expect(sheetName).toBe('Người nhận');
    expect(rows[0]).toEqual(['STT', 'Người nhận', 'Trạng thái', 'Thời gian']);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      [1, 'Nguyễn Văn Ánh', 'Đã gửi'],
      [2, 'Trần "Bé", Hà\nNội', 'Thất bại'],
      // Inline strings are never formulas: kept as they are.
      [3, '=HYPERLINK("http://x")', '-5'],
      [4, '@mention', '+84912345678'],
    ]);
    expect(serialAsVietnamese(rows[1][3] as number)).toBe('06/03/2026 00:30');
    expect(rows[2][3]).toBeNull();
  });

  it('drops characters XML cannot hold and keeps edge spaces', async () => {
    const { rows } = parseXlsx(await collect(xlsxChunks(table([[1, ' a\u0001b<&> ', 'x', null]]))));
    expect(rows[1].slice(0, 2)).toEqual([1, ' ab<&> ']);
  });

  it('names columns and sheets as Excel does', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(sheetNameOf('Kho chung: [a/b] ' + 'x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf('a:b')).toBe('a b');
  });
});

describe('zip', () => {
  it('writes entries a reader finds by the central directory, with their CRC and sizes', async () => {
    const zip = await collect(zipChunks([{ name: 'a.txt', content: [Buffer.from('xin chào '.repeat(1000))] }, { name: 'thư mục/b.txt', content: [] }]));
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 10)).toBe(2);
    const directory = zip.readUInt32LE(end + 16);
    expect(zip.readUInt32LE(directory)).toBe(0x02014b50);
    const compressed = zip.readUInt32LE(directory + 20);
    const size = zip.readUInt32LE(directory + 24);
    const nameLength = zip.readUInt16LE(directory + 28);
    expect(zip.subarray(directory + 46, directory + 46 + nameLength).toString()).toBe('a.txt');
    const data = zip.subarray(30 + nameLength, 30 + nameLength + compressed);
    expect(inflateRawSync(data).toString()).toBe('xin chào '.repeat(1000));
    expect(size).toBe(Buffer.byteLength('xin chào '.repeat(1000)));
  });

  it('passes a failing source on to the reader', async () => {
    async function* failing() {
      yield Buffer.from('x');
      throw new Error('database gone');
    }
    await expect(collect(zipChunks([{ name: 'a', content: failing() }]))).rejects.toThrow('database gone');
  });

  it('stops reading the source when the reader goes away', async () => {
    let produced = 0;
    async function* endless() {
      for (;;) {
        produced++;
        yield Buffer.alloc(64 * 1024, produced % 251);
      }
    }
    const stream = Readable.from(zipChunks([{ name: 'a', content: endless() }]));
    for await (const chunk of stream) if (chunk) break;
    // Wait on the condition, not a fixed time (a loaded machine finishes the in-flight read late): the stream closes,
    // then the source stops and stays stopped.
    if (!stream.closed) await new Promise((resolve) => stream.once('close', resolve));
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
    let before = -1;
    for (let tries = 0; tries < 50 && produced !== before; tries++) {
      before = produced;
      await pause();
    }
    const after = produced;
    await pause();
    expect(produced).toBe(after);
    expect(produced).toBeLessThan(100);
  });
});

describe('keyset batches', () => {
  it('asks for each batch after the last key, and stops on a short batch', async () => {
    const data = Array.from({ length: 7 }, (_, i) => ({ seq: i + 1 }));
    const asked: (number | null)[] = [];
    const batches = keysetBatches(
      async (after: number | null, limit) => {
        asked.push(after);
        return data.filter((row) => row.seq > (after ?? 0)).slice(0, limit);
      },
      (row) => row.seq,
      (row) => [row.seq],
      3,
    );
    const rows: CellValue[][] = [];
    for await (const batch of batches) rows.push(...batch);
    expect(rows).toEqual(data.map((row) => [row.seq]));
    expect(asked).toEqual([null, 3, 6]);
  });

  it('formats times as the pages do', () => {
    expect(vietnamDateTime(new Date('2026-12-31T18:05:00Z'))).toBe('01/01/2027 01:05');
  });
});
