import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openPglite } from '../db/client';
import { migrate } from '../db/migrate';
import { createSimulatorPlatform, type SimWorld } from '../platform';
import { deliveriesIn, exited, type ServerProcess, startServerProcess } from './server-processes';
import { until } from './sim-accounts';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface RestartSceneOptions {
  /** The simulated Zalo, the same in the servers and in this process's API-only app. */
  seed: string;
  users: number;
  appSecret: string;
  /** More environment for the servers (a raised simulator limit). */
  env?: NodeJS.ProcessEnv;
}

/**
 * For a suite that kills real server processes mid-way and starts new ones on the same database: a folder with the
 * servers' data (PGlite) and the simulator's delivery log, or a PostgreSQL database with TEST_DATABASE_URL. Made
 * before all the suite's tests; after them the servers are killed and everything is removed.
 */
export function restartScene(options: RestartSceneOptions) {
  const { seed, users, appSecret } = options;
  let folder: string;
  let deliveryLog: string;
  let testDatabase: TestDatabase | undefined;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), `${seed}-`));
    deliveryLog = path.join(folder, 'deliveries.log');
    if (process.env.TEST_DATABASE_URL) testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await testDatabase?.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  /** A server process on the scene's database: fast job and session-lease timing, the simulator's limits out of the way. */
  async function startServer(): Promise<ServerProcess> {
    const env = {
      DATA_DIR: path.join(folder, 'data'),
      DATABASE_URL: testDatabase?.url ?? '',
      APP_SECRET: appSecret,
      ZALO_SIM_SEED: seed,
      ZALO_SIM_USERS: String(users),
      ZALO_SIM_DEMO: 'false',
      ZALO_SIM_MESSAGES_PER_MINUTE: '1000000',
      ZALO_SIM_STRANGERS_PER_DAY: '1000000',
      ZALO_SIM_DELIVERY_LOG: deliveryLog,
      JOB_HEARTBEAT_SECONDS: '10',
      JOB_SUPERVISE_SECONDS: '1',
      JOB_SWEEP_EVERY_MS: '1000',
      JOB_POLL_MS: '500',
      JOB_SLICE_MS: '2000',
      // A killed server's session lease lapses in seconds (30 s in production), and calls forwarded to it give up in seconds.
      BOT_LEASE_TTL_MS: '3000',
      BOT_TAKEOVER_EVERY_MS: '500',
      SESSION_FORWARD_TIMEOUT_MS: '5000',
      ...options.env,
    };
    const server = await startServerProcess(env, { debug: Boolean(process.env.CRASH_DEBUG) });
    children.push(server.child);
    return server;
  }

  /** Every message the servers delivered so far (the simulator's delivery log). */
  const deliveries = () => deliveriesIn(deliveryLog);

  /** The database the servers use, opened in this process (PGlite only while no server runs); close with closeDatabase. */
  async function openDatabase(): Promise<Database> {
    if (testDatabase) return testDatabase;
    const database = openPglite(path.join(folder, 'data'));
    await migrate(database);
    return database;
  }

  async function closeDatabase(database: Database): Promise<void> {
    if (!testDatabase) await database.close();
  }

  /** An API-only app in this process (no worker sends) on the servers' database, for `use`. */
  async function withApiApp<T>(use: (app: FastifyInstance, database: Database, world: SimWorld) => Promise<T>): Promise<T> {
    const platform = createSimulatorPlatform({ seed, users });
    const database = await openDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(folder, 'data'), JOB_WORKERS: '0' });
    const app = await buildApp({ config, database, appSecret, platform });
    await app.ready();
    try {
      return await use(app, database, platform.world);
    } finally {
      await app.close();
      await platform.close();
      await closeDatabase(database);
    }
  }

  /**
   * A server sends the user's job until 3 of its recipients are done and is killed with SIGKILL; a new server on the
   * same database finishes it. Answers the finished job (as the new server reads it), what had been delivered at the
   * kill, and the new server (the test stops it).
   */
  async function killMidJob(user: { token: string }, jobId: string) {
    const first = await startServer();
    const processed = async () => {
      const job = await serverData(first.url, user, `/jobs/${jobId}`);
      return job.successCount + job.failedCount;
    };
    await until(processed, (n) => n >= 3, 30_000, 20);
    first.child.kill('SIGKILL');
    await exited(first.child);
    const deliveredAtKill = deliveries();
    const second = await startServer();
    const finished = await until(() => serverData(second.url, user, `/jobs/${jobId}`), (job) => job.status === 'COMPLETED' || job.status === 'FAILED', 60_000, 200);
    return { finished, deliveredAtKill, second };
  }

  return { startServer, deliveries, openDatabase, closeDatabase, withApiApp, killMidJob };
}

/** GET `url` of /api/v1 on a server process as the user; any status but 2xx fails the test with the body. */
export async function serverData(baseUrl: string, user: { token: string }, url: string) {
  const response = await fetch(`${baseUrl}/api/v1${url}`, { headers: { authorization: `Bearer ${user.token}` } });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the answers' fields freely
  const body = (await response.json()) as { data: any };
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}
