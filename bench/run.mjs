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
import { CLIENT_THREADS, pollingBench, POLLING_WORLD_USERS, WARM_UP_SECONDS } from './polling.mjs';
import { engineScaleBench } from './engine-scale.mjs';
import { jobsListBench } from './jobs-list.mjs';
import { exportsBench } from './exports.mjs';
import { inboxMeasures, inboxRows } from './inbox-run.mjs';
import { benchDatabase, freePort, register, ROOT, startServer, unlimitedPlans, waitFor200 } from './common.mjs';
import { connectInspector } from './inspector.mjs';

const REMOTES = ['mf-accounts', 'mf-social', 'mf-jobs', 'mf-phone', 'mf-billing'];
const TARGETS = {
  loginJsKb: 160,
  rebuildWithoutChangesMs: 5000,
  friendsFilteredP99Ms: 150,
  friendSyncMs: 1000,
  groupsFilteredP99Ms: 100,
  pendingFriendsMs: 2000,
  phonePreviewMs: 2000,
  phoneImportMs: 4000,
  phoneImportExtraMb: 150,
  phoneDistributeMs: 2000,
  remoteOwnJsKb: 60,
  warmStartMs: 2000,
  coldStartMs: 8000,
  meVsBare: 0.6,
  rssWith200SessionsMb: 400,
  qrPollP99Ms: 50,
  engineMessagesPerSecond: 300,
  bigJobAcceptMs: 5000,
  bigJobRssMb: 400,
  jobsPollP99Ms: 150,
  threeBigBodiesExtraMb: 150,
  exportExtraMb: 100,
  exportMs: 10_000,
  jobsListReqPerSec: 1500,
};
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

async function meThroughput(baseUrl) {
  const { token } = await register(baseUrl, 'bench');

  // The baseline runs in a process of its own, as the real server does, so both share the CPU alike.
  const barePort = await freePort();
  const bare = spawn(process.execPath, [path.join(ROOT, 'bench/bare-server.mjs'), String(barePort)], { stdio: 'ignore' });
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitFor200(`${bareUrl}/bare`, { pollMs: 20 });

  const bareResult = await throughput(`${bareUrl}/bare`, {});
  const meResult = await throughput(`${baseUrl}/api/v1/auth/me`, { authorization: `Bearer ${token}` });
  bare.kill('SIGTERM');
  return { bare: bareResult, me: meResult, ratio: Math.round((meResult.reqPerSec / bareResult.reqPerSec) * 100) / 100 };
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
    for (const [name, value, target, reached, [ok]] of bigJobRows(bigJob)) console.log(`${reached && ok ? 'met' : 'NOT MET'}: ${name}: ${value} (${target})`);
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

/**
 * The big job's rows, per database: accepted, and the server's RSS while it sends without the simulated world: the
 * same server with a 1,000-person world, plus what the job made the big one hold (both after a full garbage
 * collection); the RSS as it came is shown beside.
 */
function bigJobRows(runs) {
  return runs.flatMap((run) => {
    const jobHeldMb = run.peakHeldMb - run.heldBeforeMb;
    const withoutWorldMb = run.baselineHeldMb + jobHeldMb;
    return [
      [`100,000-recipient job accepted (${run.database})`, `${run.acceptMs} ms (${run.totalRecipients} recipients)`, `< ${TARGETS.bigJobAcceptMs} ms`, run.acceptMs < TARGETS.bigJobAcceptMs, [run.totalRecipients === 100_000, '100,000 recipients']],
      [
        `Server RSS while the 100,000-recipient job sends (${run.database})`,
        `${withoutWorldMb} MB without the world: ${run.baselineHeldMb} MB held by the same server with a 1,000-person world and one account (${run.baselineMb} MB as it came), + ${jobHeldMb} MB the job made the server hold (RSS after a full collection: ${run.heldBeforeMb} MB before, at most ${run.peakHeldMb} MB at the 5 s looks). As it came, with the world of ${BIG_WORLD_USERS} people: ${run.rssBeforeMb} MB before, ${run.rssAfterAcceptMb} MB once created, peak ${run.peakRssMb} MB over 30 s (a heap that large lets garbage wait). Job ${run.status}, counted sent ${run.sentAt5s.join(' → ')} and really delivered ${run.deliveredAt5s.join(' → ')} at 5 s intervals, ${run.failed} failed`,
        `≤ ${TARGETS.bigJobRssMb} MB without the world`,
        withoutWorldMb <= TARGETS.bigJobRssMb,
        [run.ranAsPlanned, 'still sending at the first look, more delivered at every look, counts = deliveries, 0 failed, not paused'],
      ],
    ];
  });
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
async function oneMeasure(measure, { unlimited = false } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  if (unlimited) await unlimitedPlans(dataDir);
  const server = await timedStart(dataDir);
  try {
    console.log(JSON.stringify(await measure(server), null, 2));
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The phone-lists rows: a 100,000-row .xlsx previewed and imported, then distributed over 20 accounts. */
function phoneListRows(p) {
  const parsedAll = p.preview.totalRows === p.rows && p.preview.validCount > 0 && p.storedNumbers === p.preview.validCount;
  return [
    [
      `Phone list: ${p.rows.toLocaleString('en')}-row .xlsx (${p.fileKb} KB) previewed`,
      `${p.previewMs} ms (${p.preview.totalRows} rows: ${p.preview.validCount} valid, ${p.preview.invalidCount} invalid)`,
      `≤ ${TARGETS.phonePreviewMs} ms`,
      p.previewMs <= TARGETS.phonePreviewMs,
      [parsedAll, 'every row read, the valid numbers stored'],
    ],
    ['Phone list: the same file imported', `${p.importMs} ms (${p.storedNumbers} numbers stored)`, `≤ ${TARGETS.phoneImportMs} ms`, p.importMs <= TARGETS.phoneImportMs, [parsedAll, 'every valid number stored']],
    [
      'Server RSS while previewing and importing it',
      `+${p.peakExtraMb} MB over ${p.idleMb} MB idle`,
      `≤ +${TARGETS.phoneImportExtraMb} MB`,
      p.peakExtraMb <= TARGETS.phoneImportExtraMb,
      [parsedAll, 'preview and import succeeded'],
    ],
    [
      `Phone list: ${p.storedNumbers} numbers distributed over ${p.accounts} ACTIVE accounts`,
      `${p.distributeMs} ms (${p.distributed} assigned)`,
      `≤ ${TARGETS.phoneDistributeMs} ms`,
      p.distributeMs <= TARGETS.phoneDistributeMs,
      [p.accounts === 20 && p.distributed === p.storedNumbers, 'every number assigned to one of 20 accounts'],
    ],
  ];
}

/** The groups rows: filtered-groups over 200 stored groups, pending friends over 20 groups of 20,000 members. */
function groupRows(g) {
  return [
    [
      `filtered-groups, tag + name search, ${g.groups} stored groups, ${g.tags} tags`,
      `p99 ${g.filteredP99Ms} ms, p50 ${g.filteredP50Ms} ms over ${g.queries} queries`,
      `p99 ≤ ${TARGETS.groupsFilteredP99Ms} ms`,
      g.filteredP99Ms <= TARGETS.groupsFilteredP99Ms,
      [g.queries > 0 && g.groups === 200, '200 groups stored, queries answered'],
    ],
    [
      `Pending friends over ${g.pendingGroups} groups, ${g.pendingMembers} members, against the simulator`,
      `${g.pendingMs} ms (${g.pendingFriends} pending, ${g.existingFriends} already friends); all ${g.pendingAllListed} with profiles (showAll): ${g.pendingAllMs} ms`,
      `≤ ${TARGETS.pendingFriendsMs} ms`,
      g.pendingMs <= TARGETS.pendingFriendsMs && g.pendingAllMs <= TARGETS.pendingFriendsMs,
      [g.pendingGroups === 20 && g.pendingMembers >= 19_980, '20 groups of 1,000 read'],
    ],
  ];
}

/** `BENCH_ONLY=groups npm run bench`: only the groups measures (in process, no build needed). */
async function groupsOnly() {
  const groups = await groupsBench();
  console.log(JSON.stringify(groups, null, 2));
  for (const [name, value, target, reached, [ok]] of groupRows(groups)) console.log(`${reached && ok ? 'met' : 'NOT MET'}: ${name}: ${value} (${target})`);
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
  for (const [name, value, target, reached, [ok]] of manyPollersRows(polling)) console.log(`${reached && ok ? 'met' : 'NOT MET'}: ${name}: ${value} (${target})`);
}

/** The engine's targets: at 1,000 accounts all four; the ratio and lateness at every N. */
const ENGINE_SCALE_TARGETS = { ratio: 0.95, latenessP99Ms: 1000, rssMb: 600, cpuCores: 1, idleCpuCores: 0.02, creationP99Ms: 300 };

/** Users polling the jobs list and stats each second (conditional GETs, as browsers). */
function manyPollersRows(polling) {
  const c = polling.conditional;
  const rows = [
    [
      `${polling.users} users polling jobs list + stats every 1 s for ${polling.seconds} s (ETags, client in ${CLIENT_THREADS} threads), after the first ${WARM_UP_SECONDS} s`,
      `p99 ${c.steadyP99Ms} ms, p50 ${c.steadyP50Ms} ms over ${c.steadyRequests} requests; whole run with every page's first full read in its first second: p99 ${c.p99Ms} ms, p50 ${c.p50Ms} ms over ${c.requests} (${c.requestsPerSecond}/s); ${c.errors} errors, ${Math.round(c.notModifiedShare * 100)} % answered 304, server ${c.serverCpuCores} core; jobs running at start ${polling.runningAtStart}, at end ${polling.runningAtEnd}`,
      `p99 ≤ ${TARGETS.jobsPollP99Ms} ms, 0 errors`,
      c.steadyP99Ms <= TARGETS.jobsPollP99Ms && c.errors === 0,
      [polling.runningAtStart > 0, 'jobs running'],
    ],
  ];
  if (polling.plain) {
    const p = polling.plain;
    rows.push([`The same without ETags (plain GETs)`, `p99 ${p.p99Ms} ms, p50 ${p.p50Ms} ms, ${p.requestsPerSecond}/s, ${p.errors} errors, server ${p.serverCpuCores} core`, 'comparison', true, [true, '']]);
  }
  return rows;
}

/** The engine-scale rows: one per run, then the idle process. */
function engineScaleRows({ runs, idle }) {
  const t = ENGINE_SCALE_TARGETS;
  return [
    ...runs.map((r) => {
      const big = r.accounts >= 1000;
      const c = r.creation;
      const pglite = r.database === 'PGlite';
      const reached =
        r.ratio >= t.ratio &&
        r.latenessP99Ms <= t.latenessP99Ms &&
        (!big || (r.peakRssMb <= t.rssMb && r.cpuCores <= t.cpuCores)) &&
        (!pglite || (c.p99Ms <= t.creationP99Ms && c.dropped === 0));
      const perCustomer = r.customers > 1 ? ` (${r.customers} customers of ${r.accounts / r.customers})` : ' (one customer)';
      return [
        `Engine, ${r.accounts} accounts${perCustomer} sending at once (delays 1-2 s, JOB_WORKERS 25, one process, ${r.database}), ${r.windowSeconds} s after warm-up; load average ${r.loadAverage.join(' → ')}`,
        `${r.messagesPerSecond} msg/s of ${r.idealPerSecond} ideal: ratio ${r.ratio}; ${r.sendingAccounts} accounts sent in the window, ${r.throughWindow} through the whole of it; lateness against each send's planned time p50 ${r.latenessP50Ms} ms, p99 ${r.latenessP99Ms} ms, max ${r.latenessMaxMs} ms (${r.latenessMeasured} sends); gap between an account's sends p50 ${r.gapP50Ms} ms, p99 ${r.gapP99Ms} ms; server peak RSS ${r.peakRssMb} MB, CPU ${r.cpuCores} core${r.transactionsPerMessage === null ? '' : `; ${r.transactionsPerMessage} database transactions per message`}; a job created every 0.5 s meanwhile: p50 ${c.p50Ms} ms, p99 ${c.p99Ms} ms, ${c.refused} refused, ${c.dropped} connections dropped (${c.created} answered); setup ${r.setupSeconds} s, ${r.jobsCreatedAfterStart} jobs created after the common start`,
        `ratio ≥ ${t.ratio}, every account through the window, lateness p99 ≤ ${t.latenessP99Ms} ms${big ? `, RSS ≤ ${t.rssMb} MB, CPU ≤ ${t.cpuCores} core` : ''}${pglite ? `, job creation p99 ≤ ${t.creationP99Ms} ms, 0 dropped` : ''}`,
        reached,
        [r.throughWindow === r.accounts, 'every account sent through the whole window'],
      ];
    }),
    ...(idle
      ? [['Engine: a server process with no work', `${idle.cpuCores} core over ${idle.seconds} s (RSS ${idle.rssMb} MB; load average ${idle.loadAverage})`, `≤ ${t.idleCpuCores} core`, idle.cpuCores <= t.idleCpuCores, [true, 'server up']]]
      : []),
  ];
}

/** GET /jobs under 200 connections for 20 s (PGlite, no ETags). */
function jobsListRows(l) {
  return [
    [
      `GET /api/v1/jobs, ${l.connections} connections for ${l.seconds} s (PGlite, no ETags, ${l.jobsOnPage} jobs on the page of ${l.totalJobs}); load average ${l.loadAverage}`,
      `${l.requestsPerSecond} req/s (${l.requests} requests), p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, max ${l.maxMs} ms; ${l.timeouts} timeouts (10 s), ${l.errors} errors, ${l.non2xx} non-2xx; server ${l.serverCpuCores} core, RSS ${l.serverRssMb} MB`,
      `0 timeouts, ≥ ${TARGETS.jobsListReqPerSec} req/s`,
      l.timeouts === 0 && l.requestsPerSecond >= TARGETS.jobsListReqPerSec,
      [l.errors === 0 && l.non2xx === 0, '0 errors, every answer 200'],
    ],
  ];
}

/** `BENCH_ONLY=jobs-list npm run bench` (JOBS_LIST_CONNECTIONS, JOBS_LIST_SECONDS; JOBS_LIST_ROOT: another checkout's server). */
async function jobsListOnly() {
  const result = await jobsListBench();
  console.log(JSON.stringify(result, null, 2));
  for (const [name, value, target, reached, [ok]] of jobsListRows(result)) console.log(`${reached && ok ? 'met' : 'NOT MET'}: ${name}: ${value} (${target})`);
}

/** `BENCH_ONLY=engine-scale npm run bench`: how many accounts keep sending at once (ENGINE_SCALE_N, _SECONDS, _DATABASE_URL). */
async function engineScaleOnly() {
  const scale = await engineScaleBench();
  console.log(JSON.stringify(scale, null, 2));
  for (const [name, value, target, reached, [ok]] of engineScaleRows(scale)) console.log(`${reached && ok ? 'met' : 'NOT MET'}: ${name}: ${value} (${target})`);
}

/** The export rows: each list of 100,000 rows downloaded as csv and as xlsx. */
function exportRows(e) {
  return e.runs.map((r) => [
    `Export: ${e.rows.toLocaleString('en')}-row ${r.list} as .${r.format} (streamed, ${e.database})`,
    `${r.ms} ms, ${r.kb} KB, server RSS +${r.peakExtraMb} MB over ${r.idleMb} MB before`,
    `RSS ≤ +${TARGETS.exportExtraMb} MB, ≤ ${TARGETS.exportMs} ms`,
    r.peakExtraMb <= TARGETS.exportExtraMb && r.ms <= TARGETS.exportMs,
    [r.status === 200 && r.rows === e.rows, `200, every row in the file (${r.rows.toLocaleString('en')} read back)`],
  ]);
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
    for (const [name, value, target, reached, [ok]] of exportRows(result)) console.log(`${reached && ok ? 'met' : 'NOT MET'}: ${name}: ${value} (${target})`);
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

const markdownRow = ([name, value, target, reached, [ok, what]]) => `| ${name} | ${value} | ${target} | ${ok ? 'yes' : 'NO'} (${what}) | ${reached && ok ? 'yes' : 'NO'} |`;

async function main() {
  if (process.env.BENCH_ONLY === 'inbox') return inboxOnly();
  if (process.env.BENCH_ONLY === 'exports') return exportsOnly();
  if (process.env.BENCH_ONLY === 'engine-scale') return engineScaleOnly();
  if (process.env.BENCH_ONLY === 'jobs-list') return jobsListOnly();
  if (process.env.BENCH_ONLY === 'polling') return pollingOnly();
  if (process.env.BENCH_ONLY === 'login') return loginOnly();
  if (process.env.BENCH_ONLY === 'big-bodies') return oneMeasure((server) => bigBodiesBench(server.baseUrl, server.pid));
  if (process.env.BENCH_ONLY === 'auth-me') return oneMeasure((server) => meThroughput(server.baseUrl));
  if (process.env.BENCH_ONLY === 'big-job') return jobsOnly('big-job');
  if (process.env.BENCH_ONLY === 'groups') return groupsOnly();
  if (process.env.BENCH_ONLY === 'phone-lists') return oneMeasure((server) => phoneListsBench(server.baseUrl, server.pid), { unlimited: true });
  const rebuildMs = rebuildWithoutChangesMs();
  if (process.env.BENCH_ONLY === 'jobs') return jobsOnly();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const cold = await timedStart(dataDir);
  cold.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const warm = await timedStart(dataDir);

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
  // The jobs list under 200 connections.
  const jobsList = await jobsListBench();
  // 100,000-row exports, on a server of their own (and on PostgreSQL when BENCH_DATABASE_URL names one).
  const exportsResult = await exportsBench();
  const exportsPostgres = process.env.BENCH_DATABASE_URL ? await exportsBench({ postgresUrl: process.env.BENCH_DATABASE_URL }) : null;
  const pollers = await manyPollers({ plain: false });
  // The inbox at scale, its ingest (PostgreSQL with BENCH_DATABASE_URL) and 2,000 live pages.
  const inbox = await inboxMeasures(process.env.BENCH_DATABASE_URL);

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
    jobsList,
    exports: exportsResult,
    exportsPostgres,
    pollers,
    inbox,
    rebuildWithoutChangesMs: rebuildMs,
    targets: TARGETS,
  };
  const { engine, polling, bigJob } = jobs;
  const byStatus = (counts) => `${counts.PROCESSING} processing, ${counts.PENDING} pending, ${counts.COMPLETED} completed, ${counts.FAILED} failed`;
  // [measure, result, target, target reached, the measured run itself succeeded (what that means)]
  const rows = [
    ['Cold start to first 200 (empty data folder)', `${cold.ms} ms`, `≤ ${TARGETS.coldStartMs} ms`, cold.ms <= TARGETS.coldStartMs, [true, '200']],
    ['Warm start to first 200', `${warm.ms} ms`, `≤ ${TARGETS.warmStartMs} ms`, warm.ms <= TARGETS.warmStartMs, [true, '200']],
    [
      `First visit to /login: JS as sent (Accept-Encoding: ${login.acceptEncoding})`,
      `${login.sentKb} KB in ${login.files} files, content-encoding ${login.encodings.join('/')} (gzip of the same: ${login.gzipKb} KB)`,
      `≤ ${TARGETS.loginJsKb} KB`,
      login.sentKb <= TARGETS.loginJsKb,
      [login.allOk, 'every file 200'],
    ],
    ...remotes.map((r) => [
      `${r.remote} own JS loaded with its pages (gzip, shared packages excluded)`,
      `${r.gzipKb} KB in ${r.files} files; lazy dialogs and wizards ${r.lazyGzipKb} KB in ${r.lazyFiles} more`,
      `≤ ${TARGETS.remoteOwnJsKb} KB`,
      r.gzipKb <= TARGETS.remoteOwnJsKb,
      [r.files > 0, 'files found'],
    ]),
    ['Bare Fastify route', `${me.bare.reqPerSec} req/s (p99 ${me.bare.p99Ms} ms, ${me.bare.errors} errors)`, '', true, [me.bare.errors === 0, '0 errors']],
    ['GET /api/v1/auth/me', `${me.me.reqPerSec} req/s (p99 ${me.me.p99Ms} ms, ${me.me.errors} errors)`, '', true, [me.me.errors === 0, '0 errors or non-2xx']],
    ['/auth/me ÷ bare route', `${Math.round(me.ratio * 100)} %`, `≥ ${TARGETS.meVsBare * 100} %`, me.ratio >= TARGETS.meVsBare, [me.me.errors === 0 && me.bare.errors === 0, 'both 0 errors']],
    [
      `Server RSS, one max-size attachment body (${bigBodies.bodyMb} MB of JSON)`,
      `+${bigBodies.oneExtraMb} MB over ${bigBodies.idleMb} MB idle (answered ${bigBodies.oneStatuses.join(', ')})`,
      '',
      true,
      [bigBodies.oneStatuses.every((status) => status < 500 && status !== 429), 'read in full, no 5xx'],
    ],
    [
      'Server RSS, three max-size attachment bodies at once (three users)',
      `+${bigBodies.threeExtraMb} MB over ${bigBodies.idleBeforeThreeMb} MB (answered ${bigBodies.threeStatuses.join(', ')}; read one after another through the big-body gate, BIG_BODIES_GLOBAL=1)`,
      `≤ +${TARGETS.threeBigBodiesExtraMb} MB`,
      bigBodies.threeExtraMb <= TARGETS.threeBigBodiesExtraMb,
      [bigBodies.threeStatuses.every((status) => status < 500), 'no 5xx'],
    ],
    ['Server RSS with 200 running account sessions', `${accounts.rssWith200SessionsMb} MB (${accounts.runningSessions} running; ${accounts.rssBeforeMb} MB before)`, `≤ ${TARGETS.rssWith200SessionsMb} MB`, accounts.rssWith200SessionsMb <= TARGETS.rssWith200SessionsMb, [accounts.runningSessions === 200, '200 sessions running']],
    ['QR-status polling, 50 concurrent logins', `p99 ${accounts.qrPollP99Ms} ms over ${accounts.qrPolls} polls, ${accounts.qrPollErrors} errors`, `p99 < ${TARGETS.qrPollP99Ms} ms`, accounts.qrPollP99Ms < TARGETS.qrPollP99Ms, [accounts.qrPollErrors === 0, '0 errors']],
    [
      'Job engine, zero delays, 20 accounts, one process',
      `${engine.messagesPerSecond} messages/s (${engine.sent} sent, ${engine.failed} failed, ${engine.completed}/${engine.jobs} jobs completed in ${engine.seconds} s)`,
      `≥ ${TARGETS.engineMessagesPerSecond} messages/s`,
      engine.messagesPerSecond >= TARGETS.engineMessagesPerSecond,
      [engine.failed === 0 && engine.completed === engine.jobs, 'every job COMPLETED, 0 failed'],
    ],
    ...bigJobRows(bigJob),
    [
      `${polling.users} users polling jobs list + stats every 1 s for 60 s`,
      `p99 ${polling.p99Ms} ms, p50 ${polling.p50Ms} ms over ${polling.requests} requests, ${polling.errors} errors; pages' jobs at start: ${byStatus(polling.jobsAtStart)}; at end: ${byStatus(polling.jobsAtEnd)}`,
      `p99 < ${TARGETS.jobsPollP99Ms} ms`,
      polling.p99Ms < TARGETS.jobsPollP99Ms,
      [polling.errors === 0 && polling.jobsAtStart.PROCESSING > 0, '0 errors, jobs running'],
    ],
    ['npm start again without changes: build step', `${rebuildMs} ms`, `≤ ${TARGETS.rebuildWithoutChangesMs} ms`, rebuildMs <= TARGETS.rebuildWithoutChangesMs, [true, 'build exited 0']],
    [
      `filtered-friends, tag + name search, ${friends.friends} friends, ${friends.tags} tags`,
      `p99 ${friends.filteredP99Ms} ms, p50 ${friends.filteredP50Ms} ms over ${friends.queries} queries`,
      `p99 ≤ ${TARGETS.friendsFilteredP99Ms} ms`,
      friends.filteredP99Ms <= TARGETS.friendsFilteredP99Ms,
      [friends.queries > 0, 'queries answered'],
    ],
    [
      '1,000-friend sync against the simulator',
      `${friends.syncFirstMs} ms first, ${friends.resyncMs} ms again (p99 ${friends.syncP99Ms} ms over 50 accounts)`,
      `≤ ${TARGETS.friendSyncMs} ms`,
      friends.syncFirstMs <= TARGETS.friendSyncMs && friends.resyncMs <= TARGETS.friendSyncMs,
      [friends.friends > 0, 'friends stored'],
    ],
    ...groupRows(groups),
    ...phoneListRows(phoneLists),
    ...engineScaleRows(engineScale),
    ...jobsListRows(jobsList),
    ...exportRows(exportsResult),
    ...(exportsPostgres ? exportRows(exportsPostgres) : []),
    ...manyPollersRows(pollers),
    ...inboxRows(inbox),
  ];
  const markdown = [
    `# Benchmark (${results.date}, ${results.machine.cpus} cores, Node ${results.machine.node}, load average at the end ${results.machine.loadAverage})`,
    '',
    'A target is met only when the measured run itself succeeded (the "Run succeeded" column says what was checked).',
    '',
    '| Measure | Result | Target | Run succeeded | Met |',
    '|---|---|---|---|---|',
    ...rows.map(markdownRow),
    '',
  ].join('\n');
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(ROOT, 'bench/results/latest.md'), markdown);
  console.log(markdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
