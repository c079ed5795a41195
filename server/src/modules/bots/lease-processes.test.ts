import { createSimulatorPlatform } from '../../platform';
import { type ServerProcess, startServerProcess } from '../../testing/server-processes';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { until } from '../../testing/until';

/**
 * Two real server processes on one PostgreSQL: an account's bot has one live session between them, and
 * when the process holding it dies, the other takes it over. (PGlite is one process by nature.)
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
const SEED = 'lease-processes';

const startServer = (databaseUrl: string) =>
  startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      APP_SECRET: 'lease-test-secret-of-enough-length!!',
      ZALO_SIM_SEED: SEED,
      ZALO_SIM_DEMO: 'false',
      BOT_LEASE_TTL_MS: '1500',
      BOT_TAKEOVER_EVERY_MS: '300',
    },
    { debug: Boolean(process.env.LEASE_DEBUG) },
  );

onPostgres('bot leases across server processes', () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

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
