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

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  // CRC and sizes (14-25) are zero here: the data descriptor after the data carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
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
