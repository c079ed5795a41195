import { ApiError } from './api-error';
import { call } from './client';
import { fakeServer, json, useMemoryStorage } from './testing/fake-server';
import { tokenStore } from './token-store';

const pathOf = (r: Request) => new URL(r.url).pathname;

beforeEach(useMemoryStorage);

test('sends JSON with the bearer token under /api/v1 and unwraps the envelope', async () => {
  tokenStore.set('t1');
  const { client, requests } = fakeServer(() => json(200, { success: true, data: { ok: 1 } }));
  await expect(call(client.post('accounts', { json: { a: 1 } }))).resolves.toEqual({ ok: 1 });
  expect(pathOf(requests[0])).toBe('/api/v1/accounts');
  expect(requests[0].headers.get('authorization')).toBe('Bearer t1');
  expect(requests[0].headers.get('content-type')).toBe('application/json');
  expect(requests[0].credentials).toBe('include');
});

test('a 401 refreshes once for concurrent requests and replays each with the new token', async () => {
  tokenStore.set('old');
  let refreshCalls = 0;
  const { client, requests } = fakeServer(async (request) => {
    if (pathOf(request) === '/api/v1/auth/refresh') {
      refreshCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return json(200, { success: true, data: { tokens: { accessToken: 'new' } } });
    }
    if (request.headers.get('authorization') === 'Bearer new') return json(200, { success: true, data: pathOf(request) });
    return json(401, { success: false, error: 'expired' });
  });

  const results = await Promise.all([
    call(client.get('accounts')),
    call(client.get('proxies')),
    call(client.post('jobs', { json: { x: 1 } })),
  ]);

  expect(results).toEqual(['/api/v1/accounts', '/api/v1/proxies', '/api/v1/jobs']);
  expect(refreshCalls).toBe(1);
  expect(tokenStore.get()).toBe('new');
  const replayedPost = requests.filter((r) => pathOf(r) === '/api/v1/jobs').at(-1)!;
  await expect(replayedPost.json()).resolves.toEqual({ x: 1 });
});

test.each(['auth/me', 'auth/login', 'auth/register', 'auth/refresh'])('a 401 on %s is not retried', async (path) => {
  tokenStore.set('old');
  const { client, requests } = fakeServer(() => json(401, { success: false, error: 'Phiên đăng nhập đã hết hạn' }));
  await expect(call(client.post(path))).rejects.toMatchObject({ status: 401, message: 'Phiên đăng nhập đã hết hạn' });
  expect(requests).toHaveLength(1);
});

test('a failed refresh removes the token and passes the original error on', async () => {
  tokenStore.set('old');
  const { client } = fakeServer((request) =>
    pathOf(request) === '/api/v1/auth/refresh'
      ? json(401, { success: false, error: 'refresh revoked' })
      : json(401, { success: false, error: 'Cần đăng nhập' }),
  );
  const error = await call(client.get('accounts')).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 401, message: 'Cần đăng nhập' });
  expect(tokenStore.get()).toBeNull();
});

test('a replayed request that still fails is not refreshed again', async () => {
  tokenStore.set('old');
  let refreshCalls = 0;
  const { client } = fakeServer((request) => {
    if (pathOf(request) === '/api/v1/auth/refresh') {
      refreshCalls += 1;
      return json(200, { success: true, data: { tokens: { accessToken: 'new' } } });
    }
    return json(401, { success: false, error: 'still no' });
  });
  await expect(call(client.get('accounts'))).rejects.toMatchObject({ status: 401 });
  expect(refreshCalls).toBe(1);
});

test('server error text and field errors reach the caller', async () => {
  const { client } = fakeServer(() =>
    json(400, { success: false, error: 'Email không hợp lệ', fieldErrors: { email: 'Email không hợp lệ' } }),
  );
  await expect(call(client.post('auth/register', { json: {} }))).rejects.toMatchObject({
    status: 400,
    message: 'Email không hợp lệ',
    fieldErrors: { email: 'Email không hợp lệ' },
  });
});

test('success false in a 200 becomes an ApiError', async () => {
  const { client } = fakeServer(() => json(200, { success: false, error: 'Không được' }));
  await expect(call(client.get('x'))).rejects.toMatchObject({ message: 'Không được' });
});
