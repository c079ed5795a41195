import { createSimulatorPlatform } from '../../platform';
import { type ServerProcess, startServerProcess } from '../../testing/server-processes';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { until } from '../../testing/sim-accounts';

/**
 * A cluster of real server processes on one PostgreSQL (PGlite is one process by nature): one api process and two
 * workers. The api process holds no session and sends through the worker holding the account; when that worker
 * dies, the other takes the account over.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const SEED = 'session-processes';

const startServer = (databaseUrl: string, role: 'api' | 'worker') =>
  startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      APP_SECRET: 'session-processes-secret-long-enough!!',
      SERVER_ROLE: role,
      ZALO_SIM_SEED: SEED,
      ZALO_SIM_DEMO: 'false',
      BOT_LEASE_TTL_MS: '1500',
      BOT_TAKEOVER_EVERY_MS: '300',
      SESSION_FORWARD_TIMEOUT_MS: '10000',
    },
    { debug: Boolean(process.env.LEASE_DEBUG) },
  );

onPostgres('sessions in a cluster of processes (SERVER_ROLE)', () => {
  let database: TestDatabase;
  let api: ServerProcess;
  let workers: ServerProcess[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = database.url as string;
    // The migrations run once before the others start.
    api = await startServer(url, 'api');
    workers = await Promise.all([startServer(url, 'worker'), startServer(url, 'worker')]);
  }, 120_000);
  afterAll(async () => {
    for (const server of [api, ...(workers ?? [])]) server?.child.kill('SIGKILL');
    await database?.destroy();
  });

  it('sends through the worker holding the account, never from the api process, and moves when that worker dies', async () => {
    const call = async (base: string, method: string, url: string, token?: string, body?: object) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, ...((await response.json()) as { success: boolean; data: Record<string, any>; error?: string }) };
    };
    const registered = await call(api.url, 'POST', '/api/v1/auth/register', undefined, { email: `cluster-${Date.now()}@example.com`, password: 'mat-khau-dai-1' });
    const token = registered.data.tokens.accessToken;
    const account = (await call(api.url, 'POST', '/api/v1/accounts', token, { displayName: 'Cụm máy chủ' })).data;
    const world = createSimulatorPlatform({ seed: SEED }).world;
    const person = world.users().find((user) => user.acceptsStrangerMessages) as { id: string };
    const cookie = world.issueCookie(person.id, 'imei-cluster', 'Mozilla/5.0 cluster');
    const login = await call(api.url, 'POST', `/api/v1/bots/${account.id}/login/cookie`, token, { cookie, imei: 'imei-cluster', userAgent: 'Mozilla/5.0 cluster' });
    expect(login.data.status).toBe('ACTIVE');

    // Workers answer /health only.
    expect((await call(workers[0].url, 'GET', '/health')).data).toMatchObject({ status: 'ok' });
    expect((await call(workers[0].url, 'GET', '/api/v1/accounts', token)).status).toBe(404);

    // The bot is started through the api process: a worker holds it.
    expect((await call(api.url, 'POST', `/api/v1/bots/${account.id}/start`, token)).data).toEqual({ isRunning: true });
    const holderPid = async () => {
      const [lease] = await database.query<{ holder: string }>('SELECT holder FROM bot_leases WHERE account_id = $1 AND expires_at > now()', [account.id]);
      return lease ? Number(lease.holder.split(':').at(-2)) : undefined;
    };
    const first = await holderPid();
    const pids = workers.map((worker) => worker.child.pid);
    expect(pids).toContain(first);
    expect(first).not.toBe(api.child.pid);

    const sent = await call(api.url, 'POST', `/api/v1/bots/${account.id}/test-message`, token, { message: 'Gửi qua máy giữ phiên' });
    expect(sent).toMatchObject({ status: 200, data: { messageId: expect.any(String) } });

    // The holder dies: its lease expires and the other worker takes the bot over.
    const dead = workers.find((worker) => worker.child.pid === first) as ServerProcess;
    const alive = workers.find((worker) => worker !== dead) as ServerProcess;
    dead.child.kill('SIGKILL');
    const killedAt = Date.now();
    await until(holderPid, (pid) => pid === alive.child.pid, 60_000);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    const again = await call(api.url, 'POST', `/api/v1/bots/${account.id}/test-message`, token, { message: 'Vẫn gửi được' });
    expect(again).toMatchObject({ status: 200, data: { messageId: expect.any(String) } });
    expect((await call(api.url, 'GET', `/api/v1/bots/${account.id}/health`, token)).data).toMatchObject({ isRunning: true, status: 'ACTIVE' });
  }, 120_000);
});
