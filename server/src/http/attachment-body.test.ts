import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { JOB_REQUEST_MESSAGES } from 'shared-sdk/schemas';
import { DECODE_DATA_URLS, decodedDataUrl, registerAttachmentBodyReader } from './attachment-body';
import { registerErrorEnvelope } from './envelope';

const MB = 1024 * 1024;

/** Bytes that exercise every base64 character. */
const fileBytes = (size: number, seed: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + seed * 7 + (i >> 8)) & 0xff));
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

/** The body in pieces of varying size, so every boundary (inside a key, a prefix, an escape) is crossed. */
function chunked(text: string, sizes = [1, 3, 7, 64, 4093, 65_536]): Readable {
  const bytes = Buffer.from(text, 'utf8');
  const pieces: Buffer[] = [];
  for (let at = 0, n = 0; at < bytes.length; n += 1) {
    const size = sizes[n % sizes.length];
    pieces.push(bytes.subarray(at, at + size));
    at += size;
  }
  return Readable.from(pieces);
}

let app: FastifyInstance;
let lastRefs: string[] = [];
beforeAll(async () => {
  app = Fastify();
  registerErrorEnvelope(app);
  await app.register(async (scope) => {
    registerAttachmentBodyReader(scope);
    const echo = async (request: { body: unknown }) => {
      const body = (request.body ?? {}) as { message?: string; attachments?: Array<{ filename: string; data: string }>; metadata?: unknown };
      lastRefs = (body.attachments ?? []).map((file) => file.data);
      const files = (body.attachments ?? []).map((file) => {
        const bytes = decodedDataUrl(file.data);
        return { filename: file.filename, decoded: bytes !== undefined, sha: sha(bytes ?? Buffer.from(file.data)) };
      });
      return { message: body.message, metadata: body.metadata, files };
    };
    scope.post('/decoding', { bodyLimit: 72 * MB, config: DECODE_DATA_URLS }, echo);
    scope.post('/as-text', { bodyLimit: 72 * MB }, echo);
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: string | Readable, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('bodies with attachments, decoded while read', () => {
  it('decodes every attachment of a big body exactly, whatever the chunking, and keeps the rest as sent', async () => {
    const files = [fileBytes(3 * MB + 1, 1), fileBytes(2 * MB + 2, 2), fileBytes(5, 3)];
    const body = {
      message: 'Xin chào "bạn" \\ data: 😀',
      metadata: { note: 'data:text/plain;base64,QUJD', data: 'nhãn' },
      attachments: files.map((bytes, i) => ({ filename: `tệp-${i}.png`, data: dataUrl(bytes), totalSize: bytes.length, mimeType: 'image/png' })),
    };
    const answer = await post('/decoding', chunked(JSON.stringify(body)));
    expect(answer.statusCode).toBe(200);
    const echoed = answer.json();
    expect(echoed.message).toBe(body.message);
    expect(echoed.metadata).toEqual(body.metadata);
    expect(echoed.files).toEqual(files.map((bytes, i) => ({ filename: `tệp-${i}.png`, decoded: true, sha: sha(bytes) })));
    expect(lastRefs.every((ref) => /^data:image\/png;ref=[0-9a-f-]{36},$/.test(ref))).toBe(true);
  });

  it('reads escaped slashes in the base64, as some JSON writers send them', async () => {
    const bytes = fileBytes(3 * MB, 4);
    const json = JSON.stringify({ attachments: [{ filename: 'a.png', data: dataUrl(bytes) }] }).replaceAll('/', '\\/');
    const answer = await post('/decoding', chunked(json));
    expect(answer.json().files[0]).toEqual({ filename: 'a.png', decoded: true, sha: sha(bytes) });
  });

  it('refuses an attachment over 10 MB by its name, without keeping its bytes', async () => {
    const json = JSON.stringify({ attachments: [{ filename: 'lon.mp4', data: dataUrl(fileBytes(10 * MB + 10, 5), 'video/mp4') }] });
    const answer = await post('/decoding', chunked(json));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, error: JOB_REQUEST_MESSAGES.fileTooLarge('lon.mp4') });
  });

  it('refuses a big data URL anywhere but an attachment\'s data, and a body cut inside one', async () => {
    const elsewhere = JSON.stringify({ metadata: { data: dataUrl(fileBytes(3 * MB, 6)) } });
    expect((await post('/decoding', chunked(elsewhere))).json()).toMatchObject({ success: false, error: JOB_REQUEST_MESSAGES.attachmentData });
    const cut = JSON.stringify({ attachments: [{ filename: 'a.png', data: dataUrl(fileBytes(3 * MB, 7)) }] }).slice(0, 2 * MB);
    expect((await post('/decoding', chunked(cut))).statusCode).toBe(400);
  });

  it('forgets the decoded bytes once the answer is sent', async () => {
    const json = JSON.stringify({ attachments: [{ filename: 'a.png', data: dataUrl(fileBytes(3 * MB, 8)) }] });
    expect((await post('/decoding', chunked(json))).statusCode).toBe(200);
    expect(() => decodedDataUrl(lastRefs[0])).toThrow(JOB_REQUEST_MESSAGES.attachmentData);
    // A ref a client makes up is no attachment either.
    expect(() => decodedDataUrl('data:image/png;ref=00000000-0000-4000-8000-000000000000,')).toThrow(JOB_REQUEST_MESSAGES.attachmentData);
  });

  it('reads small bodies, and bodies of routes that keep attachments as sent, as text', async () => {
    const small = dataUrl(fileBytes(1000, 9));
    const json = JSON.stringify({ attachments: [{ filename: 'a.png', data: small }] });
    expect((await post('/decoding', json)).json().files[0]).toEqual({ filename: 'a.png', decoded: false, sha: sha(Buffer.from(small)) });
    const big = dataUrl(fileBytes(3 * MB, 10));
    const answer = await post('/as-text', JSON.stringify({ attachments: [{ filename: 'a.png', data: big }] }));
    expect(answer.json().files[0].decoded).toBe(false);
  });

  it('answers malformed JSON, empty bodies and too-large bodies in the envelope', async () => {
    expect((await post('/decoding', chunked('{"attachments": [')))).toMatchObject({ statusCode: 400 });
    expect((await post('/decoding', '')).json()).toEqual({ files: [] });
    const tooLarge = await post('/decoding', '{}', { 'content-length': String(80 * MB) });
    expect(tooLarge.statusCode).toBe(413);
  });
});
