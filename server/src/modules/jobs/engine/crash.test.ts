import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { type Database, openPglite } from '../../../db/client';
import { migrate } from '../../../db/migrate';
import { plans, subscriptions } from '../../../db/schema';
import { createSimulatorPlatform } from '../../../platform';
import { deliveriesIn, exited, startServerProcess } from '../../../testing/server-processes';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { loggedInAccount, messageable, messageDraft, type TestUser, until } from './testing/engine-fixtures';

/**
 * Real server processes killed with SIGKILL in the middle of two 1,000-recipient jobs (one per account).
 * PGlite: the only server is killed and a new one starts on the same data folder. PostgreSQL: two servers
 * share the work, one is killed and the other takes its runs over once their heartbeat expires.
 * Afterwards every recipient is SENT, and per account at most one message went out twice.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SEED = 'crash-test';
const USERS = 1500;
const RECIPIENTS = 1000;
const APP_SECRET = 'crash-test-secret-of-enough-length!!';

let folder: string;
let deliveryLog: string;
let testDatabase: TestDatabase | undefined;
const children: ChildProcess[] = [];

function serverEnv(): NodeJS.ProcessEnv {
  return {
    DATA_DIR: path.join(folder, 'data'),
    ...(testDatabase?.url ? { DATABASE_URL: testDatabase.url } : { DATABASE_URL: '' }),
    APP_SECRET,
    ZALO_SIM_SEED: SEED,
    ZALO_SIM_USERS: String(USERS),
    ZALO_SIM_DEMO: 'false',
    ZALO_SIM_MESSAGES_PER_MINUTE: '1000000',
    ZALO_SIM_STRANGERS_PER_DAY: '1000000',
    ZALO_SIM_DELIVERY_LOG: deliveryLog,
    JOB_HEARTBEAT_SECONDS: '10',
    JOB_SUPERVISE_SECONDS: '1',
    JOB_SWEEP_EVERY_MS: '1000',
    JOB_POLL_MS: '500',
    JOB_SLICE_MS: '2000',
  };
}

async function startServer(): Promise<ChildProcess> {
  const { child } = await startServerProcess(serverEnv(), { debug: Boolean(process.env.CRASH_DEBUG) });
  children.push(child);
  return child;
}

const deliveries = () => deliveriesIn(deliveryLog);

/** The database the servers use, opened in this process (PGlite only while no server runs). */
async function openDatabase(): Promise<Database> {
  if (testDatabase) return testDatabase;
  const database = openPglite(path.join(folder, 'data'));
  await migrate(database);
  return database;
}

/** Two logged-in accounts with a 1,000-recipient job each, created by an API-only app (no workers) in this process. */
async function createJobs(): Promise<{ accounts: string[]; jobIds: string[] }> {
  const platform = createSimulatorPlatform({ seed: SEED, users: USERS });
  const database = await openDatabase();
  const base = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(folder, 'data'), JOB_WORKERS: '0' });
  const app = await buildApp({ config: base, database, appSecret: APP_SECRET, platform });
  await app.ready();
  try {
    const email = `crash-${Date.now()}@example.com`;
    const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password: 'mat-khau-dai-1' } });
    const user: TestUser = { id: registered.json().data.user.id, token: registered.json().data.tokens.accessToken };
    const [pro] = await database.db.select().from(plans).where(eq(plans.name, 'pro'));
    await database.db.update(subscriptions).set({ planId: pro.id, isTrial: false }).where(eq(subscriptions.userId, user.id));
    const people = platform.world.users().slice(0, 2);
    const accounts = [];
    for (const person of people) accounts.push(await loggedInAccount(app.inject.bind(app), platform.world, user, person.id));
    const drafts = accounts.map((account) =>
      messageDraft(account.id, messageable(platform.world, account.zaloUserId).slice(0, RECIPIENTS), { payload: { delayMin: 0, delayMax: 0.01 } }),
    );
    const jobs = await app.jobs.service.create(user.id, drafts);
    return { accounts: people.map((p) => p.id), jobIds: jobs.map((job) => job.id) };
  } finally {
    await app.close();
    await platform.close();
    if (!testDatabase) await database.close();
  }
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'crash-test-'));
  deliveryLog = path.join(folder, 'deliveries.log');
  if (onPostgres) testDatabase = await createTestDatabase();
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
  await testDatabase?.destroy();
  rmSync(folder, { recursive: true, force: true });
});

it('finishes the jobs after a server is killed mid-way: none lost, at most one repeated per account', async () => {
  const { accounts, jobIds } = await createJobs();
  const total = accounts.length * RECIPIENTS;

  const first = await startServer();
  const second = onPostgres ? await startServer() : undefined;
  // Hang guards, not speed targets: a loaded 2-core machine took over 30 s to send the first 30 % and over 45 s for the rest.
  await until(() => deliveries().length, (count) => count >= total * 0.3, 120_000, 10);
  first.kill('SIGKILL');
  await exited(first);
  const atKill = deliveries().length;
  expect(atKill).toBeLessThan(total);

  const survivor = second ?? (await startServer());
  const distinct = () => new Set(deliveries().map((m) => `${m.fromUserId}>${m.threadId}`)).size;
  await until(distinct, (count) => count === total, 120_000, 100);
  survivor.kill('SIGTERM');
  await exited(survivor);

  const database = await openDatabase();
  try {
    const rows = await database.query<{ status: string; success_count: number; failed_count: number; pending: number }>(
      `SELECT j.status, j.success_count, j.failed_count,
              (SELECT count(*)::int FROM job_recipients r WHERE r.job_id = j.id AND r.status <> 'SENT') AS pending
         FROM jobs j WHERE j.id = ANY($1::uuid[])`,
      [jobIds],
    );
    expect(rows).toEqual(jobIds.map(() => ({ status: 'COMPLETED', success_count: RECIPIENTS, failed_count: 0, pending: 0 })));
  } finally {
    if (!testDatabase) await database.close();
  }

  for (const account of accounts) {
    const sent = deliveries().filter((m) => m.fromUserId === account);
    const repeated = sent.length - new Set(sent.map((m) => m.threadId)).size;
    expect(repeated).toBeLessThanOrEqual(1);
    expect(new Set(sent.map((m) => m.threadId)).size).toBe(RECIPIENTS);
  }
}, 300_000);
