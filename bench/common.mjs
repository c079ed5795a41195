/**
 * What the benches share: a production server started on a free port, a database of its own (a PGlite folder, or a
 * fresh database on a PostgreSQL the bench may create databases on), the API as a client (sign-up, log-in, accounts
 * logged in with the simulated world's cookies), the server's CPU and RSS from /proc, and percentiles.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';

/** This checkout (a bench may measure another checkout's server instead: startServer's `root`). */
export const ROOT = path.resolve(import.meta.dirname, '..');
export const BENCH_PASSWORD = 'bench-password-1';
/** Lifts every plan limit (plans are data): one bench user may hold any number of accounts and jobs. */
export const UNLIMITED_PLANS_SQL = 'UPDATE plans SET account_limit = -1, daily_job_limit = -1, concurrent_job_limit = -1';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** CPU seconds the process used (user + system, from /proc: 10 ms resolution). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
export const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

/** The RSS once it stops falling (a fresh server gives memory back for a while after its start): until two readings a second apart differ by at most 3 MB. */
export async function settledRss(pid) {
  let last = rssMb(pid);
  for (let i = 0; i < 30; i += 1) {
    await sleep(1000);
    const now = rssMb(pid);
    if (Math.abs(now - last) <= 3) return now;
    last = now;
  }
  return last;
}

/** `work`'s result and time (ms), and the process's peak RSS while it ran (sampled every 50 ms and once at its end). */
export async function peakRssDuring(pid, work) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  try {
    const result = await work();
    const ms = Math.round(performance.now() - started);
    return { result, ms, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

/** The machine's load while a bench runs (the bench shares it with whatever else runs). */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database `name` on `adminUrl`'s PostgreSQL: its URL, and `drop` to remove it (connections closed by force). */
export async function createPostgresDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A migrated PGlite data folder with unlimited plans (the server is not running). */
export async function unlimitedPlans(dataDir) {
  const database = openPglite(dataDir);
  await migrate(database);
  await database.exec(UNLIMITED_PLANS_SQL);
  await database.close();
}

/** A migrated database with unlimited plans: PGlite in `dir`, or a new database on `adminUrl` (dropped by `drop`). */
export async function benchDatabase(dir, label, adminUrl) {
  if (!adminUrl) {
    const prepare = async (work) => {
      const database = openPglite(path.join(dir, 'data'));
      try {
        await migrate(database);
        return await work(database);
      } finally {
        await database.close();
      }
    };
    await prepare((database) => database.exec(UNLIMITED_PLANS_SQL));
    // PGlite is one process: the bench writes while the server is stopped.
    return { label: 'PGlite', env: { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' }, whileStopped: prepare, live: null, drop: async () => {} };
  }
  const created = await createPostgresDatabase(adminUrl, `bench_inbox_${label}_${Date.now()}`);
  const database = openPostgres(created.url);
  await migrate(database);
  await database.exec(UNLIMITED_PLANS_SQL);
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dir, DATABASE_URL: created.url },
    whileStopped: (work) => work(database),
    live: database,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}

/** Until `url` answers 200, asked every `pollMs`; fails after 180 s, or as soon as `exited()` says its process is gone. */
export async function waitFor200(url, { pollMs = 50, exited = () => false } = {}) {
  for (let started = Date.now(); ; await sleep(pollMs)) {
    if (await fetch(url).then((r) => r.status === 200, () => false)) return;
    if (exited() || Date.now() - started > 180_000) throw new Error(`${url} did not answer 200: the server did not start`);
  }
}

/**
 * A production server (`root`'s server/src/main.ts) on a free port, once `readyPath` answers 200. `nodeArgs`: more
 * node options (a CPU profile, the inspector); `stdio`: where its output goes. `stop` resolves when it has exited.
 */
export async function startServer(env, { root = ROOT, nodeArgs = [], stdio = 'ignore', readyPath = '/api/v1/health', pollMs = 50 } = {}) {
  const port = await freePort();
  // tsx as a loader (not its CLI, which runs the server in a child process): the pid is the server's.
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', REGISTER_LIMIT_PER_IP: '100000', ...env },
    stdio,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor200(`${baseUrl}${readyPath}`, { pollMs, exited: () => child.exitCode !== null });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { baseUrl, pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) };
}

/**
 * One API call: the `data` of a successful answer, else an error naming the call. `body`: JSON, or a FormData sent as
 * multipart. `retryBusy`: a 503 (the database busy) is tried again after its Retry-After (5 attempts), as a client should.
 */
export async function api(baseUrl, method, url, token, body, { retryBusy = false } = {}) {
  const isForm = body instanceof FormData;
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/v1${url}`, {
      method,
      headers: { ...(isForm || !body ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: isForm ? body : body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json();
    if (retryBusy && response.status === 503 && attempt < 5) {
      await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
      continue;
    }
    if (!json.success) throw new Error(`${method} ${url}: ${response.status} ${json.error}`);
    return json.data;
  }
}

/** A new user with a unique e-mail starting with `prefix`: its id, access token, and what logs it in again. */
export async function register(baseUrl, prefix) {
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const data = await api(baseUrl, 'POST', '/auth/register', undefined, { email, password: BENCH_PASSWORD });
  return { id: data.user.id, token: data.tokens.accessToken, email, password: BENCH_PASSWORD };
}

/** A fresh access token of a user `register` made (after a server restart, for one). */
export const logIn = async (baseUrl, { email, password }) => (await api(baseUrl, 'POST', '/auth/login', undefined, { email, password })).tokens.accessToken;

/** A new account of the user, logged in with a cookie the simulated world issues to `person` (the same world as the server's); `retryBusy` as api's. */
export async function cookieAccount(baseUrl, token, world, person, { retryBusy = false } = {}) {
  const account = await api(baseUrl, 'POST', '/accounts', token, { displayName: `Bench ${person.id}` }, { retryBusy });
  const userAgent = 'Mozilla/5.0 bench';
  const cookie = world.issueCookie(person.id, `imei-${person.id}`, userAgent);
  await api(baseUrl, 'POST', `/bots/${account.id}/login/cookie`, token, { cookie, imei: `imei-${person.id}`, userAgent }, { retryBusy });
  return account;
}

export async function inBatches(items, size, work) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/** `count` tags of the user in `table` (friend_tags, group_tags) named Tag 1, Tag 2, …; their ids in that order. */
export async function insertTags(database, table, userId, count) {
  const ids = [];
  for (let i = 0; i < count; i++) {
    const [{ id }] = await database.query(`INSERT INTO ${table} (workspace_id, name) VALUES ($1, $2) RETURNING id`, [userId, `Tag ${i + 1}`]);
    ids.push(id);
  }
  return ids;
}
