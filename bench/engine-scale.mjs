/**
 * Issue 18 point 3: how many accounts one server process keeps sending at once. For each N, a fresh production
 * server (simulator, unlimited plans, JOB_WORKERS at its default) gets N logged-in accounts with one message job
 * each (100 recipients, delays 1-2 s); after a warm-up (every account has sent twice) a window of
 * ENGINE_SCALE_SECONDS measures the messages the simulated Zalo delivered per second against the ideal N / 1.5 s,
 * how late sends came, the server's RSS and CPU. Then the CPU of a server with no work.
 *
 * Lateness: the delivery log gives each send's time, not its plan (the delay drawn in [1, 2] s is not stored), so
 * a send's lateness is bounded below by its gap after the account's previous send minus 2 s (p99 reported), and
 * the mean gap minus 1.5 s estimates the mean lateness (the draws average 1.5 s).
 *
 * ENGINE_SCALE_N (default 25,100,300,1000), ENGINE_SCALE_SECONDS (60) make shorter runs; ENGINE_SCALE_DATABASE_URL
 * (a PostgreSQL the bench may create databases on) runs the servers on PostgreSQL instead of PGlite.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { JOBS_BENCH_ENV, simulatedWorld } from './jobs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SIZES = (process.env.ENGINE_SCALE_N ?? '25,100,300,1000').split(',').map(Number);
const SECONDS = Number(process.env.ENGINE_SCALE_SECONDS ?? 60);
const IDLE_SECONDS = 30;
const RECIPIENTS = 100;
const DELAY = { delayMin: 1, delayMax: 2 };
/** The world: the N accounts and enough people besides for 100 recipients each. */
const worldUsers = (n) => n + 300;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** CPU seconds the process used (user + system, from /proc: 10 ms resolution). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function api(baseUrl, method, url, token, body) {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!json.success) throw new Error(`${method} ${url}: ${response.status} ${json.error}`);
  return json.data;
}

async function inBatches(items, size, work) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/** A database for one server: a PGlite folder, or a fresh database on ENGINE_SCALE_DATABASE_URL; plans unlimited. */
async function freshDatabase(dir, label, adminUrl) {
  if (!adminUrl) {
    const database = openPglite(path.join(dir, 'data'));
    await migrate(database);
    await database.exec('UPDATE plans SET account_limit = -1, daily_job_limit = -1, concurrent_job_limit = -1');
    await database.close();
    return { env: { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' }, drop: async () => {} };
  }
  const name = `engine_scale_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await migrate(database);
  await database.exec('UPDATE plans SET account_limit = -1, daily_job_limit = -1, concurrent_job_limit = -1');
  await database.close();
  return {
    env: { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', REGISTER_LIMIT_PER_IP: '100000', ...env },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let started = Date.now(); ; await sleep(50)) {
    const up = await fetch(`${baseUrl}/api/v1/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() - started > 120_000) throw new Error('the server did not start');
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { baseUrl, pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) };
}

/** Every delivery of the simulated world so far, by sending person: their times in order. */
function deliveriesByPerson(deliveryLog) {
  const byPerson = new Map();
  if (!existsSync(deliveryLog)) return byPerson;
  const text = readFileSync(deliveryLog, 'utf8');
  for (const line of text.slice(0, text.lastIndexOf('\n') + 1).split('\n')) {
    if (!line) continue;
    const { fromUserId, at } = JSON.parse(line);
    if (!byPerson.has(fromUserId)) byPerson.set(fromUserId, []);
    byPerson.get(fromUserId).push(at);
  }
  return byPerson;
}

/** N accounts of one user, logged in with cookies of the world, each with a job to 100 people it may message. */
async function accountsWithJobs(baseUrl, world, n) {
  const { tokens } = await api(baseUrl, 'POST', '/auth/register', undefined, { email: `bench-scale-${n}-${Date.now()}@example.com`, password: 'bench-password-1' });
  const token = tokens.accessToken;
  const people = world.users().slice(0, n);
  await inBatches(people, 10, async (person) => {
    const account = await api(baseUrl, 'POST', '/accounts', token, { displayName: `Bench ${person.id}` });
    const userAgent = 'Mozilla/5.0 bench';
    const cookie = world.issueCookie(person.id, `imei-${person.id}`, userAgent);
    await api(baseUrl, 'POST', `/bots/${account.id}/login/cookie`, token, { cookie, imei: `imei-${person.id}`, userAgent });
    const recipients = world
      .users()
      .filter((u) => u.id !== person.id && !world.hasBlocked(u.id, person.id) && (world.areFriends(person.id, u.id) || u.acceptsStrangerMessages))
      .slice(0, RECIPIENTS)
      .map((u) => world.uidFor(person.id, u.id));
    await api(baseUrl, 'POST', '/jobs/message/to-friends', token, { accountId: account.id, message: 'Xin chào', recipients, ...DELAY });
  });
  return people.map((person) => person.id);
}

/** One N: warm-up until every account has sent twice (at most 120 s), then the measured window. */
async function scaleRun(n, adminUrl) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-engine-scale-'));
  const deliveryLog = path.join(dir, 'deliveries.log');
  const database = await freshDatabase(dir, n, adminUrl);
  const world = simulatedWorld(worldUsers(n));
  const server = await startServer({ ...JOBS_BENCH_ENV, ...database.env, ZALO_SIM_USERS: String(worldUsers(n)), ZALO_SIM_DELIVERY_LOG: deliveryLog });
  try {
    const setupStarted = Date.now();
    const people = await accountsWithJobs(server.baseUrl, world.world, n);
    const setupSeconds = round((Date.now() - setupStarted) / 1000, 1);
    const warmupStarted = Date.now();
    let warm = 0;
    while (Date.now() - warmupStarted < 120_000) {
      const byPerson = deliveriesByPerson(deliveryLog);
      warm = people.filter((person) => (byPerson.get(person)?.length ?? 0) >= 2).length;
      if (warm === n) break;
      await sleep(2000);
    }
    const warmupSeconds = round((Date.now() - warmupStarted) / 1000, 1);

    const start = Date.now();
    const cpuBefore = cpuSeconds(server.pid);
    let peakRss = 0;
    while (Date.now() - start < SECONDS * 1000) {
      peakRss = Math.max(peakRss, rssMb(server.pid));
      await sleep(1000);
    }
    const end = Date.now();
    const cpuCores = (cpuSeconds(server.pid) - cpuBefore) / ((end - start) / 1000);

    const byPerson = deliveriesByPerson(deliveryLog);
    let sent = 0;
    let sendingAccounts = 0;
    const gaps = [];
    for (const person of people) {
      const times = byPerson.get(person) ?? [];
      const inWindow = times.filter((at) => at >= start && at < end).length;
      sent += inWindow;
      if (inWindow > 0) sendingAccounts += 1;
      for (let i = 1; i < times.length; i += 1) if (times[i] >= start && times[i] < end) gaps.push(times[i] - times[i - 1]);
    }
    gaps.sort((a, b) => a - b);
    const beyondLongest = gaps.map((gap) => Math.max(0, gap - DELAY.delayMax * 1000)).sort((a, b) => a - b);
    const meanGap = gaps.reduce((sum, gap) => sum + gap, 0) / Math.max(1, gaps.length);
    const ideal = n / ((DELAY.delayMin + DELAY.delayMax) / 2);
    const achieved = sent / ((end - start) / 1000);
    return {
      accounts: n,
      database: adminUrl ? 'PostgreSQL' : 'PGlite',
      setupSeconds,
      warmupSeconds,
      warmAccounts: warm,
      windowSeconds: round((end - start) / 1000, 1),
      sendingAccounts,
      sent,
      messagesPerSecond: round(achieved, 1),
      idealPerSecond: round(ideal, 1),
      ratio: round(achieved / ideal),
      gapP50Ms: Math.round(percentile(gaps, 0.5)),
      gapP99Ms: Math.round(percentile(gaps, 0.99)),
      latenessP99AtLeastMs: Math.round(percentile(beyondLongest, 0.99)),
      meanLatenessEstimateMs: Math.round(meanGap - ((DELAY.delayMin + DELAY.delayMax) / 2) * 1000),
      peakRssMb: peakRss,
      cpuCores: round(cpuCores),
    };
  } finally {
    await world.close();
    await server.stop();
    await database.drop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}

/** A server with nothing to send: its CPU over IDLE_SECONDS after it settled. */
async function idleRun(adminUrl) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-engine-idle-'));
  const database = await freshDatabase(dir, 'idle', adminUrl);
  const server = await startServer({ ...JOBS_BENCH_ENV, ...database.env });
  try {
    await sleep(10_000);
    const before = cpuSeconds(server.pid);
    await sleep(IDLE_SECONDS * 1000);
    return { seconds: IDLE_SECONDS, cpuCores: round((cpuSeconds(server.pid) - before) / IDLE_SECONDS, 3), rssMb: rssMb(server.pid) };
  } finally {
    await server.stop();
    await database.drop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}

/**
 * Each N on PGlite, or on PostgreSQL with ENGINE_SCALE_DATABASE_URL; `postgresUrl` adds runs on that PostgreSQL for
 * `postgresSizes` (the full run: N = 1,000 on PostgreSQL, the deployment such a load implies).
 */
export async function engineScaleBench({ postgresUrl, postgresSizes = [] } = {}) {
  const adminUrl = process.env.ENGINE_SCALE_DATABASE_URL;
  const runs = [];
  const plan = [...SIZES.map((n) => [n, adminUrl]), ...(postgresUrl ? postgresSizes.map((n) => [n, postgresUrl]) : [])];
  for (const [n, url] of plan) {
    runs.push(await scaleRun(n, url));
    console.error(JSON.stringify(runs[runs.length - 1]));
  }
  return { runs, idle: await idleRun(adminUrl) };
}
