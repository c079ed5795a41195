/**
 * What the inbox benches share: a production server on a database of its own (a PGlite folder, or a fresh database
 * on a PostgreSQL the bench may create databases on), the API as a client, and the server's CPU and RSS from /proc.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';

const root = path.resolve(import.meta.dirname, '..');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** CPU seconds the process used (user + system, from /proc: 10 ms resolution). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
export const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

/** The machine's load while a bench runs (the bench shares it with whatever else runs). */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
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
    await prepare((database) => database.exec('UPDATE plans SET account_limit = -1, daily_job_limit = -1, concurrent_job_limit = -1'));
    // PGlite is one process: the bench writes while the server is stopped.
    return { label: 'PGlite', env: { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' }, whileStopped: prepare, live: null, drop: async () => {} };
  }
  const name = `bench_inbox_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await migrate(database);
  await database.exec('UPDATE plans SET account_limit = -1, daily_job_limit = -1, concurrent_job_limit = -1');
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
    whileStopped: (work) => work(database),
    live: database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REGISTER_LIMIT_PER_IP: '100000',
      LOGIN_LIMIT_PER_IP: '100000',
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      ZALO_SIM_DEMO: 'false',
      JOB_SENDING_WINDOW: 'off',
      APP_SECRET: 'bench-inbox-secret-of-enough-length!!',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let started = Date.now(); ; await sleep(50)) {
    if (await fetch(`${baseUrl}/api/v1/health`).then((r) => r.ok, () => false)) break;
    if (child.exitCode !== null || Date.now() - started > 180_000) throw new Error('the server did not start');
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { baseUrl, pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) };
}

export async function api(baseUrl, method, url, token, body) {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!json.success) throw new Error(`${method} ${url}: ${response.status} ${json.error}`);
  return json.data;
}

export async function register(baseUrl, prefix) {
  const data = await api(baseUrl, 'POST', '/auth/register', undefined, {
    email: `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'bench-password-1',
  });
  return { id: data.user.id, token: data.tokens.accessToken };
}

export async function inBatches(items, size, work) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}
