import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createSimulatorPlatform, type SimulatorPlatform } from '../../platform';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../testing/test-app';
import { countingPlatform, otherProcess, type Process } from '../../testing/process-apps';
import { until } from '../../testing/sim-accounts';

/**
 * One live session per account between server processes, here several apps on one database (as processes are on
 * one PostgreSQL; PGlite's app share its database in this process): the lease holder logs in, every other process
 * forwards its calls there and never logs in. Each app counts the logins its platform made.
 */
const FAST = { leaseTtlMs: 2_500, takeoverEveryMs: 150 };
// A forwarded call may wait for the holder's login too, which a loaded machine makes slow.
const SESSIONS: Config['sessions'] = { forwardTimeoutMs: 5_000, maxSessions: 1000, idleCloseMs: 60_000 };
const SIM_USER_AGENT = 'Mozilla/5.0 sessions';

const call = (app: FastifyInstance, user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload });


/** An account logged in with a simulated person's cookie (through `app`), with the person's Zalo id. */
async function loggedInAccount(app: FastifyInstance, world: SimulatorPlatform, user: SignedInUser, person: number) {
  const account = (await call(app, user, 'POST', '/accounts', { displayName: `Tài khoản ${person}` })).json().data;
  // People who take messages from strangers: a test message goes to the account's own chat.
  const zaloUser = world.world.users().filter((candidate) => candidate.acceptsStrangerMessages)[person];
  const cookie = world.world.issueCookie(zaloUser.id, `imei-${person}`, SIM_USER_AGENT);
  const login = await call(app, user, 'POST', `/bots/${account.id}/login/cookie`, { cookie, imei: `imei-${person}`, userAgent: SIM_USER_AGENT });
  expect(login.json().data.status).toBe('ACTIVE');
  return { id: account.id as string, zaloUserId: zaloUser.id };
}

const holderOf = async (t: TestApp, accountId: string) =>
  (await t.database.query<{ holder: string }>('SELECT holder FROM bot_leases WHERE account_id = $1 AND expires_at > now()', [accountId]))[0]?.holder;
const leaseCount = async (t: TestApp, accountId: string) =>
  Number((await t.database.query<{ n: string }>('SELECT count(*) AS n FROM bot_leases WHERE account_id = $1 AND expires_at > now()', [accountId]))[0].n);

describe('two processes that hold sessions (role all)', () => {
  let world: SimulatorPlatform;
  let t: TestApp;
  let a: Process;
  let b: Process;
  let user: SignedInUser;

  beforeAll(async () => {
    world = createSimulatorPlatform({ seed: 'sessions-across', users: 40 });
    const counted = countingPlatform(world);
    t = await createTestApp({ sessions: SESSIONS }, { platform: counted.platform, botTiming: FAST });
    a = { app: t.app, logins: counted.logins, close: async () => undefined };
    b = await otherProcess(t, world, { sessions: SESSIONS }, FAST);
    user = await t.signUp();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await t?.close();
    await world?.close();
  });

  it("forwards to the bot's process: the other one sends through it and never logs in", async () => {
    const account = await loggedInAccount(a.app, world, user, 5);
    a.logins.length = 0;
    b.logins.length = 0;
    expect((await call(a.app, user, 'POST', `/bots/${account.id}/start`)).json().data).toEqual({ isRunning: true });
    expect(a.logins).toEqual([account.zaloUserId]);

    const sent = await call(b.app, user, 'POST', `/bots/${account.id}/test-message`, { message: 'Xin chào từ máy chủ khác' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ messageId: expect.any(String), threadId: account.zaloUserId });
    expect(b.logins).toEqual([]);
    expect(a.logins).toHaveLength(1);
    // Seen from the other process, the bot runs (there) and does not listen here.
    expect((await call(b.app, user, 'GET', `/bots/${account.id}/health`)).json().data).toMatchObject({ isRunning: true, listening: false });

    // Stopped through the other process, the bot stops where it runs.
    expect((await call(b.app, user, 'POST', `/bots/${account.id}/stop`)).json().data).toEqual({ isRunning: false });
    expect((await call(a.app, user, 'GET', `/bots/${account.id}/health`)).json().data).toMatchObject({ isRunning: false, listening: false });
  });

  it('logs in once for work nobody holds: the first process keeps the session, the other forwards', async () => {
    const account = await loggedInAccount(a.app, world, user, 1);
    a.logins.length = 0;
    b.logins.length = 0;
    const send = (process: Process, text: string) => call(process.app, user, 'POST', `/bots/${account.id}/test-message`, { message: text });

    expect((await send(b, 'Một')).statusCode).toBe(200);
    expect(b.logins).toEqual([account.zaloUserId]);
    expect((await send(a, 'Hai')).statusCode).toBe(200);
    expect((await send(b, 'Ba')).statusCode).toBe(200);
    expect([a.logins, b.logins]).toEqual([[], [account.zaloUserId]]);
    expect(await leaseCount(t, account.id)).toBe(1);
    // A session kept for work is no bot.
    expect((await call(a.app, user, 'GET', `/bots/${account.id}/status`)).json().data).toEqual({ isRunning: false });
  });

  it('logs in once when both processes need an account at the same moment', async () => {
    const account = await loggedInAccount(a.app, world, user, 2);
    a.logins.length = 0;
    b.logins.length = 0;
    const answers = await Promise.all(
      [a, b, a, b].map((process, i) => call(process.app, user, 'POST', `/bots/${account.id}/test-message`, { message: `Tin ${i}` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect([...a.logins, ...b.logins]).toEqual([account.zaloUserId]);
  });

  it("a customer's new login through the other process ends the live session first: never two at once", async () => {
    // A trial holds three accounts.
    const owner = await t.signUp();
    const account = await loggedInAccount(a.app, world, owner, 6);
    expect((await call(a.app, owner, 'POST', `/bots/${account.id}/start`)).json().data).toEqual({ isRunning: true });
    const relogin = await call(b.app, owner, 'POST', `/bots/${account.id}/login/auto-relogin`);
    expect(relogin.json().data).toEqual({ reloginSuccess: true, needsQRScan: false });
    // The bot runs again, with the new login, and Zalo never saw two live sessions of the account.
    expect((await call(a.app, owner, 'GET', `/bots/${account.id}/status`)).json().data).toEqual({ isRunning: true });
    expect(world.world.maxLiveSessions(account.zaloUserId)).toBe(1);
    expect(world.world.liveSessions(account.zaloUserId)).toBe(1);
    await call(a.app, owner, 'POST', `/bots/${account.id}/stop`);
  });

  it('a QR login through the other process ends the running bot at the scan, and the bot runs again after it', async () => {
    // A trial holds three accounts.
    const owner = await t.signUp();
    const account = await loggedInAccount(a.app, world, owner, 8);
    const status = async () => (await call(a.app, owner, 'GET', `/bots/${account.id}/status`)).json().data;
    const qrLogin = async () => {
      const started = (await call(b.app, owner, 'POST', `/bots/${account.id}/login/qr/start?t=${Date.now()}`)).json().data;
      const qrId = world.qr.pendingIds().at(-1) as string;
      await world.qr.scan(qrId, account.zaloUserId);
      // Scanned: the confirmed login would be a new web session, so the live one has ended already.
      await until(() => world.world.liveSessions(account.zaloUserId), (live) => live === 0);
      const qrStatus = () => call(b.app, owner, 'GET', `/bots/${account.id}/login/qr/status?loginRequestId=${started.loginRequestId}`).then((r) => r.json().data.status);
      return { qrId, qrStatus };
    };
    expect((await call(a.app, owner, 'POST', `/bots/${account.id}/start`)).json().data).toEqual({ isRunning: true });

    const confirmed = await qrLogin();
    await world.qr.confirm(confirmed.qrId);
    await until(confirmed.qrStatus, (value) => value === 'SUCCESS');
    await until(status, (value) => value.isRunning === true);
    await until(() => world.world.liveSessions(account.zaloUserId), (live) => live === 1);

    // Scanned but never confirmed: the bot that was running starts again.
    const expired = await qrLogin();
    await world.qr.expire(expired.qrId);
    await until(expired.qrStatus, (value) => value === 'EXPIRED');
    await until(status, (value) => value.isRunning === true);
    await until(() => world.world.liveSessions(account.zaloUserId), (live) => live === 1);
    expect(world.world.maxLiveSessions(account.zaloUserId)).toBe(1);
    expect(await leaseCount(t, account.id)).toBe(1);
    await call(a.app, owner, 'POST', `/bots/${account.id}/stop`);
  });

  it('follows a session that moved: a call that reaches a process no longer holding it goes where it is now', async () => {
    // A trial holds three accounts.
    const owner = await t.signUp();
    const account = await loggedInAccount(a.app, world, owner, 7);
    expect((await call(b.app, owner, 'POST', `/bots/${account.id}/test-message`, { message: 'Một' })).statusCode).toBe(200);
    const bHolder = await holderOf(t, account.id);
    // b's session ends (a customer's login through a), then its lease is back as if b still held the account: what
    // the first process reads while a hand-over is under way.
    expect((await call(a.app, owner, 'POST', `/bots/${account.id}/login/auto-relogin`)).json().data.reloginSuccess).toBe(true);
    await t.database.query("INSERT INTO bot_leases (account_id, holder, expires_at) VALUES ($1, $2, now() + interval '1 minute') ON CONFLICT (account_id) DO UPDATE SET holder = $2, expires_at = now() + interval '1 minute'", [account.id, bHolder]);

    const sent = await call(a.app, owner, 'POST', `/bots/${account.id}/test-message`, { message: 'Hai' });
    expect(sent.statusCode).toBe(200);
    expect(world.world.maxLiveSessions(account.zaloUserId)).toBe(1);
    expect(await leaseCount(t, account.id)).toBe(1);
    expect(await holderOf(t, account.id)).not.toBe(bHolder);
  });

  it('answers 503 with the reason when the holder does not answer in time', async () => {
    // A trial holds three accounts.
    const owner = await t.signUp();
    const account = await loggedInAccount(a.app, world, owner, 3);
    a.logins.length = 0;
    // A process that holds the lease but answers nothing (hung, or gone without a word until its lease expires).
    await t.database.query(`INSERT INTO bot_leases (account_id, holder, expires_at) VALUES ($1, 'silent-process', now() + interval '1 minute')`, [account.id]);
    const started = Date.now();
    const answer = await call(a.app, owner, 'POST', `/bots/${account.id}/test-message`, { message: 'Có ai không?' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SESSIONS.forwardTimeoutMs - 50);
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({
      status: 503,
      body: { success: false, error: 'Máy chủ đang giữ phiên Zalo của tài khoản không trả lời; vui lòng thử lại sau ít phút' },
    });
    expect(a.logins).toEqual([]);
    await t.database.query('DELETE FROM bot_leases WHERE account_id = $1', [account.id]);
  });
});

describe('roles (SERVER_ROLE)', () => {
  let world: SimulatorPlatform;
  let t: TestApp;
  let api: Process;
  let worker: Process | undefined;

  beforeAll(async () => {
    world = createSimulatorPlatform({ seed: 'sessions-roles', users: 20 });
    const counted = countingPlatform(world);
    t = await createTestApp({ role: 'api', sessions: SESSIONS }, { platform: counted.platform, botTiming: FAST });
    api = { app: t.app, logins: counted.logins, close: async () => undefined };
  }, 60_000);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await world?.close();
  });

  it('api serves the API but holds no session and takes no bot over; a worker does, and answers only /health', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(api.app, world, user, 0);
    api.logins.length = 0;

    // No worker yet: a bot asked for is wanted, but the api process never holds it.
    const start = await call(api.app, user, 'POST', `/bots/${account.id}/start`);
    expect({ status: start.statusCode, error: start.json().error }).toEqual({ status: 503, error: 'Chưa có máy chủ nào nhận giữ phiên Zalo của tài khoản; vui lòng thử lại sau ít phút' });
    await new Promise((resolve) => setTimeout(resolve, FAST.takeoverEveryMs * 4));
    expect(await holderOf(t, account.id)).toBeUndefined();
    expect(api.logins).toEqual([]);

    worker = await otherProcess(t, world, { role: 'worker', sessions: SESSIONS }, FAST);
    for (const url of ['/health', '/api/v1/health']) expect((await worker.app.inject({ method: 'GET', url })).json()).toMatchObject({ success: true, data: { status: 'ok' } });
    expect((await call(worker.app, user, 'GET', '/accounts')).statusCode).toBe(404);
    expect((await worker.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email: 'x@example.com', password: 'mat-khau-dai-1' } })).statusCode).toBe(404);

    // The worker takes the enabled bot over; the api process sends through it.
    await until(() => call(api.app, user, 'GET', `/bots/${account.id}/status`).then((r) => r.json().data), (status) => status.isRunning === true);
    const sent = await call(api.app, user, 'POST', `/bots/${account.id}/test-message`, { message: 'Qua máy chủ giữ phiên' });
    expect(sent.statusCode).toBe(200);
    expect(api.logins).toEqual([]);
    expect(worker.logins).toEqual([account.zaloUserId]);

    // Work for an account nobody holds: the api process asks, the worker takes it.
    const second = await loggedInAccount(api.app, world, user, 1);
    api.logins.length = 0;
    expect((await call(api.app, user, 'POST', `/bots/${second.id}/test-message`, { message: 'Lần đầu' })).statusCode).toBe(200);
    expect(api.logins).toEqual([]);
    expect(worker.logins).toEqual([account.zaloUserId, second.zaloUserId]);
    expect(await holderOf(t, second.id)).toMatch(new RegExp(`:${process.pid}:`));
  });
});

describe('fair share between processes', () => {
  let world: SimulatorPlatform;
  let t: TestApp;
  let joining: Process | undefined;

  let firstLogins: string[];

  beforeAll(async () => {
    world = createSimulatorPlatform({ seed: 'sessions-share', users: 60 });
    const counted = countingPlatform(world);
    firstLogins = counted.logins;
    t = await createTestApp({ sessions: SESSIONS }, { platform: counted.platform, botTiming: FAST });
  }, 60_000);
  afterAll(async () => {
    await joining?.close();
    await t?.close();
    await world?.close();
  });

  it('hands idle bots to a process that joins until each holds about half, then keeps them there', async () => {
    // Four bots in one process (two owners: a trial holds three accounts).
    let person = 0;
    for (const owner of [await t.signUp(), await t.signUp()]) {
      for (let i = 0; i < 2; i++) {
        const account = await loggedInAccount(t.app, world, owner, person++);
        expect((await call(t.app, owner, 'POST', `/bots/${account.id}/start`)).json().data).toEqual({ isRunning: true });
      }
    }
    const byHolder = async () => {
      const rows = await t.database.query<{ holder: string; n: string }>('SELECT holder, count(*) AS n FROM bot_leases WHERE expires_at > now() GROUP BY holder ORDER BY holder');
      return rows.map((row) => Number(row.n)).sort();
    };
    expect(await byHolder()).toEqual([4]);

    joining = await otherProcess(t, world, { sessions: SESSIONS }, FAST);
    // A wait, not a speed check: alone it takes a few ticks; beside the whole CI a tick can take seconds.
    await until(byHolder, (counts) => counts.length === 2 && counts.every((n) => n === 2), 30_000);
    // Shared, it stays so: no account goes back and forth.
    await new Promise((resolve) => setTimeout(resolve, FAST.takeoverEveryMs * 8));
    expect(await byHolder()).toEqual([2, 2]);
    const running = await t.database.query<{ n: string }>('SELECT count(*) AS n FROM accounts WHERE bot_enabled');
    expect(Number(running[0].n)).toBe(4);
  });

  it('leaves the work sessions a process above its share would open to the other one, so they stay shared', async () => {
    // Both hold two bots. Six more accounts get a test message each, all through the first process: past its share it
    // leaves the new sessions to the joining one, instead of logging every one in itself (and closing some again at
    // its next tick, to be logged in anew at their next use).
    const fresh: Array<{ id: string; zaloUserId: string; owner: SignedInUser }> = [];
    for (const owner of [await t.signUp(), await t.signUp()]) {
      for (let i = 0; i < 3; i++) fresh.push({ ...(await loggedInAccount(t.app, world, owner, 10 + fresh.length)), owner });
    }
    firstLogins.length = 0;
    joining!.logins.length = 0;
    for (const account of fresh) {
      const sent = await call(t.app, account.owner, 'POST', `/bots/${account.id}/test-message`, { message: 'Chào' });
      expect(sent.statusCode).toBe(200);
      // The next take-over tick sees the new share.
      await new Promise((resolve) => setTimeout(resolve, FAST.takeoverEveryMs * 2));
    }
    const freshIds = fresh.map((account) => account.zaloUserId);
    expect(joining!.logins.filter((id) => freshIds.includes(id)).length).toBeGreaterThanOrEqual(2);
    // Each account logged in once, wherever: no session closed and opened again meanwhile.
    expect([...firstLogins, ...joining!.logins].sort()).toEqual([...freshIds].sort());
  });
});
