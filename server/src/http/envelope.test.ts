import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { acceptEmptyJsonBodies, registerErrorEnvelope, registerNotFound } from './envelope';
import { badRequest } from './errors';
import { parse } from './validate';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorEnvelope(app);
  acceptEmptyJsonBodies(app);
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
