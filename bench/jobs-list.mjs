/**
 * `GET /api/v1/jobs` under 200 connections for 20 s on PGlite (autocannon, no ETags: every request
 * reads). A production server gets a user with an account and 25 finished jobs (written into its stopped data folder,
 * so the engine has nothing to do and the answer never changes), then is hammered: requests per second, latency,
 * requests that got no answer within 10 s (timeouts), errors and non-2xx answers.
 *
 * JOBS_LIST_ROOT runs the server of another checkout (its own server/src/main.ts) with the same probe, to compare
 * commits; JOBS_LIST_CONNECTIONS and JOBS_LIST_SECONDS change the load; JOBS_LIST_CPU_PROF=<folder> writes the
 * server's CPU profiles there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openPglite } from '../server/src/db/client.ts';
import { api, cpuSeconds, logIn, register, ROOT, rssMb, sleep, startServer } from './common.mjs';

const root = process.env.JOBS_LIST_ROOT ?? ROOT;
const CONNECTIONS = Number(process.env.JOBS_LIST_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.JOBS_LIST_SECONDS ?? 20);
const JOBS = 25;

const profile = process.env.JOBS_LIST_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.JOBS_LIST_CPU_PROF] : [];
const startListServer = (dataDir) => startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, { root, nodeArgs: profile });

/** 25 finished jobs of the user's account, of every final status, written while the server is stopped. */
async function writeJobs(dataDir, userId, accountId) {
  const database = openPglite(dataDir);
  try {
    for (let i = 0; i < JOBS; i += 1) {
      const status = ['COMPLETED', 'FAILED', 'CANCELLED'][i % 3];
      await database.query(
        `INSERT INTO jobs (workspace_id, account_id, account_name, type, action, status, total_recipients, success_count, failed_count, payload, metadata, created_at, updated_at, completed_at)
         VALUES ($1, $2, 'Bench', 'TO_FRIENDS', 'message', $3, 20, 15, 5, '{"message":"Xin chào","delayMin":1,"delayMax":2}'::jsonb, '{}'::jsonb,
                 now() - make_interval(mins => $4), now(), now())`,
        [userId, accountId, status, JOBS - i],
      );
    }
  } finally {
    await database.close();
  }
}

export async function jobsListBench() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-jobs-list-'));
  let server = await startListServer(dir);
  try {
    const user = await register(server.baseUrl, 'bench-list');
    const account = await api(server.baseUrl, 'POST', '/accounts', user.token, { displayName: 'Bench' });
    await server.stop();
    await writeJobs(dir, user.id, account.id);
    server = await startListServer(dir);
    const token = await logIn(server.baseUrl, user);
    const first = await api(server.baseUrl, 'GET', '/jobs', token);
    await sleep(2000);
    const load = loadavg()[0];
    const cpuBefore = cpuSeconds(server.pid);
    const result = await autocannon({
      url: `${server.baseUrl}/api/v1/jobs`,
      headers: { authorization: `Bearer ${token}` },
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
    });
    const cpuCores = (cpuSeconds(server.pid) - cpuBefore) / SECONDS;
    return {
      connections: CONNECTIONS,
      seconds: SECONDS,
      jobsOnPage: first.jobs.length,
      totalJobs: first.pagination.total,
      requestsPerSecond: Math.round(result.requests.average),
      requests: result.requests.total,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      timeouts: result.timeouts,
      errors: result.errors,
      non2xx: result.non2xx,
      serverCpuCores: Math.round(cpuCores * 100) / 100,
      serverRssMb: rssMb(server.pid),
      loadAverage: Math.round(load * 100) / 100,
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}
