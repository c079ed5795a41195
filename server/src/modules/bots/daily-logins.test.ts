import type { Job } from 'shared-sdk/schemas';
import { vietnamDayStart } from '../../lib/vietnam-time';
import type { SimulatorPlatform } from '../../platform';
import { moveToPlan } from '../../testing/plans';
import { deliveriesIn } from '../../testing/server-processes';
import { createSimTestApp } from '../../testing/sim-test-app';
import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { bearer, type SignedInUser, type TestApp } from '../../testing/test-app';
import { loggedInAccount, messageable, messageDraft, until } from '../jobs/engine/testing/engine-fixtures';
import { createDailyLogins, dailyLoginCapReason } from './daily-logins';

/** Logins of an account per Vietnamese day, and the day's maximum that stops the server's own logins. */

const MAX = 3;
const FAST = { leaseTtlMs: 2_500, takeoverEveryMs: 150, reconnectBaseMs: 30, reconnectMaxMs: 200 };

describe('logins counted per account per day, with a cap (through the server)', () => {
  let t: TestApp;
  let platform: SimulatorPlatform;

  beforeAll(async () => {
    ({ t, platform } = await createSimTestApp({ seed: 'daily-logins', users: 60 }, { zaloMaxLoginsPerDay: MAX }, { botTiming: FAST }));
  });
  afterAll(() => t?.close());

  const call = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload });
  const data = async (response: Promise<{ json(): { data: unknown } }>) => (await response).json().data as Record<string, any>;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (accept(value)) return value;
      if (Date.now() > deadline) throw new Error(`condition not met; last value ${JSON.stringify(value)}`);
      await sleep(25);
    }
  }

  /** An account logged in by QR (one login), with the Zalo user behind it. */
  async function loggedInAccount(user: SignedInUser) {
    const account = await data(call(user, 'POST', '/accounts', { displayName: 'Shop' }));
    const started = await data(call(user, 'POST', `/bots/${account.id}/login/qr/start?t=1`));
    const qrId = platform.qr.pendingIds().at(-1) as string;
    await platform.qr.scan(qrId);
    await platform.qr.confirm(qrId);
    await until(() => data(call(user, 'GET', `/bots/${account.id}/login/qr/status?loginRequestId=${started.loginRequestId}`)), (s) => s.status === 'SUCCESS');
    const zaloUserId = (await data(call(user, 'GET', `/accounts/${account.id}`))).zaloUserId as string;
    return { id: account.id as string, zaloUserId };
  }

  const healthLogins = async (user: SignedInUser, accountId: string) => (await data(call(user, 'GET', `/bots/${accountId}/health`))).logins;
  const panelLogins = async (user: SignedInUser, accountId: string) =>
    ((await call(user, 'GET', '/accounts/health')).json().data as Array<{ accountId: string; logins: unknown }>).find((h) => h.accountId === accountId)?.logins;
  const countedKinds = async (accountId: string) =>
    (await t.database.query<{ kind: string }>('SELECT kind FROM account_logins WHERE account_id = $1 ORDER BY at, kind', [accountId])).map((row) => row.kind);
  const testMessage = (user: SignedInUser, accountId: string) => call(user, 'POST', `/bots/${accountId}/test-message`, { message: 'Xin chào' });

  it('counts every login the server makes: QR, the cookie check, a session opened for work; the health panels show x/max', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    expect(await healthLogins(user, account.id)).toEqual({ today: 1, max: MAX, capped: false, reason: null });
    expect(await data(call(user, 'GET', `/bots/${account.id}/cookie/validate`))).toEqual({ isValid: true, needsRelogin: false });
    expect((await testMessage(user, account.id)).statusCode).toBe(200);
    expect(await countedKinds(account.id)).toEqual(['QR', 'CHECK', 'SHORT']);
    // The simulated Zalo saw as many logins as the server counted.
    expect(platform.world.loginCount(account.zaloUserId)).toBe(3);
    const capped = { today: 3, max: MAX, capped: true, reason: dailyLoginCapReason(MAX) };
    expect(await healthLogins(user, account.id)).toEqual(capped);
    expect(await panelLogins(user, account.id)).toEqual(capped);
    expect(capped.reason).toMatch(/^Tài khoản đã đăng nhập 3 lần hôm nay/);
  });

  it('at the cap refuses to open a session for work, logging in nothing, but lets the customer log in by hand', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    // Two more of the server's own logins earlier today: three with the QR login, the day's maximum. (A session kept
    // for work serves the next calls without a login, so a day's maximum is reached only over several sessions.)
    await t.database.query(`INSERT INTO account_logins (account_id, at, kind) VALUES ($1, now(), 'SHORT'), ($1, now(), 'SHORT')`, [account.id]);
    const refused = await testMessage(user, account.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(dailyLoginCapReason(MAX));
    expect(platform.world.loginCount(account.zaloUserId)).toBe(1);
    // The customer's own logins: the stored cookie again ("Đăng nhập lại"), "Kiểm tra", a QR scan. Each counted.
    expect(await data(call(user, 'POST', `/bots/${account.id}/login/auto-relogin`))).toEqual({ reloginSuccess: true, needsQRScan: false });
    expect(await data(call(user, 'GET', `/bots/${account.id}/cookie/validate`))).toEqual({ isValid: true, needsRelogin: false });
    const started = await data(call(user, 'POST', `/bots/${account.id}/login/qr/start?t=1`));
    const qrId = platform.qr.pendingIds().at(-1) as string;
    await platform.qr.scan(qrId, account.zaloUserId);
    await platform.qr.confirm(qrId);
    await until(() => data(call(user, 'GET', `/bots/${account.id}/login/qr/status?loginRequestId=${started.loginRequestId}`)), (s) => s.status === 'SUCCESS');
    expect(await countedKinds(account.id)).toEqual(['QR', 'SHORT', 'SHORT', 'COOKIE', 'CHECK', 'QR']);
    expect((await healthLogins(user, account.id)).today).toBe(6);
    expect(platform.world.loginCount(account.zaloUserId)).toBe(4);
    // Still none of its own: the cap holds for the rest of the day.
    expect((await testMessage(user, account.id)).statusCode).toBe(429);
    // A bot the customer starts logs in (counted); its live session then serves the work without a login.
    expect((await call(user, 'POST', `/bots/${account.id}/start`)).statusCode).toBe(200);
    expect((await testMessage(user, account.id)).statusCode).toBe(200);
    expect(platform.world.loginCount(account.zaloUserId)).toBe(5);
    await call(user, 'POST', `/bots/${account.id}/stop`);
  });

  it('keeps a session opened for work: many reads and sends of an account cost one login', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    for (let i = 0; i < 5; i++) expect((await testMessage(user, account.id)).statusCode).toBe(200);
    expect(await countedKinds(account.id)).toEqual(['QR', 'SHORT']);
    expect(platform.world.loginCount(account.zaloUserId)).toBe(2);
  });

  it('does not take over a bot past the cap; logins of yesterday (Asia/Ho_Chi_Minh) do not count', async () => {
    const user = await t.signUp();
    const account = await loggedInAccount(user);
    // Two more logins today at 00:00 in Vietnam: three with the QR login.
    const midnight = vietnamDayStart(new Date());
    await t.database.query(`INSERT INTO account_logins (account_id, at, kind) VALUES ($1, $2, 'SHORT'), ($1, $2, 'SHORT')`, [account.id, midnight]);
    await t.database.query('UPDATE accounts SET bot_enabled = true WHERE id = $1', [account.id]);
    // Several rounds of the take-over go by: the bot is not started, and stays switched on for later.
    await sleep(FAST.takeoverEveryMs * 5);
    expect(await data(call(user, 'GET', `/bots/${account.id}/status`))).toEqual({ isRunning: false });
    expect((await t.database.query<{ bot_enabled: boolean }>('SELECT bot_enabled FROM accounts WHERE id = $1', [account.id]))[0].bot_enabled).toBe(true);
    expect(platform.world.loginCount(account.zaloUserId)).toBe(1);
    expect((await healthLogins(user, account.id)).capped).toBe(true);

    // The same logins a millisecond before midnight belong to yesterday: the take-over starts the bot.
    await t.database.query(`UPDATE account_logins SET at = $2 WHERE account_id = $1`, [account.id, new Date(midnight.getTime() - 1)]);
    await until(() => data(call(user, 'GET', `/bots/${account.id}/status`)), (s) => s.isRunning === true);
    // The bot shows as running once its lease is taken, a moment before its login is made and counted.
    await until(() => healthLogins(user, account.id), (logins) => logins.today > 0);
    expect(await healthLogins(user, account.id)).toEqual({ today: 1, max: MAX, capped: false, reason: null });
    expect((await countedKinds(account.id)).at(-1)).toBe('TAKEOVER');
    await call(user, 'POST', `/bots/${account.id}/stop`);
  });
});

describe("the jobs engine's logins at the cap", () => {
  let t: TestApp;
  let platform: SimulatorPlatform;
  let deliveryLog: string;

  beforeAll(async () => {
    ({ t, platform, deliveryLog } = await createSimTestApp(
      { seed: 'daily-logins-jobs', users: 60, workers: 2 },
      { zaloMaxLoginsPerDay: MAX },
      { jobTiming: { retryDelayMs: 50, pollMs: 200, sweepEveryMs: 500 } },
    ));
  }, 60_000);
  afterAll(() => t?.close());

  it('a job of an account without a running bot waits, logging in nothing, until the day of those logins is over', async () => {
    const user = await t.signUp();
    await moveToPlan(t.database, user.id, 'pro');
    const person = platform.world.users()[0].id;
    const account = await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, person);
    // The cookie login and two more today: the cap.
    const midnight = vietnamDayStart(new Date());
    await t.database.query(`INSERT INTO account_logins (account_id, at, kind) VALUES ($1, $2, 'SHORT'), ($1, $2, 'SHORT')`, [account.id, midnight]);
    const [job] = await t.app.jobs.service.create(user.id, [messageDraft(account.id, messageable(platform.world, person).slice(0, 2))]);
    const read = () => t.app.jobs.read.get(user.id, job.id) as Promise<Job>;

    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await read()).successCount).toBe(0);
    expect(deliveriesIn(deliveryLog).filter((record) => record.fromUserId === person)).toEqual([]);
    expect(platform.world.loginCount(person)).toBe(1);

    await t.database.query(`UPDATE account_logins SET at = $2 WHERE account_id = $1 AND kind = 'SHORT'`, [account.id, new Date(midnight.getTime() - 1)]);
    expect(await until(read, (current) => current.status === 'COMPLETED')).toMatchObject({ successCount: 2 });
    expect(platform.world.loginCount(person)).toBeGreaterThanOrEqual(2);
  });
});

describe('the day of the count', () => {
  const database = suiteDatabase();
  let accountId: string;

  beforeAll(async () => {
    const [workspaceId] = await insertUsers(database, 'daily-logins@example.com');
    [{ id: accountId }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, 'Shop', 'ACTIVE') RETURNING id`, [workspaceId]);
  });

  it('starts again at midnight in Asia/Ho_Chi_Minh (17:00 UTC), not at midnight UTC', async () => {
    let now = Date.UTC(2025, 5, 1, 16, 59); // 23:59 on 1 June in Vietnam
    const logins = createDailyLogins({ db: database.db, maxPerDay: 2, now: () => now });
    await logins.record(accountId, 'SHORT');
    await logins.record(accountId, 'SHORT');
    await expect(logins.assertAutomaticAllowed(accountId)).rejects.toMatchObject({ failure: 'DAILY_LOGIN_CAP', message: dailyLoginCapReason(2) });
    now = Date.UTC(2025, 5, 1, 17, 0); // 00:00 on 2 June in Vietnam
    await expect(logins.assertAutomaticAllowed(accountId)).resolves.toBeUndefined();
    expect(await logins.ofAccount(accountId)).toEqual({ today: 0, max: 2, capped: false, reason: null });
    await logins.record(accountId, 'TAKEOVER');
    now = Date.UTC(2025, 5, 2, 16, 59); // 23:59 on 2 June in Vietnam, 2 June in UTC too
    expect((await logins.today([accountId])).get(accountId)).toMatchObject({ today: 1, capped: false });
  });
});
