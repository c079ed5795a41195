import { eq } from 'drizzle-orm';
import { AccountListSchema } from 'shared-sdk/schemas';
import * as v from 'valibot';
import { plans } from '../../db/schema';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload });

async function createAccount(user: SignedInUser, payload: object = { displayName: 'Shop Hoa' }) {
  const response = await call(user, 'POST', '/accounts', payload);
  expect(response.json()).toMatchObject({ success: true });
  return response.json().data;
}

describe('accounts', () => {
  it('creates a PENDING account with the spec fields and no credentials, and lists it', async () => {
    const user = await t.signUp();
    const account = await createAccount(user, { displayName: '  Shop Hoa  ', autoStart: true, autoJoinByLink: false, proxyId: '' });
    expect(account).toEqual({
      id: expect.any(String),
      displayName: 'Shop Hoa',
      zaloUserId: null,
      zaloName: null,
      phone: null,
      avatarUrl: null,
      status: 'PENDING',
      proxyId: null,
      autoStart: true,
      autoJoinByLink: false,
      autoReply: false,
      lastLoginAt: null,
      createdAt: expect.any(String),
      cookieCheck: null,
    });
    const list = await call(user, 'GET', '/accounts?_t=123');
    // Spec parts 2 and 3 read `data.accounts`; the answer matches the shared schema.
    expect(list.json().data).toEqual({ accounts: [account] });
    expect(v.is(AccountListSchema, list.json().data)).toBe(true);
    expect((await call(user, 'GET', `/accounts/${account.id}`)).json().data).toEqual(account);
  });

  it('refuses an empty display name with the spec text', async () => {
    const user = await t.signUp();
    const response = await call(user, 'POST', '/accounts', { displayName: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Tên hiển thị không được để trống');
  });

  it('enforces the plan account limit on the server, and check-limit counts the accounts', async () => {
    const user = await t.signUp();
    const [basic] = await t.database.db.select().from(plans).where(eq(plans.name, 'basic'));
    for (let i = 0; i < basic.accountLimit; i += 1) await createAccount(user, { displayName: `TK ${i}` });
    const refused = await call(user, 'POST', '/accounts', { displayName: 'Một tài khoản nữa' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(`Đã đạt giới hạn ${basic.accountLimit} tài khoản của gói ${basic.displayName}`);
    const check = await call(user, 'GET', '/subscription/check-limit');
    expect(check.json().data).toMatchObject({ canAdd: false, used: basic.accountLimit, limit: basic.accountLimit });
    expect((await call(user, 'GET', '/accounts')).json().data.accounts).toHaveLength(basic.accountLimit);
  });

  it('lets two racing creations take the last place only once', async () => {
    const user = await t.signUp();
    const [basic] = await t.database.db.select().from(plans).where(eq(plans.name, 'basic'));
    for (let i = 0; i < basic.accountLimit - 1; i += 1) await createAccount(user, { displayName: `TK ${i}` });
    const answers = await Promise.all([1, 2, 3].map((i) => call(user, 'POST', '/accounts', { displayName: `Đua ${i}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403]);
  });

  it('patches fields, accepts only the caller’s own proxy, and clears it with null', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const account = await createAccount(user);
    const proxy = (await call(user, 'POST', '/proxies', { name: 'P1', scheme: 'http', host: '10.0.0.1', port: 3128 })).json().data;
    const othersProxy = (await call(other, 'POST', '/proxies', { name: 'P2', scheme: 'http', host: '10.0.0.2', port: 3128 })).json().data;

    const foreign = await call(user, 'PATCH', `/accounts/${account.id}`, { proxyId: othersProxy.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Không tìm thấy proxy');

    const patched = await call(user, 'PATCH', `/accounts/${account.id}`, { displayName: 'Tên mới', proxyId: proxy.id, autoJoinByLink: true });
    expect(patched.json().data).toMatchObject({ displayName: 'Tên mới', proxyId: proxy.id, autoJoinByLink: true });
    const cleared = await call(user, 'PATCH', `/accounts/${account.id}`, { proxyId: null });
    expect(cleared.json().data.proxyId).toBeNull();
  });

  it('puts at most PROXY_MAX_ACCOUNTS (5) accounts on one proxy, saying why a sixth is refused', async () => {
    const user = await t.signUp();
    const proxy = (await call(user, 'POST', '/proxies', { name: 'P đầy', scheme: 'http', host: '10.0.0.9', port: 3128 })).json().data;
    // Inserted directly: the plan's account limit is not what this test is about.
    for (let i = 0; i < 5; i += 1) {
      await t.database.query('INSERT INTO accounts (workspace_id, display_name, proxy_id) VALUES ($1, $2, $3)', [user.id, `Trên proxy ${i}`, proxy.id]);
    }
    const [onProxy] = await t.database.query<{ id: string }>('SELECT id FROM accounts WHERE proxy_id = $1 LIMIT 1', [proxy.id]);
    const full = 'Proxy này đã dùng cho 5 tài khoản Zalo, mức tối đa cho một proxy: nhiều tài khoản hơn trên một địa chỉ IP dễ bị Zalo khóa. Hãy chọn proxy khác.';

    const created = await call(user, 'POST', '/accounts', { displayName: 'Thứ sáu', proxyId: proxy.id });
    expect(created.statusCode).toBe(409);
    expect(created.json().error).toBe(full);
    const [elsewhere] = await t.database.query<{ id: string }>('INSERT INTO accounts (workspace_id, display_name) VALUES ($1, $2) RETURNING id', [user.id, 'Không proxy']);
    const moved = await call(user, 'PATCH', `/accounts/${elsewhere.id}`, { proxyId: proxy.id });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toBe(full);
    // An account already on the proxy keeps it through any other change.
    const renamed = await call(user, 'PATCH', `/accounts/${onProxy.id}`, { displayName: 'Đổi tên', proxyId: proxy.id });
    expect(renamed.json().data).toMatchObject({ displayName: 'Đổi tên', proxyId: proxy.id });
    const listed = (await call(user, 'GET', '/proxies')).json().data.items.find((item: { id: string }) => item.id === proxy.id);
    expect(listed).toMatchObject({ maxAccounts: 5 });
    expect(listed.accounts).toHaveLength(5);

    await call(user, 'PATCH', `/accounts/${onProxy.id}`, { proxyId: null });
    expect((await call(user, 'PATCH', `/accounts/${elsewhere.id}`, { proxyId: proxy.id })).json().data.proxyId).toBe(proxy.id);
  });

  it('keeps every account to its owner: another user gets 404 on each route', async () => {
    const owner = await t.signUp();
    const intruder = await t.signUp();
    const account = await createAccount(owner);
    for (const [method, url, payload] of [
      ['GET', `/accounts/${account.id}`],
      ['PATCH', `/accounts/${account.id}`, { displayName: 'Chiếm' }],
      ['DELETE', `/accounts/${account.id}`],
      ['GET', `/ai/config/${account.id}`],
      ['PUT', `/ai/config/${account.id}`, { systemPrompt: 'x', enabled: true }],
      ['PATCH', `/ai/config/${account.id}/toggle`, { enabled: true }],
    ] as const) {
      const response = await call(intruder, method, url, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    expect((await call(intruder, 'GET', '/accounts')).json().data).toEqual({ accounts: [] });
    expect((await call(owner, 'GET', `/accounts/${account.id}`)).json().data.displayName).toBe('Shop Hoa');
  });

  it('answers a malformed id with a 404, never a 500', async () => {
    const user = await t.signUp();
    for (const url of ['/accounts/khong-phai-uuid', "/accounts/1'%20or%201=1"]) {
      expect((await call(user, 'GET', url)).statusCode).toBe(404);
    }
  });

  it('deletes an account with its AI config', async () => {
    const user = await t.signUp();
    const account = await createAccount(user, { displayName: 'Xoá tôi', systemPrompt: 'Trả lời ngắn gọn' });
    expect((await call(user, 'DELETE', `/accounts/${account.id}`)).json()).toEqual({ success: true, data: { id: account.id } });
    expect((await call(user, 'GET', `/accounts/${account.id}`)).statusCode).toBe(404);
    expect((await call(user, 'GET', `/ai/config/${account.id}`)).statusCode).toBe(404);
  });
});

describe('AI config', () => {
  it('is a 404 until saved, then saves the trimmed prompt and the flag, and shows on the account', async () => {
    const user = await t.signUp();
    const account = await createAccount(user);
    const missing = await call(user, 'GET', `/ai/config/${account.id}`);
    expect(missing.statusCode).toBe(404);

    const empty = await call(user, 'PUT', `/ai/config/${account.id}`, { systemPrompt: '   ', enabled: true });
    expect(empty.json().error).toBe('System prompt không được để trống');

    const saved = await call(user, 'PUT', `/ai/config/${account.id}`, { systemPrompt: '  Bạn là trợ lý.  ', enabled: true });
    expect(saved.json().data).toEqual({ systemPrompt: 'Bạn là trợ lý.', enabled: true, providerConfigured: false });
    expect((await call(user, 'GET', `/accounts/${account.id}`)).json().data.autoReply).toBe(true);
  });

  it('keeps the prompt given at creation and toggles without touching it', async () => {
    const user = await t.signUp();
    const account = await createAccount(user, { displayName: 'Có prompt', systemPrompt: 'Prompt lúc tạo' });
    const toggled = await call(user, 'PATCH', `/ai/config/${account.id}/toggle`, { enabled: true });
    expect(toggled.json().data).toMatchObject({ systemPrompt: 'Prompt lúc tạo', enabled: true });
    const off = await call(user, 'PATCH', `/ai/config/${account.id}/toggle`, { enabled: false });
    expect(off.json().data.enabled).toBe(false);
    expect((await call(user, 'PATCH', `/ai/config/${account.id}/toggle`, { enabled: 'có' })).statusCode).toBe(400);
  });

  it('gives an account toggled on before any prompt the default prompt', async () => {
    const user = await t.signUp();
    const account = await createAccount(user);
    const toggled = await call(user, 'PATCH', `/ai/config/${account.id}/toggle`, { enabled: true });
    expect(toggled.json().data.systemPrompt).toMatch(/^Bạn là nhân viên tư vấn/);
  });
});
