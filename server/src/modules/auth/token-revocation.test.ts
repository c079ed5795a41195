import { apiServerProcess } from '../../testing/api-server-process';
import { bearer, createTestApp, refreshCookieOf, type SignedInUser, type TestApp, TEST_PASSWORD } from '../../testing/test-app';

/** Access tokens end with their session: after a password change or a refresh-token reuse, at once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
const login = async (email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
const changePassword = (user: SignedInUser) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/auth/change-password',
    headers: bearer(user.token),
    payload: { currentPassword: TEST_PASSWORD, newPassword: 'mat-khau-moi-1' },
  });

it('refuses every other session\'s access token right after a password change, and keeps the new one', async () => {
  const user = await t.signUp();
  const other = (await login(user.email)).json().data.tokens.accessToken as string;
  expect((await me(other)).statusCode).toBe(200); // verified once: now in the token cache
  const changed = await changePassword(user);
  expect(changed.statusCode).toBe(200);
  expect((await me(other)).statusCode).toBe(401);
  expect((await me(user.token)).statusCode).toBe(401);
  expect((await me(changed.json().data.tokens.accessToken)).statusCode).toBe(200);
});

it('ends every session of the user on logout-everywhere: access tokens and refresh cookies alike', async () => {
  const user = await t.signUp();
  const elsewhere = await login(user.email);
  const otherToken = elsewhere.json().data.tokens.accessToken as string;
  expect((await me(otherToken)).statusCode).toBe(200);
  const stranger = await t.signUp();

  const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout-everywhere', headers: bearer(user.token) });
  expect(out.json()).toEqual({ success: true, data: null });
  expect((await me(otherToken)).statusCode).toBe(401);
  expect((await me(user.token)).statusCode).toBe(401);
  for (const cookie of [user.cookie, refreshCookieOf(elsewhere)]) {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie } })).statusCode).toBe(401);
  }
  expect((await me(stranger.token)).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout-everywhere' })).statusCode).toBe(401);
  expect((await me((await login(user.email)).json().data.tokens.accessToken as string)).statusCode).toBe(200);
});

it('refuses the access tokens of a session whose refresh token was reused', async () => {
  const user = await t.signUp();
  const rotated = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: user.cookie } });
  const token = rotated.json().data.tokens.accessToken as string;
  expect((await me(token)).statusCode).toBe(200);
  const reuse = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: user.cookie } });
  expect(reuse.statusCode).toBe(401);
  expect((await me(token)).statusCode).toBe(401);
  // A new sign-in works as before.
  const again = await login(user.email);
  expect((await me(again.json().data.tokens.accessToken)).statusCode).toBe(200);
  expect(refreshCookieOf(again)).not.toBe('');
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('in another server process on the same PostgreSQL', () => {
  const other = apiServerProcess(() => t);

  it('refuses a token there as soon as the password changed here', async () => {
    const user = await t.signUp();
    const token = (await login(user.email)).json().data.tokens.accessToken as string;
    const meThere = async () => (await fetch(`${other().url}/api/v1/auth/me`, { headers: bearer(token) })).status;
    expect(await meThere()).toBe(200); // the other process now holds the token and the epoch in its caches
    const changed = await changePassword(user);
    expect(changed.statusCode).toBe(200);
    // NOTIFY reaches the other process at once (a loaded machine answers the polls slowly); without it, its cache
    // would keep the epoch for a minute.
    const deadline = Date.now() + 15_000;
    let status = await meThere();
    while (status !== 401 && Date.now() < deadline) status = await meThere();
    expect(status).toBe(401);
  });
});
