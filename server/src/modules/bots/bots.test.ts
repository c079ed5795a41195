import { eq, sql } from 'drizzle-orm';
import { startFakeOpenAi, type FakeOpenAi } from '../../ai/testing/fake-openai';
import { buildApp } from '../../app';
import { accounts } from '../../db/schema';
import { createSimulatorPlatform, type SimulatorPlatform } from '../../platform';
import { PlatformError } from '../../platform/errors';
import { BOT_SERVICE_ERRORS } from './service';
import { bearer, createTestApp, type SignedInUser, type TestApp, TEST_APP_SECRET } from '../../testing/test-app';
import { createSimTestApp } from '../../testing/sim-test-app';
import { type EventRecorder, recordEvents } from '../../testing/event-recorder';
import { DISCONNECT_REASONS } from './runtime';
import { until } from '../../testing/sim-accounts';

let t: TestApp;
let platform: SimulatorPlatform;
let ai: FakeOpenAi;
let events: EventRecorder;
const FAST = { leaseTtlMs: 2_500, takeoverEveryMs: 150, reconnectBaseMs: 30, reconnectMaxMs: 200 };

beforeAll(async () => {
  ai = await startFakeOpenAi();
  const aiConfig = { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: 'fake', timeoutMs: 5000 };
  ({ t, platform } = await createSimTestApp({ seed: 'bots-test', users: 80 }, { ai: aiConfig }, { botTiming: FAST }));
  events = recordEvents(t.app);
});
afterAll(async () => {
  await t.close();
  await ai.close();
});

const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload });
const data = async (response: Promise<{ json(): { data: unknown } }>) => (await response).json().data as Record<string, any>;

/** Creates an account and logs it in by QR through the simulator, as a user would scan it. */
async function loggedInAccount(user: SignedInUser, payload: object = { displayName: 'Shop' }) {
  const account = await data(call(user, 'POST', '/accounts', payload));
  const started = await data(call(user, 'POST', `/bots/${account.id}/login/qr/start?t=1`));
  const qrId = platform.qr.pendingIds().at(-1) as string;
  await platform.qr.scan(qrId);
  await platform.qr.confirm(qrId);
  await until(() => data(call(user, 'GET', `/bots/${account.id}/login/qr/status?loginRequestId=${started.loginRequestId}`)), (s) => s.status === 'SUCCESS');
  return data(call(user, 'GET', `/accounts/${account.id}`));
}

describe('QR login', () => {
  it('shows a PNG, goes PENDING → SCANNED → SUCCESS, and makes the account ACTIVE without exposing credentials', async () => {
    const user = await t.signUp();
    const account = await data(call(user, 'POST', '/accounts', { displayName: 'Shop QR' }));
    const response = await call(user, 'POST', `/bots/${account.id}/login/qr/start?t=1`);
    const started = response.json().data;
    expect(started.loginRequestId).toEqual(expect.any(String));
    expect(Buffer.from(started.qrCodeBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const status = () => data(call(user, 'GET', `/bots/${account.id}/login/qr/status?loginRequestId=${started.loginRequestId}`));
    expect(await status()).toEqual({ status: 'PENDING' });

    const qrId = platform.qr.pendingIds().at(-1) as string;
    await platform.qr.scan(qrId);
    const scanned = await until(status, (s) => s.status === 'SCANNED');
    expect(scanned.displayName).toEqual(expect.any(String));
    await platform.qr.confirm(qrId);
    await until(status, (s) => s.status === 'SUCCESS');

    const after = await call(user, 'GET', `/accounts/${account.id}`);
    expect(after.json().data).toMatchObject({ status: 'ACTIVE', zaloUserId: expect.any(String), lastLoginAt: expect.any(String) });
    // The person logged in, by their Zalo name.
    expect(after.json().data.zaloName).toBe(platform.world.user(after.json().data.zaloUserId).displayName);
    // No credential leaves the server (the `cookieCheck` field is only the last check's answer).
    expect(after.body.replace(/"cookieCheck"/g, '')).not.toMatch(/cookie|imei|userAgent|credentials/i);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row.credentialsSealed).toMatch(/^v1\./);
  });

  it('ends EXPIRED when the code expires and ERROR when the phone declines', async () => {
    const user = await t.signUp();
    const account = await data(call(user, 'POST', '/accounts', { displayName: 'Shop' }));
    for (const [act, expected] of [
      [(id: string) => platform.qr.expire(id), 'EXPIRED'],
      [(id: string) => platform.qr.decline(id), 'ERROR'],
    ] as const) {
      const started = await data(call(user, 'POST', `/bots/${account.id}/login/qr/start?t=1`));
      await act(platform.qr.pendingIds().at(-1) as string);
      const state = await until(
        () => data(call(user, 'GET', `/bots/${account.id}/login/qr/status?loginRequestId=${started.loginRequestId}`)),
        (s) => s.status !== 'PENDING',
      );
      expect(state.status).toBe(expected);
    }
    expect((await data(call(user, 'GET', `/accounts/${account.id}`))).status).toBe('PENDING');
  });

  it('starts the bot on login when the account asks for it', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user, { displayName: 'Tự chạy', autoStart: true });
    await until(() => data(call(user, 'GET', `/bots/${account.id}/status`)), (s) => s.isRunning === true);
    await call(user, 'POST', `/bots/${account.id}/stop`);
  });
});

describe('a QR login the platform ends with an error', () => {
  it('says why in Vietnamese, not the platform\'s English text', async () => {
    // The platform ends the login with a network failure right after showing the code.
    const failing = createSimulatorPlatform({ seed: 'bots-test-qr-fail', users: 20 });
    const startQrLogin = failing.startQrLogin.bind(failing);
    failing.startQrLogin = (options, onEvent) =>
      startQrLogin(options, (event) => {
        onEvent(event);
        if (event.type === 'generated') setTimeout(() => onEvent({ type: 'failed', error: new PlatformError('NETWORK', 'socket hang up') }), 10);
      });
    const own = await createTestApp({}, { platform: failing, botTiming: FAST });
    try {
      const user = await own.signUp();
      const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
        own.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload }).then((response) => response.json().data);
      const account = await inject('POST', '/accounts', { displayName: 'QR lỗi' });
      const started = await inject('POST', `/bots/${account.id}/login/qr/start?t=1`);
      const ended = await until(() => inject('GET', `/bots/${account.id}/login/qr/status?loginRequestId=${started.loginRequestId}`), (s) => s.status === 'ERROR');
      expect(ended.error).toBe('Không kết nối được tới Zalo, vui lòng thử lại');
    } finally {
      await own.close();
      await failing.close();
    }
  });
});

describe('re-login by another Zalo user', () => {
  const otherUserThan = (zaloUserId: string) => platform.world.users().find((person) => person.id !== zaloUserId)!.id;

  it('refuses a QR scan by another Zalo user with a clear message and keeps the account as it was', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    const started = await data(call(user, 'POST', `/bots/${account.id}/login/qr/start?t=2`));
    const qrId = platform.qr.pendingIds().at(-1) as string;
    await platform.qr.scan(qrId, otherUserThan(account.zaloUserId));
    await platform.qr.confirm(qrId);
    const state = await until(
      () => data(call(user, 'GET', `/bots/${account.id}/login/qr/status?loginRequestId=${started.loginRequestId}`)),
      (s) => s.status !== 'PENDING' && s.status !== 'SCANNED',
    );
    expect(state).toMatchObject({ status: 'ERROR', error: BOT_SERVICE_ERRORS.otherZaloUser });
    expect(await data(call(user, 'GET', `/accounts/${account.id}`))).toMatchObject({
      zaloUserId: account.zaloUserId,
      phone: account.phone,
      status: 'ACTIVE',
    });
  });

  it('accepts a QR re-login by the same Zalo user', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    const started = await data(call(user, 'POST', `/bots/${account.id}/login/qr/start?t=3`));
    const qrId = platform.qr.pendingIds().at(-1) as string;
    await platform.qr.scan(qrId, account.zaloUserId);
    await platform.qr.confirm(qrId);
    await until(
      () => data(call(user, 'GET', `/bots/${account.id}/login/qr/status?loginRequestId=${started.loginRequestId}`)),
      (s) => s.status === 'SUCCESS',
    );
    expect((await data(call(user, 'GET', `/accounts/${account.id}`))).zaloUserId).toBe(account.zaloUserId);
  });

  it('refuses a pasted session of another Zalo user', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    const cookie = platform.world.issueCookie(otherUserThan(account.zaloUserId), 'imei-2', 'Mozilla/5.0 test');
    const response = await call(user, 'POST', `/bots/${account.id}/login/cookie`, { cookie: JSON.stringify(cookie), imei: 'imei-2', userAgent: 'Mozilla/5.0 test' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(BOT_SERVICE_ERRORS.otherZaloUser);
    expect(await data(call(user, 'GET', `/accounts/${account.id}`))).toMatchObject({ zaloUserId: account.zaloUserId, status: 'ACTIVE' });
  });
});

describe('the bot', () => {
  it('starts, answers a contact with the AI and the conversation, and stops', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    await call(user, 'PUT', `/ai/config/${account.id}`, { systemPrompt: 'Bạn là trợ lý của Shop.', enabled: true });
    expect(await data(call(user, 'POST', `/bots/${account.id}/start`))).toEqual({ isRunning: true });
    expect(await data(call(user, 'GET', `/bots/${account.id}/status`))).toEqual({ isRunning: true });

    const contact = [...platform.world.friendIdsOf(account.zaloUserId)][0];
    platform.world.deliverMessage({ fromUserId: contact, toUserId: account.zaloUserId, text: 'Shop mở cửa mấy giờ?' });
    const reply = await until(
      () => platform.world.recentMessages().find((m) => m.fromUserId === account.zaloUserId && m.threadId === contact),
      Boolean,
    );
    expect(reply?.text).toBe('Trả lời: Shop mở cửa mấy giờ?');
    platform.world.deliverMessage({ fromUserId: contact, toUserId: account.zaloUserId, text: 'Còn hàng không?' });
    await until(
      () => platform.world.recentMessages().filter((m) => m.fromUserId === account.zaloUserId && m.threadId === contact).length,
      (replies) => replies === 2,
    );
    expect(ai.requests.at(-1)?.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(ai.requests.at(-1)?.messages[0].content).toBe('Bạn là trợ lý của Shop.');

    expect(await data(call(user, 'POST', `/bots/${account.id}/stop`))).toEqual({ isRunning: false });
    expect(platform.world.isListening(account.zaloUserId)).toBe(false);
    const sessions = await data(call(user, 'GET', `/bots/${account.id}/sessions?page=1&limit=10`));
    expect(sessions.items[0]).toMatchObject({ endReason: 'STOPPED', messagesReceived: 2, messagesSent: 2 });
    expect(sessions.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
  });

  it('answers one thread at most a few times a minute, so two bots cannot talk to each other forever', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    await call(user, 'PUT', `/ai/config/${account.id}`, { systemPrompt: 'Trả lời ngắn.', enabled: true });
    await call(user, 'POST', `/bots/${account.id}/start`);
    const contact = [...platform.world.friendIdsOf(account.zaloUserId)][0];
    const replies = () => platform.world.recentMessages().filter((m) => m.fromUserId === account.zaloUserId && m.threadId === contact).length;
    for (let i = 0; i < 8; i += 1) {
      platform.world.deliverMessage({ fromUserId: contact, toUserId: account.zaloUserId, text: `Tin ${i}` });
      await until(replies, (n) => n >= Math.min(i + 1, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(replies()).toBe(5);
    await call(user, 'POST', `/bots/${account.id}/stop`);
  });

  it('does not answer groups or anything when AI is off', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    await call(user, 'POST', `/bots/${account.id}/start`);
    const before = ai.requests.length;
    const contact = [...platform.world.friendIdsOf(account.zaloUserId)][0];
    platform.world.deliverMessage({ fromUserId: contact, toUserId: account.zaloUserId, text: 'AI đang tắt' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ai.requests.length).toBe(before);
    await call(user, 'POST', `/bots/${account.id}/stop`);
  });

  it('moves a kicked account to RELOGIN_REQUIRED and stops without retrying', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    await call(user, 'POST', `/bots/${account.id}/start`);
    platform.world.kick(account.zaloUserId);
    await until(() => data(call(user, 'GET', `/accounts/${account.id}`)), (a) => a.status === 'RELOGIN_REQUIRED');
    expect(await data(call(user, 'GET', `/bots/${account.id}/status`))).toEqual({ isRunning: false });
    const sessions = await data(call(user, 'GET', `/bots/${account.id}/sessions`));
    expect(sessions.items[0].endReason).toBe('KICKED');
  });

  it('reconnects after a network drop', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    await call(user, 'POST', `/bots/${account.id}/start`);
    platform.world.dropNetwork(account.zaloUserId);
    await until(() => platform.world.isListening(account.zaloUserId), Boolean);
    expect(await data(call(user, 'GET', `/bots/${account.id}/health`))).toMatchObject({ isRunning: true, status: 'ACTIVE' });
    await call(user, 'POST', `/bots/${account.id}/stop`);
  });

  it('announces a session that becomes live and one that ends without the customer asking, only on changes', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user, { displayName: 'Shop sự kiện' });
    const ref = { id: account.id, name: 'Shop sự kiện' };
    const changes = () =>
      events.seen.filter((event) => event.workspaceId === user.id && event.type.startsWith('account.')).map((event) => ({ type: event.type, data: event.data }));
    await call(user, 'POST', `/bots/${account.id}/start`);
    await events.next('account.connected', user.id);
    // A network blip the listener comes back from at once is no disconnection; starting a running bot changes nothing.
    platform.world.dropNetwork(account.zaloUserId);
    await until(() => platform.world.isListening(account.zaloUserId), Boolean);
    await call(user, 'POST', `/bots/${account.id}/start`);
    // The customer's stop is no disconnection; the next start is a connection again.
    await call(user, 'POST', `/bots/${account.id}/stop`);
    await call(user, 'POST', `/bots/${account.id}/start`);
    await events.next('account.connected', user.id, 2);
    // Kicked: disconnected with the reason, once.
    platform.world.kick(account.zaloUserId);
    await events.next('account.disconnected', user.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes()).toEqual([
      { type: 'account.connected', data: { account: ref } },
      { type: 'account.connected', data: { account: ref } },
      { type: 'account.disconnected', data: { account: ref, reason: DISCONNECT_REASONS.KICKED } },
    ]);
  });

  it('refuses to start an account that is not logged in, and stops the session when the account is deleted', async () => {
    const user = await t.signUp();
    const pending = await data(call(user, 'POST', '/accounts', { displayName: 'Chưa đăng nhập' }));
    const refused = await call(user, 'POST', `/bots/${pending.id}/start`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Tài khoản chưa hoạt động, vui lòng đăng nhập trước');

    const account = await loggedInAccount(user);
    await call(user, 'POST', `/bots/${account.id}/start`);
    await call(user, 'DELETE', `/accounts/${account.id}`);
    expect(platform.world.isListening(account.zaloUserId)).toBe(false);
  });
});

describe('cookie', () => {
  it('validates a live cookie, then reports an expired one and asks for a QR scan on re-login', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    expect(await data(call(user, 'GET', `/bots/${account.id}/cookie/validate`))).toEqual({ isValid: true, needsRelogin: false });
    expect(await data(call(user, 'POST', `/bots/${account.id}/login/auto-relogin`))).toEqual({ reloginSuccess: true, needsQRScan: false });

    platform.world.expireSession(account.zaloUserId);
    expect(await data(call(user, 'GET', `/bots/${account.id}/cookie/validate`))).toEqual({ isValid: false, needsRelogin: true });
    expect((await data(call(user, 'GET', `/accounts/${account.id}`))).status).toBe('COOKIE_EXPIRED');
    expect(await data(call(user, 'POST', `/bots/${account.id}/login/auto-relogin`))).toEqual({ reloginSuccess: false, needsQRScan: true });
    expect((await data(call(user, 'GET', `/accounts/${account.id}`))).status).toBe('RELOGIN_REQUIRED');
  });

  it('logs in with a pasted session and refuses a malformed one', async () => {
    const user = await t.signUp();
    const source = await loggedInAccount(user, { displayName: 'Nguồn' });
    const cookie = platform.world.issueCookie(source.zaloUserId, 'imei-1', 'Mozilla/5.0 test');
    const target = await data(call(user, 'POST', '/accounts', { displayName: 'Dán cookie' }));
    const bad = await call(user, 'POST', `/bots/${target.id}/login/cookie`, { cookie: 'không phải json', imei: 'x', userAgent: 'y' });
    expect(bad.statusCode).toBe(400);
    const good = await data(call(user, 'POST', `/bots/${target.id}/login/cookie`, { cookie: JSON.stringify(cookie), imei: 'imei-1', userAgent: 'Mozilla/5.0 test' }));
    expect(good).toEqual({ status: 'ACTIVE', zaloUserId: source.zaloUserId });
  });
});

describe('the last cookie check, kept on the account', () => {
  it('is on the account after the check, a refused cookie too, and a new login clears it', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    expect(account.cookieCheck).toBeNull();
    await data(call(user, 'GET', `/bots/${account.id}/cookie/validate`));
    const checked = await data(call(user, 'GET', `/accounts/${account.id}`));
    expect(checked.cookieCheck).toEqual({ isValid: true, needsRelogin: false, checkedAt: expect.any(String), error: null });
    expect(Date.now() - Date.parse(checked.cookieCheck.checkedAt)).toBeLessThan(60_000);

    platform.world.expireSession(account.zaloUserId);
    await data(call(user, 'GET', `/bots/${account.id}/cookie/validate`));
    expect((await data(call(user, 'GET', '/accounts'))).accounts[0].cookieCheck).toMatchObject({ isValid: false, needsRelogin: true, error: null });

    // A new QR login: a new cookie, the old check means nothing.
    const started = await data(call(user, 'POST', `/bots/${account.id}/login/qr/start?t=2`));
    const qrId = platform.qr.pendingIds().at(-1) as string;
    await platform.qr.scan(qrId, account.zaloUserId);
    await platform.qr.confirm(qrId);
    await until(() => data(call(user, 'GET', `/bots/${account.id}/login/qr/status?loginRequestId=${started.loginRequestId}`)), (s) => s.status === 'SUCCESS');
    expect((await data(call(user, 'GET', `/accounts/${account.id}`))).cookieCheck).toBeNull();
  });

  it('keeps a check that could not run as invalid, with why', async () => {
    const user = await t.signUp();
    const proxy = await data(call(user, 'POST', '/proxies', { name: 'P', host: '10.0.0.1', port: 3128 }));
    const account = await loggedInAccount(user, { displayName: 'Qua proxy', proxyId: proxy.id });
    await t.app.inject({ method: 'PATCH', url: `/api/v1/proxies/${proxy.id}`, headers: bearer(user.token), payload: { isActive: false } });
    const failed = await call(user, 'GET', `/bots/${account.id}/cookie/validate`);
    expect(failed.statusCode).toBe(409);
    expect((await data(call(user, 'GET', `/accounts/${account.id}`))).cookieCheck).toEqual({
      isValid: false,
      needsRelogin: true,
      checkedAt: expect.any(String),
      error: failed.json().error,
    });
  });
});

describe('a change of proxy', () => {
  it('moves a running bot onto the new proxy and forgets the last cookie check', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    await data(call(user, 'POST', `/bots/${account.id}/start`));
    await data(call(user, 'GET', `/bots/${account.id}/cookie/validate`));
    const proxy = await data(call(user, 'POST', '/proxies', { name: 'Mới', host: '10.0.0.2', port: 3128 }));
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/v1/accounts/${account.id}`, headers: bearer(user.token), payload: { proxyId: proxy.id } });
    expect(patched.json().data).toMatchObject({ proxyId: proxy.id, cookieCheck: null });
    const sessions = await until(
      () => data(call(user, 'GET', `/bots/${account.id}/sessions?page=1&limit=10`)),
      (page) => page.items.length === 2,
    );
    expect(sessions.items.map((item: { endReason: string | null }) => item.endReason)).toEqual([null, 'PROXY_CHANGED']);
    expect(await data(call(user, 'GET', `/bots/${account.id}/status`))).toEqual({ isRunning: true });
    // A rename alone neither restarts the bot nor forgets anything.
    await t.app.inject({ method: 'PATCH', url: `/api/v1/accounts/${account.id}`, headers: bearer(user.token), payload: { displayName: 'Tên mới' } });
    expect((await data(call(user, 'GET', `/bots/${account.id}/sessions?page=1&limit=10`))).items).toHaveLength(2);
    await data(call(user, 'POST', `/bots/${account.id}/stop`));
  });
});

describe('messages and groups through the account', () => {
  it('sends a test message to a friend and joins a group by link', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    const friend = platform.world.uidFor(account.zaloUserId, [...platform.world.friendIdsOf(account.zaloUserId)][0]);
    const sent = await data(call(user, 'POST', `/bots/${account.id}/test-message`, { message: 'Xin chào', to: friend }));
    expect(sent.threadId).toBe(friend);
    expect(platform.world.recentMessages().some((m) => m.fromUserId === account.zaloUserId && m.text === 'Xin chào')).toBe(true);
    expect((await call(user, 'POST', `/bots/${account.id}/test-message`, { message: '   ' })).json().error).toBe('Tin nhắn không được để trống');
    expect((await call(user, 'POST', `/bots/${account.id}/join-group`, { groupLink: 'abc' })).json().error).toBe('Link nhóm không hợp lệ');
  });
});

describe('one live session per account across server processes', () => {
  it('lets a second process see the bot running without opening a second session', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    const second = await buildApp({ config: t.config, database: t.database, appSecret: TEST_APP_SECRET, platform, botTiming: FAST });
    await second.ready();
    try {
      await call(user, 'POST', `/bots/${account.id}/start`);
      const viaSecond = await second.inject({ method: 'POST', url: `/api/v1/bots/${account.id}/start`, headers: bearer(user.token) });
      expect(viaSecond.json().data).toEqual({ isRunning: true });
      expect(platform.world.listeningUserIds().filter((id) => id === account.zaloUserId)).toHaveLength(1);
      await call(user, 'POST', `/bots/${account.id}/stop`);
    } finally {
      await second.close();
    }
  });

  it('takes over a bot whose holder died (its lease left behind, expired)', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    // The dead holder's lease first: once the bot is enabled, a takeover round may start it at any moment.
    await t.database.db.execute(
      sql`INSERT INTO bot_leases (account_id, holder, expires_at) VALUES (${account.id}, 'dead-process', now() - interval '1 second')`,
    );
    await t.database.db.execute(sql`UPDATE accounts SET bot_enabled = true WHERE id = ${account.id}`);
    await until(() => platform.world.isListening(account.zaloUserId), Boolean);
    const [lease] = (await t.database.db.execute(sql`SELECT holder FROM bot_leases WHERE account_id = ${account.id}`)).rows as Array<{ holder: string }>;
    expect(lease.holder).not.toBe('dead-process');
    await call(user, 'POST', `/bots/${account.id}/stop`);
  });

  it('restores a running bot after a restart', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    await call(user, 'POST', `/bots/${account.id}/start`);
    // A restart: this process's sessions end as a shutdown would end them, keeping the bot enabled.
    await t.database.db.execute(sql`DELETE FROM bot_leases WHERE account_id = ${account.id}`);
    const restarted = await buildApp({ config: t.config, database: t.database, appSecret: TEST_APP_SECRET, platform, botTiming: FAST });
    await restarted.ready();
    try {
      await until(
        async () => (await t.database.db.execute(sql`SELECT holder FROM bot_leases WHERE account_id = ${account.id}`)).rows.length,
        (n) => n === 1,
      );
      expect((await data(call(user, 'GET', `/bots/${account.id}/status`))).isRunning).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});

describe('tenancy', () => {
  it('answers 404 for another user’s account on every bot route', async () => {
    const owner = await t.signUp();
    const intruder = await t.signUp();
    const account = await data(call(owner, 'POST', '/accounts', { displayName: 'Của người khác' }));
    for (const [method, url] of [
      ['POST', '/login/qr/start'],
      ['GET', '/login/qr/status?loginRequestId=00000000-0000-0000-0000-000000000000'],
      ['POST', '/start'],
      ['POST', '/stop'],
      ['GET', '/status'],
      ['GET', '/health'],
      ['GET', '/sessions'],
      ['GET', '/cookie/validate'],
      ['POST', '/login/auto-relogin'],
    ] as const) {
      expect([url, (await call(intruder, method, `/bots/${account.id}${url}`)).statusCode]).toEqual([url, 404]);
    }
  });
});
