/**
 * `npm run bench`: start-up time, JS bytes of a first visit to /login, each remote's own JS, and
 * GET /api/v1/auth/me throughput next to a bare Fastify route. Writes bench/results/latest.{json,md}.
 * Needs a production build (npm run build) and Debian's Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { get } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { accountsBench } from './accounts.mjs';
import { bigBodiesBench } from './big-bodies.mjs';
import { friendsBench } from './friends.mjs';
import { groupsBench } from './groups.mjs';
import { phoneListsBench } from './phone-lists.mjs';
import { BIG_WORLD_USERS, bigJobBench, JOBS_BENCH_ENV, JOBS_WORLD_USERS, jobsBench, simulatedWorld, worldlessBaselineMb } from './jobs.mjs';
import { pollingBench, POLLING_WORLD_USERS } from './polling.mjs';
import { engineScaleBench } from './engine-scale.mjs';
import { clusterBench } from './cluster.mjs';
import { jobsListBench } from './jobs-list.mjs';
import { exportsBench } from './exports.mjs';
import { inboxMeasures, inboxRows } from './inbox-run.mjs';
import { reportsBench, reportsRows } from './reports.mjs';
import { replyAttributionBench, replyAttributionRows } from './reply-attribution.mjs';
import { webhooksBench, webhooksRows } from './webhooks.mjs';
import { bigJobRows, clusterRows, engineScaleRows, exportRows, groupRows, jobsListRows, manyPollersRows, markdownReport, markdownRow, printMet, resultRows, TARGETS } from './rows.mjs';
import { api, benchDatabase, freePort, register, ROOT, startServer, unlimitedPlans, waitFor200 } from './common.mjs';
import { connectInspector } from './inspector.mjs';

const REMOTES = ['mf-accounts', 'mf-social', 'mf-jobs', 'mf-phone', 'mf-billing'];
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Starts the production server and measures the time until GET / answers 200. */
async function timedStart(dataDir, extraEnv = {}, { inspectPort } = {}) {
  const started = performance.now();
  const nodeArgs = inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : [];
  const server = await startServer({ DATA_DIR: dataDir, ...extraEnv }, { nodeArgs, readyPath: '/', pollMs: 20 });
  return { ...server, ms: Math.round(performance.now() - started) };
}

const ACCEPT_ENCODING = 'gzip, deflate, br';

/** The bytes the server sends for `url` to a browser that accepts compression (counted as received, not decoded). */
function bytesSent(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ status: response.statusCode, bytes, encoding: response.headers['content-encoding'] ?? 'none' }));
    }).on('error', reject);
  });
}

/** The JS a first visit to /login loads: as the server sends it, and (for reference) its gzip size. */
async function loginPageJs(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript')) {
      files.push(response.body().then((body) => ({ url: response.url(), status: response.status(), gzip: gzipSync(body).length })));
    }
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).waitFor();
  const measured = await Promise.all(files);
  await browser.close();
  const sent = await Promise.all(measured.map((file) => bytesSent(file.url)));
  return {
    files: measured.length,
    acceptEncoding: ACCEPT_ENCODING,
    sentKb: kb(sent.reduce((sum, f) => sum + f.bytes, 0)),
    encodings: [...new Set(sent.map((f) => f.encoding))],
    gzipKb: kb(measured.reduce((sum, f) => sum + f.gzip, 0)),
    allOk: [...measured, ...sent].every((f) => f.status === 200),
  };
}

/**
 * A remote's own JS, shared packages excluded: what opening one of its pages loads (remoteEntry plus its exposed
 * modules' sync chunks), and the lazy chunks it fetches only when a dialog or wizard opens.
 */
function remoteOwnJs(remote) {
  const dist = path.join(ROOT, remote, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const initial = new Set([manifest.metaData.remoteEntry.name]);
  const lazy = new Set();
  for (const expose of manifest.exposes) {
    for (const file of expose.assets.js.sync) if (!sharedFiles.has(file)) initial.add(file);
    for (const file of expose.assets.js.async) if (!sharedFiles.has(file)) lazy.add(file);
  }
  for (const file of initial) lazy.delete(file);
  const gzipOf = (files) => [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  return { remote, files: initial.size, gzipKb: kb(gzipOf(initial)), lazyFiles: lazy.size, lazyGzipKb: kb(gzipOf(lazy)) };
}

async function throughput(url, headers) {
  const result = await autocannon({ url, headers, connections: 50, duration: 8, pipelining: 1 });
  return { reqPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * The servers that measure /auth/me let an API key make as many requests as autocannon sends: the row measures what
 * the key's guard costs, not its rate limit (API_KEY_RATE_PER_MINUTE, 600 by default, would answer most of them 429).
 */
const KEY_BENCH_ENV = { API_KEY_RATE_PER_MINUTE: String(1_000_000_000) };

async function meThroughput(baseUrl) {
  const { token } = await register(baseUrl, 'bench');
  const { apiKey } = await api(baseUrl, 'POST', '/api-keys', token, { name: 'Bench', scope: 'read' });

  // The baseline runs in a process of its own, as the real server does, so both share the CPU alike.
  const barePort = await freePort();
  const bare = spawn(process.execPath, [path.join(ROOT, 'bench/bare-server.mjs'), String(barePort)], { stdio: 'ignore' });
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitFor200(`${bareUrl}/bare`, { pollMs: 20 });

  const bareResult = await throughput(`${bareUrl}/bare`, {});
  const meResult = await throughput(`${baseUrl}/api/v1/auth/me`, { authorization: `Bearer ${token}` });
  const keyResult = await throughput(`${baseUrl}/api/v1/auth/me`, { authorization: `Bearer ${apiKey.key}` });
  bare.kill('SIGTERM');
  const ratioOf = (result) => Math.round((result.reqPerSec / bareResult.reqPerSec) * 100) / 100;
  return { bare: bareResult, me: meResult, ratio: ratioOf(meResult), key: keyResult, keyRatio: ratioOf(keyResult) };
}

/** `BENCH_ONLY=jobs npm run bench`: only the jobs bench's measures (quicker while working on the engine). */
/** `BENCH_ONLY=jobs` (all three job measures) or `BENCH_ONLY=big-job` (the 100,000-recipient job alone). */
async function jobsOnly(only) {
  console.log(JSON.stringify(await jobsMeasures(only), null, 2));
}

/**
 * Throughput and polling in one server, the 100,000-recipient job in a fresh one with a world of
 * 120,000 people. The bench builds the same world as the server (cookies, recipients).
 */
async function jobsMeasures(only) {
  const inServer = async (users, work, adminUrl = null) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-jobs-'));
    const database = await benchDatabase(dir, `big_job_${users}`, adminUrl);
    const world = simulatedWorld(users);
    const deliveryLog = path.join(dir, 'deliveries.log');
    const inspectPort = await freePort();
    const server = await timedStart(database.env.DATA_DIR, { ...JOBS_BENCH_ENV, ...database.env, ZALO_SIM_USERS: String(users), ZALO_SIM_DELIVERY_LOG: deliveryLog }, { inspectPort });
    const inspector = await connectInspector(inspectPort);
    try {
      return await work({ ...server, collectGarbage: inspector.collectGarbage }, world.world, deliveryLog);
    } finally {
      inspector.close();
      await world.close();
      server.stop();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await database.drop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
    }
  };
  if (only === 'big-job') {
    const bigJob = await bigJobMeasures(inServer);
    printMet(bigJobRows(bigJob));
    return { bigJob };
  }
  const { engine, polling } = await inServer(JOBS_WORLD_USERS, (server, world) => jobsBench(server.baseUrl, world));
  const bigJob = await bigJobMeasures(inServer);
  return { engine, polling, bigJob };
}

/**
 * The 100,000-recipient job on PGlite (and on PostgreSQL with BIG_JOB_DATABASE_URL or BENCH_DATABASE_URL), each
 * beside the same server with a world of 1,000 people instead of 120,000: what the server weighs without the world.
 */
async function bigJobMeasures(inServer) {
  const postgresUrl = process.env.BIG_JOB_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  const runs = [];
  for (const adminUrl of [null, ...(postgresUrl ? [postgresUrl] : [])]) {
    const baseline = await inServer(JOBS_WORLD_USERS, (server, world) => worldlessBaselineMb(server, world), adminUrl);
    const run = await inServer(BIG_WORLD_USERS, (server, world, deliveryLog) => bigJobBench(server, world, deliveryLog), adminUrl);
    runs.push({ ...run, baselineMb: baseline.rss, baselineHeldMb: baseline.held, database: adminUrl ? 'PostgreSQL' : 'PGlite' });
  }
  return runs;
}

/** `npm start` run again with nothing changed: the build step only (the server start is measured apart). */
function rebuildWithoutChangesMs() {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/build-all.mjs'], { cwd: ROOT, stdio: 'ignore' });
  if (result.status !== 0) throw new Error('npm run build failed');
  return Math.round(performance.now() - started);
}

/** `BENCH_ONLY=login npm run bench`: only the /login bytes and the build without changes. */
async function loginOnly() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const server = await timedStart(dataDir);
  try {
    console.log(JSON.stringify({ login: await loginPageJs(server.baseUrl), rebuildWithoutChangesMs: rebuildWithoutChangesMs() }, null, 2));
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `BENCH_ONLY=big-bodies`, `auth-me` or `phone-lists npm run bench`: only that measure, on a server of its own. */
async function oneMeasure(measure, { unlimited = false, env = {} } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  if (unlimited) await unlimitedPlans(dataDir);
  const server = await timedStart(dataDir, env);
  try {
    console.log(JSON.stringify(await measure(server), null, 2));
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `BENCH_ONLY=groups npm run bench`: only the groups measures (in process, no build needed). */
async function groupsOnly() {
  const groups = await groupsBench();
  console.log(JSON.stringify(groups, null, 2));
  printMet(groupRows(groups));
}

/** 2,000 users polling their jobs list and stats, as browsers do (conditional GETs); `plain` compares. */
async function manyPollers(options) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-polling-'));
  await unlimitedPlans(dir);
  const world = simulatedWorld(POLLING_WORLD_USERS);
  const server = await timedStart(dir, { ...JOBS_BENCH_ENV, ZALO_SIM_USERS: String(POLLING_WORLD_USERS) });
  try {
    return await pollingBench(server.baseUrl, server.pid, world.world, options);
  } finally {
    await world.close();
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}

/** `BENCH_ONLY=polling npm run bench` (POLL_USERS, POLL_SECONDS): conditional GETs, then plain ones to compare (POLL_PLAIN=false: not). */
async function pollingOnly() {
  const polling = await manyPollers({ plain: process.env.POLL_PLAIN !== 'false' });
  console.log(JSON.stringify(polling, null, 2));
  printMet(manyPollersRows(polling));
}

/** `BENCH_ONLY=jobs-list npm run bench` (JOBS_LIST_CONNECTIONS, JOBS_LIST_SECONDS; JOBS_LIST_ROOT: another checkout's server). */
async function jobsListOnly() {
  const result = await jobsListBench();
  console.log(JSON.stringify(result, null, 2));
  printMet(jobsListRows(result));
}

/** `BENCH_ONLY=engine-scale npm run bench`: how many accounts keep sending at once (ENGINE_SCALE_N, _SECONDS, _DATABASE_URL). */
async function engineScaleOnly() {
  const scale = await engineScaleBench();
  console.log(JSON.stringify(scale, null, 2));
  printMet(engineScaleRows(scale));
}

/**
 * `BENCH_ONLY=exports npm run bench`: the 100,000-row exports on a server of their own (EXPORTS_ROWS for
 * fewer); with EXPORTS_DATABASE_URL on PostgreSQL too.
 */
async function exportsOnly() {
  const results = [await exportsBench()];
  if (process.env.EXPORTS_DATABASE_URL) results.push(await exportsBench({ postgresUrl: process.env.EXPORTS_DATABASE_URL }));
  console.log(JSON.stringify(results, null, 2));
  for (const result of results) {
    printMet(exportRows(result));
  }
}

/**
 * `BENCH_ONLY=inbox npm run bench`: the inbox's measures (reads at scale, ingest, live pages), each on a server of
 * its own; on PostgreSQL with INBOX_DATABASE_URL or BENCH_DATABASE_URL (the ingest's target is PostgreSQL's).
 * INBOX_MESSAGES, INBOX_INGEST_RATE, INBOX_STREAMS… make smaller runs (bench/inbox*.mjs).
 */
async function inboxOnly() {
  const inbox = await inboxMeasures(process.env.INBOX_DATABASE_URL ?? process.env.BENCH_DATABASE_URL);
  console.log(JSON.stringify(inbox, null, 2));
  console.log(['| Measure | Result | Target | Run succeeded | Met |', '|---|---|---|---|---|', ...inboxRows(inbox).map(markdownRow)].join('\n'));
}

/**
 * `BENCH_ONLY=reports npm run bench`: the reports over 1,000,000 job recipients and 1,000,000 messages on PGlite, and
 * on PostgreSQL with REPORTS_DATABASE_URL or BENCH_DATABASE_URL (bench/reports.mjs: REPORTS_RECIPIENTS… for less).
 */
async function reportsOnly() {
  const postgresUrl = process.env.REPORTS_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  const reports = [await reportsBench({ postgresUrl: null })];
  if (postgresUrl) reports.push(await reportsBench({ postgresUrl }));
  console.log(JSON.stringify(reports, null, 2));
  console.log(['| Measure | Result | Target | Run succeeded | Met |', '|---|---|---|---|---|', ...reports.flatMap(reportsRows).map(markdownRow)].join('\n'));
}

/** `BENCH_ONLY=webhooks npm run bench`: 1,000 events/s to 10 endpoints, and a kill -9 mid-run (PostgreSQL with BENCH_DATABASE_URL). */
async function webhooksOnly() {
  const result = await webhooksBench();
  console.log(JSON.stringify(result, null, 2));
  console.log(['| Measure | Result | Target | Run succeeded | Met |', '|---|---|---|---|---|', ...webhooksRows(result).map(markdownRow)].join('\n'));
}

/** `BENCH_ONLY=replies npm run bench`: what reply attribution costs the inbox's writer (REPLY_RECIPIENTS, REPLY_MESSAGES; PostgreSQL with BENCH_DATABASE_URL). */
async function repliesOnly() {
  const result = await replyAttributionBench();
  console.log(JSON.stringify(result, null, 2));
  console.log(['| Measure | Result | Target | Run succeeded | Met |', '|---|---|---|---|---|', ...replyAttributionRows(result).map(markdownRow)].join('\n'));
}

/** `BENCH_ONLY=cluster npm run bench`: 1 api + 2 workers, 1,000 accounts, and a worker killed (CLUSTER_DATABASE_URL or BENCH_DATABASE_URL; bench/cluster.mjs). */
async function clusterOnly() {
  const result = await clusterBench();
  console.log(JSON.stringify(result, null, 2));
  console.log(['| Measure | Result | Target | Run succeeded | Met |', '|---|---|---|---|---|', ...clusterRows(result).map(markdownRow)].join('\n'));
}

async function main() {
  if (process.env.BENCH_ONLY === 'cluster') return clusterOnly();
  if (process.env.BENCH_ONLY === 'reports') return reportsOnly();
  if (process.env.BENCH_ONLY === 'webhooks') return webhooksOnly();
  if (process.env.BENCH_ONLY === 'replies') return repliesOnly();
  if (process.env.BENCH_ONLY === 'inbox') return inboxOnly();
  if (process.env.BENCH_ONLY === 'exports') return exportsOnly();
  if (process.env.BENCH_ONLY === 'engine-scale') return engineScaleOnly();
  if (process.env.BENCH_ONLY === 'jobs-list') return jobsListOnly();
  if (process.env.BENCH_ONLY === 'polling') return pollingOnly();
  if (process.env.BENCH_ONLY === 'login') return loginOnly();
  if (process.env.BENCH_ONLY === 'big-bodies') return oneMeasure((server) => bigBodiesBench(server.baseUrl, server.pid));
  if (process.env.BENCH_ONLY === 'auth-me') return oneMeasure((server) => meThroughput(server.baseUrl), { env: KEY_BENCH_ENV });
  if (process.env.BENCH_ONLY === 'big-job') return jobsOnly('big-job');
  if (process.env.BENCH_ONLY === 'groups') return groupsOnly();
  if (process.env.BENCH_ONLY === 'phone-lists') return oneMeasure((server) => phoneListsBench(server.baseUrl, server.pid), { unlimited: true });
  const rebuildMs = rebuildWithoutChangesMs();
  if (process.env.BENCH_ONLY === 'jobs') return jobsOnly();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const cold = await timedStart(dataDir);
  cold.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const warm = await timedStart(dataDir, KEY_BENCH_ENV);

  const login = await loginPageJs(warm.baseUrl);
  const remotes = REMOTES.map(remoteOwnJs);
  const me = await meThroughput(warm.baseUrl);
  const bigBodies = await bigBodiesBench(warm.baseUrl, warm.pid);
  warm.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const accountsDir = mkdtempSync(path.join(tmpdir(), 'bench-accounts-'));
  await unlimitedPlans(accountsDir);
  const server = await timedStart(accountsDir);
  const accounts = await accountsBench(server.baseUrl, server.pid);
  const phoneLists = await phoneListsBench(server.baseUrl, server.pid);
  server.stop();
  rmSync(accountsDir, { recursive: true, force: true });

  const jobs = await jobsMeasures();
  const friends = await friendsBench();
  const groups = await groupsBench();
  // Accounts sending at once, on servers of their own; then 2,000 users polling.
  // BENCH_DATABASE_URL (a PostgreSQL the bench may create databases on): N = 1,000 there too.
  const engineScale = await engineScaleBench({ postgresUrl: process.env.BENCH_DATABASE_URL, postgresRuns: [[1000, 1], [1000, 10]] });
  // The same 1,000 accounts on 1 api process and 2 workers, and with a worker killed (PostgreSQL only).
  const cluster = process.env.BENCH_DATABASE_URL ? await clusterBench(process.env.BENCH_DATABASE_URL) : null;
  // The jobs list under 200 connections.
  const jobsList = await jobsListBench();
  // 100,000-row exports, on a server of their own (and on PostgreSQL when BENCH_DATABASE_URL names one).
  const exportsResult = await exportsBench();
  const exportsPostgres = process.env.BENCH_DATABASE_URL ? await exportsBench({ postgresUrl: process.env.BENCH_DATABASE_URL }) : null;
  const pollers = await manyPollers({ plain: false });
  // The inbox at scale, its ingest (PostgreSQL with BENCH_DATABASE_URL) and 2,000 live pages.
  const inbox = await inboxMeasures(process.env.BENCH_DATABASE_URL);
  // The reports over 1,000,000 job recipients and 1,000,000 messages (and on PostgreSQL when BENCH_DATABASE_URL names one).
  const reports = [await reportsBench({ postgresUrl: null }), ...(process.env.BENCH_DATABASE_URL ? [await reportsBench({ postgresUrl: process.env.BENCH_DATABASE_URL })] : [])];

  const results = {
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version, loadAverage: (await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ') },
    coldStartMs: cold.ms,
    warmStartMs: warm.ms,
    login,
    remotes,
    authMe: me,
    bigBodies,
    accounts,
    jobs,
    friends,
    groups,
    phoneLists,
    engineScale,
    cluster,
    jobsList,
    exports: exportsResult,
    exportsPostgres,
    pollers,
    inbox,
    reports,
    rebuildWithoutChangesMs: rebuildMs,
    targets: TARGETS,
  };
  const markdown = markdownReport(results, resultRows(results));
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(ROOT, 'bench/results/latest.md'), markdown);
  console.log(markdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
