import { eq } from 'drizzle-orm';
import { proxies } from '../../db/schema';
import { createSecretBox } from '../../security/secret-box';
import { bearer, createTestApp, type SignedInUser, type TestApp, TEST_APP_SECRET } from '../../testing/test-app';
import { type LocalServer, startEchoTarget, startHttpConnectProxy, startSilentServer, startSocksProxy, unusedPort } from './testing/local-proxies';

const REQUIRED = 'Please fill in all required fields';
const SECRET_PASSWORD = 'mat-khau-proxy-rat-bi-mat';

let t: TestApp;
let target: LocalServer;
const servers: LocalServer[] = [];

beforeAll(async () => {
  target = await startEchoTarget();
  servers.push(target);
  // The proxy test goes to this local target instead of example.com:443. Hanging proxies give up after 2 s, which the
  // working local proxies beat on a loaded machine too.
  t = await createTestApp({ proxyTest: { target: { host: '127.0.0.1', port: target.port }, timeoutMs: 2_000 } });
}, 60_000); // the first suite after a migration change builds the PGlite template
afterAll(async () => {
  await t.close();
  await Promise.all(servers.map((server) => server.close()));
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
const dataOf = async (method: Method, url: string, token: string, payload?: object) => {
  const response = await api(method, url, token, payload);
  expect(response.json()).toMatchObject({ success: true });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const createProxy = (user: SignedInUser, body: object = {}) =>
  dataOf('POST', '/proxies', user.token, { name: 'Proxy HN', scheme: 'http', host: '10.0.0.1', port: 3128, ...body });
const rowOf = async (id: string) => (await t.database.db.select().from(proxies).where(eq(proxies.id, id)))[0];

async function local(server: Promise<LocalServer>): Promise<LocalServer> {
  const started = await server;
  servers.push(started);
  return started;
}

describe('create and read', () => {
  it('creates an active proxy and answers it without the password; the username in full (the edit form) and masked (the card)', async () => {
    const user = await t.signUp();
    const response = await api('POST', '/proxies', user.token, {
      name: '  Proxy Hà Nội  ',
      scheme: 'socks5',
      host: ' Proxy.Example.COM ',
      port: 1080,
      username: ' khachhang01 ',
      password: SECRET_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(SECRET_PASSWORD);
    expect(response.json()).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Proxy Hà Nội',
        scheme: 'socks5',
        host: 'proxy.example.com',
        port: 1080,
        // The edit dialog shows the username the card shows (only the password is write-only).
        username: 'khachhang01',
        maskedUsername: 'kh***01',
        hasPassword: true,
        isActive: true,
        lastTest: null,
        accounts: [],
        maxAccounts: 5,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.any(String),
      },
    });
    const { id } = response.json().data;
    const detail = await api('GET', `/proxies/${id}`, user.token);
    expect(detail.json().data).toEqual(response.json().data);
    expect(detail.body).not.toContain(SECRET_PASSWORD);
  });

  it('stores the password sealed with the app secret and bound to the row, never in clear', async () => {
    const user = await t.signUp();
    const { id } = await createProxy(user, { username: 'u1', password: SECRET_PASSWORD });
    const row = await rowOf(id);
    expect(row.workspaceId).toBe(user.id);
    expect(row.username).toBe('u1');
    expect(row.passwordSealed).toMatch(/^v1\./);
    expect(row.passwordSealed).not.toContain(SECRET_PASSWORD);
    const [raw] = await t.database.query<Record<string, unknown>>('SELECT * FROM proxies WHERE id = $1', [id]);
    expect(JSON.stringify(raw)).not.toContain(SECRET_PASSWORD);
    const box = createSecretBox(TEST_APP_SECRET);
    expect(box.open(row.passwordSealed!, `proxy-password:${id}`)).toBe(SECRET_PASSWORD);
    expect(() => box.open(row.passwordSealed!, 'proxy-password:another-row')).toThrow();
  });

  it('without credentials: no username, no password; the port falls back to 8080 and the scheme to http', async () => {
    const user = await t.signUp();
    const proxy = await dataOf('POST', '/proxies', user.token, { name: 'P', host: '1.2.3.4', port: '', username: '', password: '' });
    expect(proxy).toMatchObject({ scheme: 'http', port: 8080, maskedUsername: null, hasPassword: false });
    const noPort = await dataOf('POST', '/proxies', user.token, { name: 'P', scheme: 'https', host: '1.2.3.4' });
    expect(noPort).toMatchObject({ scheme: 'https', port: 8080 });
    expect((await rowOf(proxy.id)).passwordSealed).toBeNull();
  });

  it('accepts IPv6 hosts, with or without brackets, and numeric-text ports', async () => {
    const user = await t.signUp();
    const proxy = await createProxy(user, { host: '[2001:DB8::1]', port: '1080' });
    expect(proxy).toMatchObject({ host: '2001:db8::1', port: 1080 });
  });

  it.each([
    [{ name: '', host: '1.2.3.4' }, { name: REQUIRED }],
    [{ name: '   ', host: '1.2.3.4' }, { name: REQUIRED }],
    [{ name: 'P', host: '  ' }, { host: REQUIRED }],
    [{ host: '1.2.3.4' }, { name: REQUIRED }],
    [{}, { name: REQUIRED, host: REQUIRED }],
  ])('requires name and host after trimming: %j', async (body, fieldErrors) => {
    const user = await t.signUp();
    const response = await api('POST', '/proxies', user.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: REQUIRED, fieldErrors });
  });

  it('refuses an unknown scheme, a port outside 1–65535 and a host that is a URL, with Vietnamese texts', async () => {
    const user = await t.signUp();
    const scheme = await api('POST', '/proxies', user.token, { name: 'P', host: '1.2.3.4', scheme: 'ftp' });
    expect(scheme.statusCode).toBe(400);
    expect(scheme.json().error).toBe('Giao thức proxy phải là http, https, socks4 hoặc socks5');
    for (const port of [0, -1, 65_536, 80.5, 'abc']) {
      const response = await api('POST', '/proxies', user.token, { name: 'P', host: '1.2.3.4', port });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ port: 'Cổng phải là số từ 1 đến 65535' });
    }
    for (const host of ['http://1.2.3.4', '1.2.3.4:8080', 'a b', 'x'.repeat(300)]) {
      const response = await api('POST', '/proxies', user.token, { name: 'P', host });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.host).toMatch(/^Địa chỉ máy chủ không hợp lệ/);
    }
    const longName = await api('POST', '/proxies', user.token, { name: 'x'.repeat(101), host: '1.2.3.4' });
    expect(longName.json().error).toBe('Tên proxy tối đa 100 ký tự');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const user = await t.signUp();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'khong-phai-uuid', "1' OR '1'='1"]) {
      const response = await api('GET', `/proxies/${encodeURIComponent(id)}`, user.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: 'Không tìm thấy proxy' });
    }
  });
});

describe('list, filter, paging and stats', () => {
  let user: SignedInUser;
  const names: string[] = [];

  beforeAll(async () => {
    user = await t.signUp();
    for (let i = 1; i <= 14; i += 1) {
      const proxy = await createProxy(user, { name: `Proxy ${i}` });
      names.push(proxy.name);
      // Inactive: 3, 6, 9, 12.
      if (i % 3 === 0) await dataOf('PATCH', `/proxies/${proxy.id}`, user.token, { isActive: false });
    }
  });

  it('pages 12 by default, newest first, with the pagination block', async () => {
    const first = await dataOf('GET', '/proxies', user.token);
    expect(first.pagination).toEqual({ page: 1, limit: 12, total: 14, totalPages: 2 });
    expect(first.items.map((p: { name: string }) => p.name)).toEqual([...names].reverse().slice(0, 12));
    const second = await dataOf('GET', '/proxies?page=2', user.token);
    expect(second.items.map((p: { name: string }) => p.name)).toEqual(['Proxy 2', 'Proxy 1']);
    expect(second.pagination).toEqual({ page: 2, limit: 12, total: 14, totalPages: 2 });
    const beyond = await dataOf('GET', '/proxies?page=5', user.token);
    expect(beyond).toEqual({ items: [], pagination: { page: 5, limit: 12, total: 14, totalPages: 2 } });
  });

  it('filters by isActive and honours limit (at most 100, for the account dropdown)', async () => {
    const active = await dataOf('GET', '/proxies?isActive=true&limit=100', user.token);
    expect(active.pagination).toEqual({ page: 1, limit: 100, total: 10, totalPages: 1 });
    expect(active.items.every((p: { isActive: boolean }) => p.isActive)).toBe(true);
    const inactive = await dataOf('GET', '/proxies?isActive=false&page=1&limit=3', user.token);
    expect(inactive.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
    expect(inactive.items.map((p: { name: string }) => p.name)).toEqual(['Proxy 12', 'Proxy 9', 'Proxy 6']);
    const capped = await dataOf('GET', '/proxies?limit=1000', user.token);
    expect(capped.pagination.limit).toBe(100);
  });

  it('falls back to the defaults for nonsense query values', async () => {
    const page = await dataOf('GET', '/proxies?page=-3&limit=abc&isActive=maybe', user.token);
    expect(page.pagination).toEqual({ page: 1, limit: 12, total: 14, totalPages: 2 });
  });

  it('counts total, active and inactive', async () => {
    expect(await dataOf('GET', '/proxies/stats/summary', user.token)).toEqual({ total: 14, active: 10, inactive: 4 });
    const fresh = await t.signUp();
    expect(await dataOf('GET', '/proxies/stats/summary', fresh.token)).toEqual({ total: 0, active: 0, inactive: 0 });
    expect(await dataOf('GET', '/proxies', fresh.token)).toEqual({ items: [], pagination: { page: 1, limit: 12, total: 0, totalPages: 0 } });
  });
});

describe('update and delete', () => {
  it('changes only the fields sent, and toggles isActive', async () => {
    const user = await t.signUp();
    const proxy = await createProxy(user, { username: 'user01', password: 'p1' });
    const renamed = await dataOf('PATCH', `/proxies/${proxy.id}`, user.token, { name: ' Proxy mới ', port: 8888 });
    expect(renamed).toMatchObject({ name: 'Proxy mới', port: 8888, host: '10.0.0.1', scheme: 'http', maskedUsername: 'us***01', hasPassword: true, isActive: true });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(proxy.updatedAt));
    const off = await dataOf('PATCH', `/proxies/${proxy.id}`, user.token, { isActive: false });
    expect(off).toMatchObject({ isActive: false, name: 'Proxy mới' });
    const emptyPort = await dataOf('PATCH', `/proxies/${proxy.id}`, user.token, { port: '' });
    expect(emptyPort.port).toBe(8080);
  });

  it('an empty password or username keeps the current one; a new password replaces it; null clears', async () => {
    const user = await t.signUp();
    const proxy = await createProxy(user, { username: 'user01', password: 'mat-khau-cu' });
    const sealed = (await rowOf(proxy.id)).passwordSealed;
    const kept = await dataOf('PATCH', `/proxies/${proxy.id}`, user.token, { username: '', password: '' });
    expect(kept).toMatchObject({ maskedUsername: 'us***01', hasPassword: true });
    expect((await rowOf(proxy.id)).passwordSealed).toBe(sealed);

    const changed = await dataOf('PATCH', `/proxies/${proxy.id}`, user.token, { username: 'nguoidung2', password: 'mat-khau-moi' });
    expect(changed).toMatchObject({ maskedUsername: 'ng***g2', hasPassword: true });
    const row = await rowOf(proxy.id);
    expect(row.passwordSealed).not.toBe(sealed);
    expect(createSecretBox(TEST_APP_SECRET).open(row.passwordSealed!, `proxy-password:${proxy.id}`)).toBe('mat-khau-moi');

    const cleared = await dataOf('PATCH', `/proxies/${proxy.id}`, user.token, { username: null, password: null });
    expect(cleared).toMatchObject({ maskedUsername: null, hasPassword: false });
    expect(await rowOf(proxy.id)).toMatchObject({ username: null, passwordSealed: null });
  });

  it('validates a partial update with the same rules', async () => {
    const user = await t.signUp();
    const proxy = await createProxy(user);
    const blank = await api('PATCH', `/proxies/${proxy.id}`, user.token, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ success: false, error: REQUIRED, fieldErrors: { name: REQUIRED } });
    const badActive = await api('PATCH', `/proxies/${proxy.id}`, user.token, { isActive: 'yes' });
    expect(badActive.json().error).toBe('Trạng thái hoạt động không hợp lệ');
    const badPort = await api('PATCH', `/proxies/${proxy.id}`, user.token, { port: 70_000 });
    expect(badPort.json().error).toBe('Cổng phải là số từ 1 đến 65535');
    expect(await dataOf('GET', `/proxies/${proxy.id}`, user.token)).toMatchObject({ name: 'Proxy HN', port: 3128 });
  });

  it('deletes, after which the proxy is gone', async () => {
    const user = await t.signUp();
    const proxy = await createProxy(user);
    expect(await dataOf('DELETE', `/proxies/${proxy.id}`, user.token)).toEqual({ id: proxy.id });
    expect((await api('GET', `/proxies/${proxy.id}`, user.token)).statusCode).toBe(404);
    expect((await api('DELETE', `/proxies/${proxy.id}`, user.token)).statusCode).toBe(404);
    expect(await rowOf(proxy.id)).toBeUndefined();
  });
});

describe('tenancy and sign-in', () => {
  it('another user\'s proxy is a 404 on every route and never listed or counted', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const proxy = await createProxy(owner, { username: 'u', password: 'p' });
    for (const [method, url, body] of [
      ['GET', `/proxies/${proxy.id}`],
      ['PATCH', `/proxies/${proxy.id}`, { name: 'Bị chiếm', isActive: false, password: 'x' }],
      ['DELETE', `/proxies/${proxy.id}`],
      ['POST', `/proxies/${proxy.id}/test`],
    ] as Array<[Method, string, object?]>) {
      const response = await api(method, url, other.token, body);
      expect({ method, status: response.statusCode, body: response.json() }).toEqual({
        method,
        status: 404,
        body: { success: false, error: 'Không tìm thấy proxy' },
      });
    }
    expect((await dataOf('GET', '/proxies', other.token)).items).toEqual([]);
    expect(await dataOf('GET', '/proxies/stats/summary', other.token)).toEqual({ total: 0, active: 0, inactive: 0 });
    const untouched = await rowOf(proxy.id);
    expect(untouched).toMatchObject({ name: 'Proxy HN', isActive: true, workspaceId: owner.id });
    expect(createSecretBox(TEST_APP_SECRET).open(untouched.passwordSealed!, `proxy-password:${proxy.id}`)).toBe('p');
  });

  it('every route needs a signed-in user', async () => {
    const owner = await t.signUp();
    const proxy = await createProxy(owner);
    for (const [method, url] of [
      ['GET', '/proxies'],
      ['GET', '/proxies/stats/summary'],
      ['GET', `/proxies/${proxy.id}`],
      ['POST', '/proxies'],
      ['PATCH', `/proxies/${proxy.id}`],
      ['DELETE', `/proxies/${proxy.id}`],
      ['POST', `/proxies/${proxy.id}/test`],
    ] as Array<[Method, string]>) {
      const response = await api(method, url, null, method === 'POST' || method === 'PATCH' ? { name: 'x', host: 'y' } : undefined);
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 401 });
      expect(response.json().success).toBe(false);
    }
    expect(await rowOf(proxy.id)).toBeDefined();
  });
});

describe('POST /proxies/:id/test, through real local proxies', () => {
  it('succeeds through an HTTP CONNECT proxy to the configured target', async () => {
    const user = await t.signUp();
    const server = await local(startHttpConnectProxy());
    const proxy = await createProxy(user, { host: '127.0.0.1', port: server.port });
    const response = await api('POST', `/proxies/${proxy.id}/test`, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { ok: true, latencyMs: expect.any(Number), target: `127.0.0.1:${target.port}` },
    });
    expect(server.requests).toEqual([`127.0.0.1:${target.port}`]);
    expect((await dataOf('GET', `/proxies/${proxy.id}`, user.token)).lastTest).toEqual({
      ok: true,
      at: expect.any(String),
      latencyMs: response.json().data.latencyMs,
      error: null,
      detail: null,
    });
  });

  it('uses the stored password: SOCKS5 with username/password', async () => {
    const user = await t.signUp();
    const server = await local(startSocksProxy({ auth: { username: 'khach', password: SECRET_PASSWORD } }));
    const proxy = await createProxy(user, { scheme: 'socks5', host: '127.0.0.1', port: server.port, username: 'khach', password: SECRET_PASSWORD });
    expect((await api('POST', `/proxies/${proxy.id}/test`, user.token)).json()).toMatchObject({ success: true, data: { ok: true } });

    await dataOf('PATCH', `/proxies/${proxy.id}`, user.token, { password: 'sai-mat-khau' });
    const wrong = await api('POST', `/proxies/${proxy.id}/test`, user.token);
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'Sai tên đăng nhập hoặc mật khẩu proxy',
      data: { ok: false, error: 'Sai tên đăng nhập hoặc mật khẩu proxy', latencyMs: expect.any(Number), target: `127.0.0.1:${target.port}` },
    });
    expect(wrong.body).not.toContain('sai-mat-khau');
  });

  it('reports wrong credentials of an HTTP proxy', async () => {
    const user = await t.signUp();
    const server = await local(startHttpConnectProxy({ auth: { username: 'a', password: 'b' } }));
    const proxy = await createProxy(user, { host: '127.0.0.1', port: server.port, username: 'a', password: 'c' });
    expect((await api('POST', `/proxies/${proxy.id}/test`, user.token)).json()).toMatchObject({
      success: false,
      error: 'Sai tên đăng nhập hoặc mật khẩu proxy',
    });
  });

  it('reports an unreachable proxy', async () => {
    const user = await t.signUp();
    const proxy = await createProxy(user, { host: '127.0.0.1', port: await unusedPort() });
    expect((await api('POST', `/proxies/${proxy.id}/test`, user.token)).json()).toMatchObject({
      success: false,
      error: 'Proxy từ chối kết nối (không có dịch vụ nào ở địa chỉ và cổng này)',
    });
  });

  it('gives up on a proxy that never answers after the configured time-out', async () => {
    const user = await t.signUp();
    const silent = await local(startSilentServer());
    const proxy = await createProxy(user, { scheme: 'socks5', host: '127.0.0.1', port: silent.port });
    const started = Date.now();
    const response = await api('POST', `/proxies/${proxy.id}/test`, user.token);
    expect(response.json()).toMatchObject({ success: false, error: 'Hết thời gian chờ (2 giây) khi kết nối qua proxy' });
    // The configured 2 s, not the 10 s default.
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('says so when the stored password no longer opens (APP_SECRET changed), without a 500', async () => {
    const user = await t.signUp();
    const server = await local(startHttpConnectProxy());
    const proxy = await createProxy(user, { host: '127.0.0.1', port: server.port, password: 'p' });
    const sealedElsewhere = createSecretBox('another-secret-of-at-least-32-chars!!!').seal('p', `proxy-password:${proxy.id}`);
    await t.database.db.update(proxies).set({ passwordSealed: sealedElsewhere }).where(eq(proxies.id, proxy.id));
    const response = await api('POST', `/proxies/${proxy.id}/test`, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Không đọc được mật khẩu đã lưu của proxy. Hãy sửa proxy và nhập lại mật khẩu.',
    });
    expect(server.connections()).toBe(0);
  });

  it('refuses to test an inactive proxy', async () => {
    const user = await t.signUp();
    const server = await local(startHttpConnectProxy());
    const proxy = await createProxy(user, { host: '127.0.0.1', port: server.port });
    await dataOf('PATCH', `/proxies/${proxy.id}`, user.token, { isActive: false });
    const response = await api('POST', `/proxies/${proxy.id}/test`, user.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'Proxy đang tắt. Hãy bật proxy trước khi kiểm tra.' });
    expect(server.connections()).toBe(0);
  });

  it('runs at most 3 tests of one user at a time', async () => {
    const user = await t.signUp();
    const silent = await local(startSilentServer());
    const proxy = await createProxy(user, { host: '127.0.0.1', port: silent.port });
    const answers = await Promise.all(Array.from({ length: 4 }, () => api('POST', `/proxies/${proxy.id}/test`, user.token)));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = answers.find((response) => response.statusCode === 429)!;
    expect(limited.json()).toEqual({ success: false, error: 'Đang kiểm tra quá nhiều proxy cùng lúc, vui lòng đợi trong giây lát' });
    // Others are not affected, and the slots are free again afterwards.
    const other = await t.signUp();
    const otherProxy = await createProxy(other, { host: '127.0.0.1', port: silent.port });
    expect((await api('POST', `/proxies/${otherProxy.id}/test`, other.token)).statusCode).toBe(200);
    expect((await api('POST', `/proxies/${proxy.id}/test`, user.token)).statusCode).toBe(200);
  });
});

describe('the last test, kept on the proxy', () => {
  it('a failed test shows as failed, with its reason and time, until the next test; an edit of the address forgets it', async () => {
    const user = await t.signUp();
    const server = await local(startHttpConnectProxy());
    const proxy = await createProxy(user, { host: '127.0.0.1', port: await unusedPort() });
    const before = Date.now();
    await api('POST', `/proxies/${proxy.id}/test`, user.token);
    const failed = (await dataOf('GET', '/proxies', user.token)).items[0];
    expect(failed.lastTest).toEqual({
      ok: false,
      at: expect.any(String),
      latencyMs: expect.any(Number),
      error: 'Proxy từ chối kết nối (không có dịch vụ nào ở địa chỉ và cổng này)',
      detail: null,
    });
    expect(Date.parse(failed.lastTest.at)).toBeGreaterThanOrEqual(before - 1000);
    // A test is not an edit: the proxy's own time stays.
    expect(failed.updatedAt).toBe(proxy.updatedAt);

    // Renaming or switching it off keeps the result; a new address forgets it (it no longer says anything).
    await dataOf('PATCH', `/proxies/${proxy.id}`, user.token, { name: 'Tên khác', host: '127.0.0.1', scheme: 'http' });
    expect((await dataOf('GET', `/proxies/${proxy.id}`, user.token)).lastTest.ok).toBe(false);
    const moved = await dataOf('PATCH', `/proxies/${proxy.id}`, user.token, { port: server.port });
    expect(moved.lastTest).toBeNull();
    await api('POST', `/proxies/${proxy.id}/test`, user.token);
    expect((await dataOf('GET', `/proxies/${proxy.id}`, user.token)).lastTest).toMatchObject({ ok: true, error: null });
    // A new password forgets it too.
    expect((await dataOf('PATCH', `/proxies/${proxy.id}`, user.token, { password: 'moi' })).lastTest).toBeNull();
  });

  it('keeps the technical part of a failure apart from its sentence', async () => {
    const user = await t.signUp();
    const refusing = await local(startHttpConnectProxy({ routeTo: { host: '127.0.0.1', port: await unusedPort() } }));
    const proxy = await createProxy(user, { host: '127.0.0.1', port: refusing.port });
    const answer = (await api('POST', `/proxies/${proxy.id}/test`, user.token)).json();
    expect(answer.error).toBe(`Proxy không mở được kết nối tới 127.0.0.1:${target.port}`);
    expect((await dataOf('GET', `/proxies/${proxy.id}`, user.token)).lastTest).toMatchObject({ ok: false, detail: 'HTTP 502 Bad Gateway' });
  });
});

describe('the accounts that use each proxy', () => {
  it('lists them by name on the list and on the proxy, only the owner\'s', async () => {
    const user = await t.signUp();
    const used = await createProxy(user, { name: 'Dùng' });
    const unused = await createProxy(user, { name: 'Chưa dùng' });
    const first = await dataOf('POST', '/accounts', user.token, { displayName: 'Shop A', proxyId: used.id });
    const second = await dataOf('POST', '/accounts', user.token, { displayName: 'Shop B', proxyId: used.id });
    await dataOf('POST', '/accounts', user.token, { displayName: 'Không proxy' });
    const items = (await dataOf('GET', '/proxies', user.token)).items as Array<{ id: string; accounts: unknown[] }>;
    expect(items.find((item) => item.id === used.id)?.accounts).toEqual([
      { id: first.id, displayName: 'Shop A' },
      { id: second.id, displayName: 'Shop B' },
    ]);
    expect(items.find((item) => item.id === unused.id)?.accounts).toEqual([]);
    expect((await dataOf('GET', `/proxies/${used.id}`, user.token)).accounts).toHaveLength(2);
    await dataOf('PATCH', `/accounts/${first.id}`, user.token, { proxyId: unused.id });
    expect((await dataOf('GET', `/proxies/${unused.id}`, user.token)).accounts).toEqual([{ id: first.id, displayName: 'Shop A' }]);
  });
});

describe('POST /proxies/import: many proxies pasted at once', () => {
  it('creates every good line and names every refused one with its reason', async () => {
    const user = await t.signUp();
    await createProxy(user, { name: 'Đã có', host: '10.9.9.9', port: 8000, username: 'u1', password: 'p' });
    const text = [
      '103.1.2.3:8080:khach01:mat:khau', // a password may hold ':'
      '',
      '# ghi chú',
      '103.1.2.4:3128',
      '103.1.2.5:70000:u:p',
      'khong-co-cong',
      '103.1.2.6:8080:chi-ten',
      '103.1.2.3:8080:khach01:khac',
      '10.9.9.9:8000:u1:p2',
      'http://x:80',
      '2001:db8::1:8080',
    ].join('\n');
    const result = await dataOf('POST', '/proxies/import', user.token, { scheme: 'socks5', text });
    expect(result).toEqual({
      created: 2,
      rejected: 7,
      lines: [
        { line: 1, status: 'created', proxy: { id: expect.any(String), name: '103.1.2.3:8080 · khach01' } },
        { line: 4, status: 'created', proxy: { id: expect.any(String), name: '103.1.2.4:3128' } },
        { line: 5, status: 'rejected', error: 'Cổng phải là số từ 1 đến 65535' },
        { line: 6, status: 'rejected', error: 'Sai định dạng: cần địa chỉ:cổng hoặc địa chỉ:cổng:tên đăng nhập:mật khẩu' },
        { line: 7, status: 'rejected', error: 'Thiếu mật khẩu: cần địa chỉ:cổng:tên đăng nhập:mật khẩu' },
        { line: 8, status: 'rejected', error: 'Trùng với dòng 1' },
        { line: 9, status: 'rejected', error: 'Đã có proxy này ("Đã có")' },
        { line: 10, status: 'rejected', error: expect.stringMatching(/^(Cổng phải là số|Địa chỉ máy chủ không hợp lệ)/) },
        { line: 11, status: 'rejected', error: 'Địa chỉ IPv6 không dán được theo dòng: hãy thêm bằng nút "Thêm proxy"' },
      ],
    });
    const created = await dataOf('GET', `/proxies/${result.lines[0].proxy.id}`, user.token);
    expect(created).toMatchObject({ scheme: 'socks5', host: '103.1.2.3', port: 8080, username: 'khach01', hasPassword: true, isActive: true });
    const row = await rowOf(created.id);
    expect(createSecretBox(TEST_APP_SECRET).open(row.passwordSealed!, `proxy-password:${created.id}`)).toBe('mat:khau');
    expect((await dataOf('GET', '/proxies/stats/summary', user.token)).total).toBe(3);
  });

  it('refuses an empty paste and more than 500 lines, creating nothing', async () => {
    const user = await t.signUp();
    for (const text of ['', '  \n \n# chỉ ghi chú']) {
      const response = await api('POST', '/proxies/import', user.token, { text });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Hãy dán ít nhất một proxy, mỗi dòng một proxy');
    }
    const many = Array.from({ length: 501 }, (_, i) => `10.0.${Math.floor(i / 250)}.${i % 250}:8080`).join('\n');
    const tooMany = await api('POST', '/proxies/import', user.token, { text: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('Tối đa 500 proxy mỗi lần dán');
    expect((await dataOf('GET', '/proxies/stats/summary', user.token)).total).toBe(0);
    expect((await api('POST', '/proxies/import', null, { text: '1.2.3.4:80' })).statusCode).toBe(401);
  });
});
