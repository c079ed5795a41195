import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createSimulatorPlatform } from '../../platform';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

/**
 * Two real server processes on one PostgreSQL: an account's bot has one live session between them, and
 * when the process holding it dies, the other takes it over. (PGlite is one process by nature.)
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const SEED = 'lease-processes';
const repoRoot = path.resolve(__dirname, '../../../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // tsx as a loader, not its CLI: the CLI runs the server in a child of its own, which SIGKILL would miss.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_SECRET: 'lease-test-secret-of-enough-length!!',
      LOG_LEVEL: process.env.LEASE_DEBUG ? 'info' : 'warn',
      ZALO_SIM_SEED: SEED,
      ZALO_SIM_DEMO: 'false',
      BOT_LEASE_TTL_MS: '1500',
      BOT_TAKEOVER_EVERY_MS: '300',
    },
    stdio: ['ignore', process.env.LEASE_DEBUG ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (await fetch(`${url}/api/v1/health`).then((r) => r.ok, () => false)) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

onPostgres('bot leases across server processes', () => {
  let database: TestDatabase;
  let a: { url: string; child: ChildProcess };
  let b: { url: string; child: ChildProcess };

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([startServer(database.url as string), startServer(database.url as string)]);
  }, 60_000);
  afterAll(async () => {
    a?.child.kill('SIGKILL');
    b?.child.kill('SIGKILL');
    await database?.destroy();
  });

  it('keeps one live session between two processes and moves it when its holder dies', async () => {
    const api = async (base: string, method: string, url: string, token?: string, body?: object) => {
      const response = await fetch(`${base}/api/v1${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await response.json()) as { success: boolean; data: Record<string, any>; error?: string };
    };
    const registered = await api(a.url, 'POST', '/auth/register', undefined, { email: `lease-${Date.now()}@example.com`, password: 'mat-khau-dai-1' });
    const token = registered.data.tokens.accessToken;
    const account = (await api(a.url, 'POST', '/accounts', token, { displayName: 'Hai máy chủ' })).data;

    // A session of a simulated person, as if pasted from a browser (the same seed makes the same world in every process).
    const world = createSimulatorPlatform({ seed: SEED }).world;
    const person = world.users()[0];
    const cookie = world.issueCookie(person.id, 'imei-lease', 'Mozilla/5.0 lease');
    const login = await api(a.url, 'POST', `/bots/${account.id}/login/cookie`, token, { cookie, imei: 'imei-lease', userAgent: 'Mozilla/5.0 lease' });
    expect(login.data.status).toBe('ACTIVE');

    expect((await api(a.url, 'POST', `/bots/${account.id}/start`, token)).data).toEqual({ isRunning: true });
    expect((await api(b.url, 'POST', `/bots/${account.id}/start`, token)).data).toEqual({ isRunning: true });
    const healthA = (await api(a.url, 'GET', `/bots/${account.id}/health`, token)).data;
    const healthB = (await api(b.url, 'GET', `/bots/${account.id}/health`, token)).data;
    expect([healthA.listening, healthB.listening]).toEqual([true, false]);

    a.child.kill('SIGKILL');
    const taken = await until(() => api(b.url, 'GET', `/bots/${account.id}/health`, token), (h) => h.data.listening === true);
    expect(taken.data).toMatchObject({ isRunning: true, status: 'ACTIVE' });
  }, 60_000);
});
