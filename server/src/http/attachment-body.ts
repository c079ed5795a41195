import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, JOB_REQUEST_MESSAGES } from 'shared-sdk/schemas';
import { BIG_BODY_BYTES } from './big-bodies';
import { jsonTextParser } from './envelope';
import { AppError, badRequest, MESSAGES } from './errors';

/**
 * Job bodies carry attachments as base64 data URLs: up to 5 × 10 MB, ~67 MB of JSON. Read as
 * text, such a body is held three times over (the text, JSON.parse's copy, its strings). This reader decodes
 * the `data` of each attachment straight from the socket into bytes while the rest of the body (small) is parsed
 * as usual; the attachment's `data` then reads `data:<mime>;ref=<id>,` and `decodedDataUrl` gives its bytes
 * while the request lasts. Only on routes that opt in (`config.decodeDataUrls`); a schedule, which stores its
 * attachments as sent, reads them as text.
 */

/** Route config of routes whose attachments are decoded while read. */
export const DECODE_DATA_URLS = { decodeDataUrls: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    decodeDataUrls?: boolean;
  }
}

const REF_PATTERN = /^data:([^,;]*);ref=([0-9a-f-]{36}),$/;
const DATA_URL_PREFIX = /^data:([^,;]*);base64$/;
const MAX_PREFIX_BYTES = 128;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

interface Decoded {
  bytes: Buffer;
  /** Over the attachment limit: its bytes were not kept. */
  tooLarge: boolean;
}

/** Bytes of the data URLs of requests being handled, by their ref id (unguessable, removed when the answer ends). */
const decodedByRef = new Map<string, Decoded>();
const refsOfRequest = new WeakMap<FastifyRequest, string[]>();

/** The bytes of a data URL this reader decoded, or undefined when `dataUrl` is not one of its refs. */
export function decodedDataUrl(dataUrl: string): Buffer | undefined {
  const match = REF_PATTERN.exec(dataUrl);
  if (!match) return undefined;
  const decoded = decodedByRef.get(match[2]);
  if (!decoded || decoded.tooLarge) throw badRequest(JOB_REQUEST_MESSAGES.attachmentData);
  return decoded.bytes;
}

/** Decodes base64 as it arrives, in whole groups of four characters. */
class Base64Sink {
  private carry = '';
  private parts: Buffer[] = [];
  private size = 0;
  tooLarge = false;

  write(text: string) {
    const all = this.carry + text;
    const whole = all.length - (all.length % 4);
    this.carry = all.slice(whole);
    this.keep(Buffer.from(all.slice(0, whole), 'base64'));
  }

  end(): Decoded {
    if (this.carry) this.keep(Buffer.from(this.carry, 'base64'));
    return { bytes: this.tooLarge ? Buffer.alloc(0) : Buffer.concat(this.parts, this.size), tooLarge: this.tooLarge };
  }

  private keep(bytes: Buffer) {
    this.size += bytes.length;
    if (this.size > ATTACHMENT_MAX_BYTES + 3) {
      this.tooLarge = true;
      this.parts = [];
    } else this.parts.push(bytes);
  }
}

/**
 * Splits a JSON byte stream into the JSON without the data URLs of `"data"` values (kept as bytes) and those
 * data URLs, decoded. Tracks just enough of JSON: strings and escapes, the last key, and whether a value follows.
 */
class DataUrlScanner {
  private readonly json: Buffer[] = [];
  readonly refs: Array<{ id: string; decoded: Decoded }> = [];
  private mode: 'json' | 'string' | 'prefix' | 'data' = 'json';
  private escaped = false;
  private key: number[] | undefined = [];
  private lastKey = '';
  private afterColon = false;
  private prefix: number[] = [];
  private sink: Base64Sink | undefined;
  private mime = '';
  private dataEscape = false;

  write(chunk: Buffer) {
    let from = 0;
    let i = 0;
    while (i < chunk.length) {
      if (this.mode === 'data') {
        i = this.readData(chunk, i);
        from = i;
        continue;
      }
      const byte = chunk[i];
      if (this.mode === 'prefix') {
        if (byte === 0x2c /* , */ && this.startData()) {
          i += 1;
          from = i;
          continue;
        }
        const escapedHere = this.trailingBackslashes() % 2 === 1;
        if ((byte !== QUOTE || escapedHere) && this.prefix.length < MAX_PREFIX_BYTES) {
          this.prefix.push(byte);
          i += 1;
          from = i;
          continue;
        }
        // Not a data URL after all: its start goes back into the JSON, and this byte is read as a string's.
        this.json.push(Buffer.from(this.prefix));
        this.escaped = escapedHere;
        this.mode = 'string';
        from = i;
      }
      if (this.mode === 'string') {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) {
          this.mode = 'json';
          if (this.key) this.lastKey = Buffer.from(this.key).toString('utf8');
        }
        if (this.key && this.mode === 'string') this.key = this.key.length < 16 ? [...this.key, byte] : undefined;
        i += 1;
        continue;
      }
      // Outside strings.
      if (byte === QUOTE) {
        const valueOfData = this.afterColon && this.lastKey === 'data';
        this.afterColon = false;
        this.key = valueOfData ? undefined : [];
        i += 1;
        if (valueOfData) {
          this.json.push(Buffer.from(chunk.subarray(from, i)));
          from = i;
          this.mode = 'prefix';
          this.prefix = [];
        } else this.mode = 'string';
        continue;
      }
      if (byte === 0x3a /* : */) this.afterColon = true;
      else if (byte === 0x2c || byte === 0x7b || byte === 0x7d || byte === 0x5b || byte === 0x5d) {
        this.afterColon = false;
        this.lastKey = '';
      }
      i += 1;
    }
    if (from < chunk.length && this.mode !== 'prefix') this.json.push(Buffer.from(chunk.subarray(from)));
  }

  /** The JSON text with refs in place of the data URLs. */
  end(): string {
    if (this.mode === 'prefix') this.json.push(Buffer.from(this.prefix));
    if (this.mode === 'data') throw badRequest(JOB_REQUEST_MESSAGES.attachmentData);
    return Buffer.concat(this.json).toString('utf8');
  }

  private trailingBackslashes(): number {
    let count = 0;
    while (count < this.prefix.length && this.prefix[this.prefix.length - 1 - count] === BACKSLASH) count += 1;
    return count;
  }

  private startData(): boolean {
    if (this.trailingBackslashes() % 2 === 1) return false;
    // Some JSON writers escape every slash ("image\/png").
    const match = DATA_URL_PREFIX.exec(Buffer.from(this.prefix).toString('latin1').replaceAll('\\/', '/'));
    if (!match) return false;
    this.mime = match[1];
    this.sink = new Base64Sink();
    this.mode = 'data';
    this.dataEscape = false;
    return true;
  }

  /** Reads base64 up to the closing quote (or the chunk's end); `\/` is the only escape it can hold. */
  private readData(chunk: Buffer, start: number): number {
    let i = start;
    if (this.dataEscape) {
      if (chunk[i] !== 0x2f) throw badRequest(JOB_REQUEST_MESSAGES.attachmentData);
      this.sink?.write('/');
      this.dataEscape = false;
      i += 1;
    }
    const quote = chunk.indexOf(QUOTE, i);
    const end = quote < 0 ? chunk.length : quote;
    const slash = chunk.indexOf(BACKSLASH, i);
    if (slash >= 0 && slash < end) {
      this.sink?.write(chunk.toString('latin1', i, slash));
      this.dataEscape = true;
      return slash + 1;
    }
    this.sink?.write(chunk.toString('latin1', i, end));
    if (quote < 0) return chunk.length;
    const id = randomUUID();
    this.refs.push({ id, decoded: (this.sink as Base64Sink).end() });
    this.sink = undefined;
    this.json.push(Buffer.from(`data:${this.mime};ref=${id},"`, 'latin1'));
    this.mode = 'json';
    return quote + 1;
  }
}

const payloadTooLarge = () => new AppError(413, MESSAGES.payloadTooLarge);

async function readText(payload: Readable, limit: number): Promise<string> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > limit) throw payloadTooLarge();
    text += decoder.write(chunk as Buffer);
  }
  return text + decoder.end();
}

/** Every ref in `body` must be an attachment's `data`; one over the size limit is refused by its file's name. */
function checkRefs(body: unknown, refs: Map<string, Decoded>) {
  const attachments = (body as { attachments?: unknown } | undefined)?.attachments;
  let placed = 0;
  if (Array.isArray(attachments)) {
    for (const file of attachments as Array<{ data?: unknown; filename?: unknown }>) {
      const match = typeof file?.data === 'string' ? REF_PATTERN.exec(file.data) : null;
      const decoded = match ? refs.get(match[2]) : undefined;
      if (!decoded) continue;
      placed += 1;
      if (decoded.tooLarge) throw badRequest(JOB_REQUEST_MESSAGES.fileTooLarge(String(file.filename ?? '')));
    }
  }
  if (placed !== refs.size) throw badRequest(JOB_REQUEST_MESSAGES.attachmentData);
}

/**
 * Replaces the JSON parser of `app`'s routes: bodies of opted-in routes over BIG_BODY_BYTES are scanned as they
 * arrive; all others read as text, as everywhere else. Refs are forgotten when the answer ends.
 */
export function registerAttachmentBodyReader(app: FastifyInstance): void {
  const parseJsonText = jsonTextParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', async (request: FastifyRequest, payload: Readable) => {
    const limit = request.routeOptions.bodyLimit ?? BIG_BODY_BYTES;
    const length = Number(request.headers['content-length'] ?? Number.NaN);
    if (length > limit) throw payloadTooLarge();
    const decode = request.routeOptions.config.decodeDataUrls === true;
    if (!decode || (Number.isFinite(length) && length <= BIG_BODY_BYTES)) return parseJsonText(request, await readText(payload, limit));

    const scanner = new DataUrlScanner();
    let size = 0;
    // A body found bad is still read to its end, so the client receives the answer instead of a reset.
    let failure: unknown;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > limit) throw payloadTooLarge();
      if (failure) continue;
      try {
        scanner.write(chunk as Buffer);
      } catch (error) {
        failure = error;
      }
    }
    if (failure) throw failure;
    const text = scanner.end();
    const refs = new Map(scanner.refs.map(({ id, decoded }) => [id, decoded]));
    const body = await parseJsonText(request, text);
    checkRefs(body, refs);
    for (const [id, decoded] of refs) decodedByRef.set(id, decoded);
    refsOfRequest.set(request, [...refs.keys()]);
    return body;
  });
  const forget = async (request: FastifyRequest) => {
    for (const id of refsOfRequest.get(request) ?? []) decodedByRef.delete(id);
  };
  app.addHook('onResponse', forget);
  app.addHook('onRequestAbort', forget);
}
