import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { acceptEmptyJsonBodies, envelopeServerOptions, nestingOf, registerErrorEnvelope, registerNotFound, rejectUnsafeInput } from './envelope';
import { badRequest } from './errors';
import { parse } from './validate';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false, bodyLimit: 1024, ...envelopeServerOptions });
  registerErrorEnvelope(app);
  acceptEmptyJsonBodies(app);
  rejectUnsafeInput(app);
  app.get('/items/:id', async (request) => ({ success: true, data: request.params }));
  registerNotFound(app);
  app.get('/boom', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
  });
  app.post('/echo', async (request) => ({ success: true, data: request.body ?? null }));
  app.post('/validated', async (request) => ({ success: true, data: parse(v.object({ name: v.pipe(v.string('Tên là bắt buộc'), v.minLength(1, 'Tên là bắt buộc')) }), request.body) }));
  app.get('/known', async () => {
    throw badRequest('Thông tin sai');
  });
  await app.ready();
});
afterAll(() => app.close());

it('answers an unexpected error with a generic 500 that names no SQL, path or stack', async () => {
  const response = await app.inject({ method: 'GET', url: '/boom' });
  expect(response.statusCode).toBe(500);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(body.error).toMatch(/^Lỗi máy chủ, vui lòng thử lại sau \(mã lỗi .+\)$/);
  expect(response.body).not.toMatch(/secret_table|app\.ts|stack|at /);
});

it('answers malformed JSON with a 400 envelope, and an empty JSON body as no body', async () => {
  const bad = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({ success: false, error: 'Dữ liệu không hợp lệ' });
  const empty = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '' });
  expect(empty.json()).toEqual({ success: true, data: null });
});

it('refuses prototype poisoning in JSON bodies', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'application/json' },
    payload: '{"__proto__":{"admin":true}}',
  });
  expect(response.statusCode).toBe(400);
});

it('gives validation failures per field and keeps the text of known errors', async () => {
  const invalid = await app.inject({ method: 'POST', url: '/validated', payload: {} });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json()).toEqual({ success: false, error: 'Tên là bắt buộc', fieldErrors: { name: 'Tên là bắt buộc' } });
  const known = await app.inject({ method: 'GET', url: '/known' });
  expect(known.json()).toEqual({ success: false, error: 'Thông tin sai' });
});

it('answers unknown paths with a JSON 404', async () => {
  const response = await app.inject({ method: 'GET', url: '/khong-co' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ success: false, error: 'Không tìm thấy' });
});

it('never answers valibot\'s English defaults', async () => {
  const response = await app.inject({ method: 'POST', url: '/validated', payload: { name: 42 } });
  expect(response.json().error).toBe('Tên là bắt buộc');
  const notAnObject = await app.inject({ method: 'POST', url: '/validated', payload: [1, 2] });
  expect(notAnObject.json().error).toBe('Dữ liệu không hợp lệ');
});

it('answers Fastify\'s own errors in the envelope with their status', async () => {
  const cases = [
    { url: `/items/${'x'.repeat(150)}`, status: 414, error: 'Đường dẫn quá dài' },
    { url: '/items/%ff%fe', status: 400, error: 'Dữ liệu không hợp lệ' },
  ];
  for (const { url, status, error } of cases) {
    const response = await app.inject({ method: 'GET', url });
    expect([response.statusCode, response.json()]).toEqual([status, { success: false, error }]);
  }
  const tooLarge = await app.inject({ method: 'POST', url: '/echo', payload: { text: 'x'.repeat(2000) } });
  expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { success: false, error: 'Dữ liệu gửi lên quá lớn' }]);
  const wrongType = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/xml' }, payload: '<x/>' });
  expect([wrongType.statusCode, wrongType.json()]).toEqual([415, { success: false, error: 'Định dạng dữ liệu không được hỗ trợ' }]);
});

it('refuses control characters in path, query and body with the field named, and deep nesting', async () => {
  const inPath = await app.inject({ method: 'GET', url: '/items/a%00b' });
  expect([inPath.statusCode, inPath.json().fieldErrors]).toEqual([400, { id: 'Không được chứa ký tự điều khiển (như ký tự rỗng)' }]);
  const inQuery = await app.inject({ method: 'GET', url: '/items/1?q=%01' });
  expect(inQuery.json().fieldErrors).toEqual({ q: 'Không được chứa ký tự điều khiển (như ký tự rỗng)' });
  const inBody = await app.inject({ method: 'POST', url: '/echo', payload: { list: ['ok', 'a\u0000'] } });
  expect([inBody.statusCode, inBody.json().fieldErrors]).toEqual([400, { 'list.1': 'Không được chứa ký tự điều khiển (như ký tự rỗng)' }]);
  const lines = await app.inject({ method: 'POST', url: '/echo', payload: { text: 'dòng 1\r\n\tdòng 2' } });
  expect(lines.statusCode).toBe(200);
  const deep = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '['.repeat(500) + ']'.repeat(500) });
  expect([deep.statusCode, deep.json()]).toEqual([400, { success: false, error: 'Dữ liệu lồng nhau quá sâu' }]);
  expect(nestingOf('{"a":[{"b":"[[[{"}]}')).toBe(3);
});

describe('nestingOf', () => {
  /** The plain reading, one character at a time: what the faster one must always agree with. */
  function nestingCharByChar(json: string): number {
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (let i = 0; i < json.length; i++) {
      const char = json[i];
      if (inString) {
        if (char === '\\') i++;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
      else if (char === '}' || char === ']') depth--;
    }
    return deepest;
  }

  it('does not count brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestingOf('{"a":"\\"[[["}')).toBe(1);
    expect(nestingOf('{"a":"\\\\",[[[1]]]}')).toBe(4);
    expect(nestingOf('["\\\\\\"[[", [[]]]')).toBe(3);
    expect(nestingOf('[["unterminated [[[[')).toBe(2);
    expect(nestingOf('')).toBe(0);
  });

  it('agrees with a reading of every character on random texts of brackets, quotes and backslashes', () => {
    const alphabet = ['{', '}', '[', ']', '"', '\\', 'a', ',', ':'];
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 40) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect([text, nestingOf(text)]).toEqual([text, nestingCharByChar(text)]);
    }
  });

  it('stops at the first depth above the limit', () => {
    expect(nestingOf('['.repeat(100_000), 16)).toBe(17);
    expect(nestingOf('['.repeat(100_000))).toBe(100_000);
  });
});
