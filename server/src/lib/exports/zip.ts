import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

/** A file of the archive: its bytes as they are produced. */
export interface ZipFile {
  name: string;
  content: AsyncIterable<Buffer> | Iterable<Buffer>;
}

interface Written {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

const MAX_32 = 0xffff_ffff;
/** Bit 3: sizes and CRC follow the data (a streamed entry); bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
// 1980-01-01 00:00 in MS-DOS form: the files carry no meaningful time.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** A little-endian record of `size` bytes: each field's value at its offset, 2 or 4 bytes wide; the rest zero. */
function record(size: number, fields: Array<[offset: number, width: 2 | 4, value: number]>): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [offset, width, value] of fields) {
    if (width === 2) buffer.writeUInt16LE(value, offset);
    else buffer.writeUInt32LE(value, offset);
  }
  return buffer;
}

function localHeader(name: Buffer): Buffer {
  // CRC and sizes (14-25) are zero here: the data descriptor after the data carries them.
  const header = record(30, [
    [0, 4, 0x04034b50],
    [4, 2, VERSION],
    [6, 2, FLAGS],
    [8, 2, DEFLATE],
    [10, 2, DOS_TIME],
    [12, 2, DOS_DATE],
    [26, 2, name.length],
  ]);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  return record(16, [
    [0, 4, 0x08074b50],
    [4, 4, entry.crc],
    [8, 4, entry.compressed],
    [12, 4, entry.size],
  ]);
}

function centralHeader(entry: Written): Buffer {
  const header = record(46, [
    [0, 4, 0x02014b50],
    [4, 2, VERSION],
    [6, 2, VERSION],
    [8, 2, FLAGS],
    [10, 2, DEFLATE],
    [12, 2, DOS_TIME],
    [14, 2, DOS_DATE],
    [16, 4, entry.crc],
    [20, 4, entry.compressed],
    [24, 4, entry.size],
    [28, 2, entry.name.length],
    [42, 4, entry.offset],
  ]);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  return record(22, [
    [0, 4, 0x06054b50],
    [8, 2, count],
    [10, 2, count],
    [12, 4, size],
    [16, 4, offset],
  ]);
}

/** `source` through raw deflate as its output comes, counting its CRC and sizes into `entry`. */
async function* deflated(source: ZipFile['content'], entry: Written): AsyncGenerator<Buffer> {
  const deflate = createDeflateRaw();
  async function* counted() {
    for await (const chunk of source) {
      entry.crc = crc32(chunk, entry.crc);
      entry.size += chunk.length;
      yield chunk;
    }
  }
  // A failing source destroys the deflater with its error, which ends the loop below with it; a reader that stops
  // early destroys the deflater, which ends the feeding (its premature close is expected then).
  const feeding = pipeline(counted(), deflate).catch((error: unknown) => deflate.destroy(error as Error));
  for await (const chunk of deflate as AsyncIterable<Buffer>) {
    entry.compressed += chunk.length;
    yield chunk;
  }
  await feeding;
}

/**
 * A zip archive written as a stream (no seeking back): each file deflated as its content arrives, its CRC and
 * sizes in a data descriptor after it, the central directory at the end. Holds only the small central directory.
 * Without zip64: an entry stops at 4 GiB, far beyond any export.
 */
export async function* zipChunks(files: ZipFile[]): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for (const file of files) {
    const entry: Written = { name: Buffer.from(file.name, 'utf8'), offset, crc: 0, compressed: 0, size: 0 };
    const header = localHeader(entry.name);
    offset += header.length;
    yield header;
    for await (const chunk of deflated(file.content, entry)) {
      offset += chunk.length;
      yield chunk;
    }
    if (entry.size > MAX_32 || entry.compressed > MAX_32 || offset > MAX_32) throw new Error('zip entry over 4 GiB');
    const descriptor = dataDescriptor(entry);
    offset += descriptor.length;
    yield descriptor;
    written.push(entry);
  }
  const directory = Buffer.concat(written.map(centralHeader));
  yield directory;
  yield endOfCentralDirectory(written.length, directory.length, offset);
}
