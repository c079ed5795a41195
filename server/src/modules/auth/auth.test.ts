import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { bearer, createTestApp, refreshCookieOf, type TestApp, TEST_PASSWORD, uniqueEmail } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perIp: 1000, perEmail: 3, windowSeconds: 600 } });
});
afterAll(() => t.close());

/** Everything jest's fake timers can replace but Date: a test clock that moves only the time of day. */
const TIMERS: FakeTimersConfig['doNotFake'] = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'];

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

describe('register', () => {
  it('creates a USER, answers an access token and sets an httpOnly refresh cookie on the auth path', async () => {
    const email = uniqueEmail('Reg').toUpperCase();
    const response = await post('/auth/register', { email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toEqual({ id: expect.any(String), email: email.toLowerCase(), role: 'USER' });
    expect(body.data.tokens.accessToken).toMatch(/^ey/);
    const cookie = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1/auth', sameSite: 'Strict' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.data.user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('rejects an invalid e-mail and a short password with the spec texts, per field', async () => {
    const response = await post('/auth/register', { email: 'khong-phai-email', password: '1234567' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Email không hợp lệ',
      fieldErrors: { email: 'Email không hợp lệ', password: 'Mật khẩu phải có ít nhất 8 ký tự' },
    });
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    const { email } = await t.signUp();
    const response = await post('/auth/register', { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Email đã được sử dụng');
  });
});

describe('login and me', () => {
  it('signs in with the right password and /auth/me answers the user', async () => {
    const { email, id } = await t.signUp();
    const response = await post('/auth/login', { email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const token = response.json().data.tokens.accessToken;
    const answer = await me(token);
    // The session works in the person's own workspace, which has their id; they own it and see every account.
    expect(answer.json()).toEqual({
      success: true,
      data: { user: { id, email, role: 'USER' }, workspace: { id, name: email, role: 'OWNER', accountIds: null } },
    });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await t.signUp();
    const wrong = await post('/auth/login', { email, password: 'sai-mat-khau' });
    const unknown = await post('/auth/login', { email: uniqueEmail('nobody'), password: 'sai-mat-khau' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: 'Email hoặc mật khẩu không đúng' });
    }
  });

  it('validates the login body with the spec texts', async () => {
    const response = await post('/auth/login', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ email: 'Email không hợp lệ', password: 'Mật khẩu không được để trống' });
  });

  it('refuses /auth/me without a token, with a forged token and with an expired one', async () => {
    const { token } = await t.signUp();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const [header, payload] = token.split('.');
    expect((await me(`${header}.${payload}.forged-signature`)).statusCode).toBe(401);

    const shortLived = await createTestApp({ accessTokenTtlSeconds: 1 });
    try {
      const before = Date.now();
      const user = await shortLived.signUp();
      // The token's second passes on a test clock (only Date moves; timers and the database run as they are).
      jest.useFakeTimers({ now: Date.now() + 2100, doNotFake: TIMERS });
      const expired = await shortLived.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(user.token) });
      jest.useRealTimers();
      expect(expired.statusCode).toBe(401);
      expect(expired.json().success).toBe(false);
      // The same token before it ran out: accepted (the 401 above is the expiry's).
      jest.useFakeTimers({ now: before, doNotFake: TIMERS });
      const fresh = await shortLived.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(user.token) });
      expect(fresh.statusCode).toBe(200);
    } finally {
      jest.useRealTimers();
      await shortLived.close();
    }
  });

  it('shows the role, ADMIN included, and the database refuses any other role', async () => {
    const user = await t.signUp();
    await t.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id));
    const login = await post('/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.json().data.user.role).toBe('ADMIN');
    expect((await me(login.json().data.tokens.accessToken)).json().data.user.role).toBe('ADMIN');
    await expect(t.database.db.update(users).set({ role: 'ROOT' }).where(eq(users.id, user.id))).rejects.toThrow();
  });
});

describe('login rate limit', () => {
  it('blocks an e-mail after repeated failures, even with the right password, and leaves others alone', async () => {
    const victim = await t.signUp();
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/auth/login', { email: victim.email, password: 'doan-mo-mat-khau' })).statusCode).toBe(401);
    }
    const blocked = await post('/auth/login', { email: victim.email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Quá nhiều lần đăng nhập, vui lòng thử lại sau \d+ phút$/);
    const other = await t.signUp();
    expect((await post('/auth/login', { email: other.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('blocks a client IP after too many attempts', async () => {
    const strict = await createTestApp({ loginLimits: { perIp: 2, perEmail: 100, windowSeconds: 600 } });
    try {
      const user = await strict.signUp();
      const attempt = () =>
        strict.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('registration rate limit', () => {
  it('refuses more registrations from one client IP than REGISTER_LIMIT_PER_IP, and leaves other IPs alone', async () => {
    const strict = await createTestApp({ registerLimits: { perIp: 2, windowSeconds: 3600 } });
    try {
      const register = (remoteAddress: string) =>
        strict.app.inject({ method: 'POST', url: '/api/v1/auth/register', remoteAddress, payload: { email: uniqueEmail(), password: TEST_PASSWORD } });
      expect((await register('203.0.113.7')).statusCode).toBe(200);
      expect((await register('203.0.113.7')).statusCode).toBe(200);
      const blocked = await register('203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ success: false, error: 'Quá nhiều lượt đăng ký từ địa chỉ này, vui lòng thử lại sau 60 phút' });
      expect((await register('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('refresh, rotation and reuse', () => {
  it('rotates the refresh cookie and answers a working access token', async () => {
    const user = await t.signUp();
    const response = await post('/auth/refresh', undefined, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    const rotated = refreshCookieOf(response);
    expect(rotated).not.toBe(user.cookie);
    expect((await me(response.json().data.tokens.accessToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when an already used refresh token comes back', async () => {
    const user = await t.signUp();
    const first = await post('/auth/refresh', undefined, { cookie: user.cookie });
    const second = refreshCookieOf(first);
    const reuse = await post('/auth/refresh', undefined, { cookie: user.cookie });
    expect(reuse.statusCode).toBe(401);
    // The attacker's copy and the legitimate newest token are both dead now.
    expect((await post('/auth/refresh', undefined, { cookie: second })).statusCode).toBe(401);
  });

  it('refuses a missing or unknown refresh token and clears the cookie', async () => {
    expect((await post('/auth/refresh')).statusCode).toBe(401);
    const unknown = await post('/auth/refresh', undefined, { cookie: 'refresh_token=nope' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
  });

  it('does not let one sign-in revoke another: families are separate', async () => {
    const user = await t.signUp();
    const otherDevice = refreshCookieOf(await post('/auth/login', { email: user.email, password: TEST_PASSWORD }));
    await post('/auth/refresh', undefined, { cookie: user.cookie });
    await post('/auth/refresh', undefined, { cookie: user.cookie }); // reuse on the first device
    expect((await post('/auth/refresh', undefined, { cookie: otherDevice })).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the refresh token and clears the cookie, and works without any session at all', async () => {
    const user = await t.signUp();
    const response = await post('/auth/logout', undefined, { cookie: user.cookie });
    expect(response.json()).toEqual({ success: true, data: null });
    expect(response.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    expect((await post('/auth/refresh', undefined, { cookie: user.cookie })).statusCode).toBe(401);
    expect((await post('/auth/logout')).statusCode).toBe(200);
  });

  it('accepts the bodiless JSON POST the browser client sends', async () => {
    const user = await t.signUp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'content-type': 'application/json', cookie: user.cookie },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('profile and password', () => {
  const patch = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1${url}`, headers: bearer(token), payload });

  it('changes the e-mail, refusing an invalid one or one another user has', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    expect((await patch('/auth/profile', user.token, { email: 'xx' })).json().error).toBe('Email không hợp lệ');
    const taken = await patch('/auth/profile', user.token, { email: other.email });
    expect(taken.statusCode).toBe(409);
    const fresh = uniqueEmail('moi');
    const changed = await patch('/auth/profile', user.token, { email: fresh });
    expect(changed.json().data.user.email).toBe(fresh);
    expect((await me(user.token)).json().data.user.email).toBe(fresh);
  });

  it('needs the current password, then only the new one works and other sessions are signed out', async () => {
    const user = await t.signUp();
    const wrong = await patch('/auth/change-password', user.token, { currentPassword: 'khong-dung', newPassword: 'mat-khau-moi-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Mật khẩu hiện tại không đúng');
    const short = await patch('/auth/change-password', user.token, { currentPassword: TEST_PASSWORD, newPassword: 'ngan' });
    expect(short.json().error).toBe('Mật khẩu phải có ít nhất 8 ký tự');

    const changed = await patch('/auth/change-password', user.token, { currentPassword: TEST_PASSWORD, newPassword: 'mat-khau-moi-1' });
    expect(changed.statusCode).toBe(200);
    expect((await post('/auth/refresh', undefined, { cookie: user.cookie })).statusCode).toBe(401);
    expect((await post('/auth/refresh', undefined, { cookie: refreshCookieOf(changed) })).statusCode).toBe(200);
    expect((await post('/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: user.email, password: 'mat-khau-moi-1' })).statusCode).toBe(200);
  });

  it('a wrong current password is a 400 naming the field, never a 401 (which a client takes for an expired session); the session goes on', async () => {
    const user = await t.signUp();
    const wrong = await patch('/auth/change-password', user.token, { currentPassword: 'khong-dung-1', newPassword: 'mat-khau-moi-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, error: 'Mật khẩu hiện tại không đúng', fieldErrors: { currentPassword: 'Mật khẩu hiện tại không đúng' } });
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await post('/auth/refresh', undefined, { cookie: user.cookie })).statusCode).toBe(200);
    expect((await post('/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/auth/profile', payload: { email: 'a@b.vn' } })).statusCode).toBe(401);
  });
});

describe('bodies that are not what the form sends', () => {
  it('answers the field texts in Vietnamese for a missing body or missing keys', async () => {
    for (const payload of [undefined, {}]) {
      const response = await post('/auth/login', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ email: 'Email không hợp lệ', password: 'Mật khẩu không được để trống' });
    }
    const wrongTypes = await post('/auth/register', { email: 42, password: ['x'] });
    expect(wrongTypes.json().fieldErrors).toEqual({ email: 'Email không hợp lệ', password: 'Mật khẩu phải có ít nhất 8 ký tự' });
  });
});
