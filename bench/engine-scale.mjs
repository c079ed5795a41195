/**
 * How many accounts one server process keeps sending at once. For each run, a
 * fresh production server (simulator, unlimited plans, JOB_WORKERS at its default) gets N logged-in accounts spread
 * over C customers (one customer by default), then one message job per account (delays 1-2 s), all scheduled for one
 * common start after the setup, each long enough to send through warm-up and window: every account sends through the
 * whole window instead of the first ones finishing while the last are set up. After a warm-up (every account has sent
 * twice) a window of ENGINE_SCALE_SECONDS measures:
 * - the messages the simulated Zalo delivered per second against the ideal N / 1.5 s, the accounts that sent in the
 *   window and those that sent through the whole of it (a send in its first and in its last 4 s);
 * - lateness: each send's delivery time minus the time the engine planned it (job_recipients.planned_at, read
 *   from the database once the server stopped), p50, p99 and max;
 * - the server's RSS and CPU, the machine's load average (other processes share the cores);
 * - while they send, a job created every 500 ms by the first customer through the API (latency p50/p99, failures,
 *   connections dropped without an answer);
 * - on PostgreSQL, the database's transactions per message sent (pg_stat_database.xact_commit over the window).
 * Then the CPU of a server with no work.
 *
 * ENGINE_SCALE_N (default 25,100,300,1000), ENGINE_SCALE_CUSTOMERS (1), ENGINE_SCALE_SECONDS (60) make other runs;
 * ENGINE_SCALE_DATABASE_URL (a PostgreSQL the bench may create databases on) runs them on PostgreSQL instead of PGlite;
 * ENGINE_SCALE_CPU_PROF=<folder> writes the servers' CPU profiles there; ENGINE_SCALE_ROOT=<checkout> measures another
 * checkout's server (and migrations) with this bench.
 */
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { api, cookieAccount, cpuSeconds, createPostgresDatabase, inBatches, percentile, register, ROOT, round, rssMb, sleep, startServer, UNLIMITED_PLANS_SQL } from './common.mjs';
import { JOBS_BENCH_ENV, simulatedWorld } from './jobs.mjs';

/** ENGINE_SCALE_ROOT: another checkout whose server (and migrations) to measure with this bench, to compare commits. */
const root = process.env.ENGINE_SCALE_ROOT ?? ROOT;
const { openPglite, openPostgres } = await import(path.join(root, 'server/src/db/client.ts'));
const { migrate } = await import(path.join(root, 'server/src/db/migrate.ts'));
const SIZES = (process.env.ENGINE_SCALE_N ?? '25,100,300,1000').split(',').map(Number);
const CUSTOMERS = Number(process.env.ENGINE_SCALE_CUSTOMERS ?? 1);
const SECONDS = Number(process.env.ENGINE_SCALE_SECONDS ?? 60);
const IDLE_SECONDS = 30;
const WARM_UP_MAX_SECONDS = 120;
const DELAY = { delayMin: 1, delayMax: 2 };
/** Recipients per job: enough to send at the fastest pace through the longest warm-up, the window and a margin. */
const RECIPIENTS = Math.ceil((WARM_UP_MAX_SECONDS + SECONDS + 60) / DELAY.delayMin);
/** A send in the first and in the last this long of the window: the account sent through the whole of it. */
const EDGE_MS = 2 * DELAY.delayMax * 1000;
const CREATE_EVERY_MS = 500;
/** The world: the N accounts and enough people besides for every account's recipients. */
export const worldUsers = (n) => n + Math.ceil(RECIPIENTS * 1.4);

/** One API call of the setup; a 503 (the database busy) is tried again after its Retry-After, as a client should. */
const setupCall = (baseUrl, method, url, token, body) => api(baseUrl, method, url, token, body, { retryBusy: true });

/** A database for one server: a PGlite folder, or a fresh database on `adminUrl`; plans unlimited. */
export async function freshDatabase(dir, label, adminUrl) {
  const created = adminUrl ? await createPostgresDatabase(adminUrl, `engine_scale_${label}_${Date.now()}`) : null;
  const open = created ? () => openPostgres(created.url) : () => openPglite(path.join(dir, 'data'));
  const database = open();
  await migrate(database);
  await database.exec(UNLIMITED_PLANS_SQL);
  await database.close();
  return { env: { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: created?.url ?? '' }, url: created?.url, open, drop: created?.drop ?? (async () => {}) };
}

/** A production server; its warnings and errors go to `logFile` (the bench shows their end when a run fails). */
export function startScaleServer(env, logFile) {
  const log = logFile ? openSync(logFile, 'a') : 'ignore';
  const profile = process.env.ENGINE_SCALE_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.ENGINE_SCALE_CPU_PROF] : [];
  return startServer(env, { root, nodeArgs: profile, stdio: ['ignore', log, log] });
}

/** Every delivery of the simulated world so far: by sending person their times in order, and by (person, thread). */
export function readDeliveries(deliveryLog) {
  const byPerson = new Map();
  const byThread = new Map();
  if (!existsSync(deliveryLog)) return { byPerson, byThread };
  const text = readFileSync(deliveryLog, 'utf8');
  for (const line of text.slice(0, text.lastIndexOf('\n') + 1).split('\n')) {
    if (!line) continue;
    const { fromUserId, threadId, at } = JSON.parse(line);
    if (!byPerson.has(fromUserId)) byPerson.set(fromUserId, []);
    byPerson.get(fromUserId).push(at);
    byThread.set(`${fromUserId}|${threadId}`, at);
  }
  return { byPerson, byThread };
}

/** People `personId` may message without a refusal, as the account sees them. */
function recipientsOf(world, personId) {
  return world
    .users()
    .filter((u) => u.id !== personId && !world.hasBlocked(u.id, personId) && (world.areFriends(personId, u.id) || u.acceptsStrangerMessages))
    .slice(0, RECIPIENTS)
    .map((u) => world.uidFor(personId, u.id));
}

/**
 * C customers and N logged-in accounts spread over them (round robin), then one job per account, every one
 * scheduled for a start after the last is created (estimated from the first ones; a job created after it starts
 * at once, late, and the row says how many accounts sent through the window). One more account of the first
 * customer takes the jobs created while the others send.
 */
export async function accountsWithJobs(baseUrl, world, n, customers) {
  const tokens = [];
  for (let c = 0; c < customers; c += 1) {
    tokens.push((await register(baseUrl, `bench-scale-${n}-${c}`)).token);
  }
  const people = world.users().slice(0, n + 1);
  const accounts = [];
  await inBatches(
    people.map((person, i) => ({ person, token: tokens[i % customers] })),
    10,
    async ({ person, token }) => {
      const account = await cookieAccount(baseUrl, token, world, person, { retryBusy: true });
      accounts.push({ id: account.id, personId: person.id, token });
    },
  );
  const probe = accounts.find((account) => account.personId === people[n].id);
  const senders = accounts.filter((account) => account !== probe);
  const create = (account, scheduledAt) =>
    setupCall(baseUrl, 'POST', '/jobs/message/to-friends', account.token, { accountId: account.id, message: 'Xin chào', recipients: recipientsOf(world, account.personId), ...DELAY, scheduledAt });
  const far = new Date(Date.now() + 3_600_000).toISOString();
  const timed = Date.now();
  for (let i = 0; i < 5; i += 1) await create(probe, far);
  const perJobMs = (Date.now() - timed) / 5;
  // One server thread creates them: ten at a time are about as slow as one after another.
  const startAt = Date.now() + 10_000 + senders.length * perJobMs * 1.5;
  let lateJobs = 0;
  await inBatches(senders, 10, async (account) => {
    // A job created after the common start starts at once (a little later), and is counted.
    const late = Date.now() + 2_000 > startAt;
    await create(account, new Date(late ? Date.now() + 2_000 : startAt).toISOString());
    if (late) lateJobs += 1;
  });
  return { senders, probe, startAt, lateJobs };
}

/** Jobs created every CREATE_EVERY_MS until `until`: each one's latency, refusals and connections dropped. */
export async function createWhileSending(baseUrl, probe, world, until) {
  const latencies = [];
  let refused = 0;
  let dropped = 0;
  const statuses = {};
  const body = { accountId: probe.id, message: 'Xin chào', recipients: recipientsOf(world, probe.personId).slice(0, 10), ...DELAY };
  const inFlight = [];
  while (Date.now() < until) {
    const started = performance.now();
    inFlight.push(
      fetch(`${baseUrl}/api/v1/jobs/message/to-friends`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${probe.token}` },
        body: JSON.stringify({ ...body, scheduledAt: new Date(Date.now() + 3_600_000).toISOString() }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          if (!response.ok) refused += 1;
        },
        () => {
          dropped += 1;
        },
      ),
    );
    await sleep(CREATE_EVERY_MS);
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  return { created: latencies.length, p50Ms: Math.round(percentile(latencies, 0.5)), p99Ms: Math.round(percentile(latencies, 0.99)), maxMs: Math.round(latencies.at(-1) ?? 0), refused, dropped, statuses };
}

export async function commitsOf(url) {
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT xact_commit::bigint AS commits FROM pg_stat_database WHERE datname = current_database()');
    return Number(rows[0].commits);
  } finally {
    await client.end();
  }
}

/**
 * Each send's planned time as the engine stored it, by (person, thread) as the delivery log names sends: the world ids
 * of sender and recipient (a recipient is stored as the uid its account sees).
 */
export async function plannedTimes(database, personOf, world) {
  const db = database.open();
  try {
    // A checkout from before the engine stored its pacing plan (planned_at) has none: no lateness then.
    const rows = await db
      .query(`SELECT j.account_id, r.target_id, r.planned_at FROM job_recipients r JOIN jobs j ON j.id = r.job_id WHERE r.planned_at IS NOT NULL`)
      .catch(() => []);
    return new Map(
      rows.map((row) => {
        const sender = personOf.get(row.account_id);
        return [`${sender}|${world.personFor(sender, row.target_id)}`, new Date(row.planned_at).getTime()];
      }),
    );
  } finally {
    await db.close();
  }
}

/** Waits until every one of `people` has sent twice (at most WARM_UP_MAX_SECONDS): how many did, and how long it took. */
export async function warmUp(deliveryLog, people) {
  const started = Date.now();
  let warm = 0;
  while (Date.now() - started < WARM_UP_MAX_SECONDS * 1000) {
    const { byPerson } = readDeliveries(deliveryLog);
    warm = people.filter((person) => (byPerson.get(person)?.length ?? 0) >= 2).length;
    if (warm === people.length) break;
    await sleep(2000);
  }
  return { warm, warmupSeconds: round((Date.now() - started) / 1000, 1) };
}

/**
 * What `people` sent in the window [start, end): messages per second against the ideal, the accounts that sent in it
 * and through the whole of it, the gaps between an account's sends and each send's lateness against its planned time.
 */
export function sendingStats({ byPerson, byThread }, people, planned, start, end) {
  let sent = 0;
  let sendingAccounts = 0;
  let throughWindow = 0;
  const gaps = [];
  for (const person of people) {
    const times = byPerson.get(person) ?? [];
    const inWindow = times.filter((at) => at >= start && at < end);
    sent += inWindow.length;
    if (inWindow.length > 0) sendingAccounts += 1;
    if (inWindow.some((at) => at < start + EDGE_MS) && inWindow.some((at) => at >= end - EDGE_MS)) throughWindow += 1;
    for (let i = 1; i < times.length; i += 1) if (times[i] >= start && times[i] < end) gaps.push(times[i] - times[i - 1]);
  }
  const lateness = [];
  for (const [key, at] of byThread) {
    if (at < start || at >= end) continue;
    const plan = planned.get(key);
    if (plan !== undefined) lateness.push(at - plan);
  }
  gaps.sort((a, b) => a - b);
  lateness.sort((a, b) => a - b);
  const ideal = people.length / ((DELAY.delayMin + DELAY.delayMax) / 2);
  const achieved = sent / ((end - start) / 1000);
  return {
    windowSeconds: round((end - start) / 1000, 1),
    sendingAccounts,
    throughWindow,
    sent,
    messagesPerSecond: round(achieved, 1),
    idealPerSecond: round(ideal, 1),
    ratio: round(achieved / ideal, 2),
    gapP50Ms: Math.round(percentile(gaps, 0.5)),
    gapP99Ms: Math.round(percentile(gaps, 0.99)),
    latenessMeasured: lateness.length,
    latenessP50Ms: Math.round(percentile(lateness, 0.5)),
    latenessP99Ms: Math.round(percentile(lateness, 0.99)),
    latenessMaxMs: Math.round(lateness.at(-1) ?? 0),
  };
}

/** One run: setup, warm-up until every account has sent twice (at most 120 s), then the measured window. */
async function scaleRun(n, customers, adminUrl) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-engine-scale-'));
  const deliveryLog = path.join(dir, 'deliveries.log');
  const database = await freshDatabase(dir, n, adminUrl);
  const world = simulatedWorld(worldUsers(n));
  const serverLog = path.join(dir, 'server.log');
  let server = await startScaleServer({ ...JOBS_BENCH_ENV, ...database.env, ZALO_SIM_USERS: String(worldUsers(n)), ZALO_SIM_DELIVERY_LOG: deliveryLog }, serverLog);
  try {
    const setupStarted = Date.now();
    const { senders, probe, startAt, lateJobs } = await accountsWithJobs(server.baseUrl, world.world, n, customers);
    const setupSeconds = round((Date.now() - setupStarted) / 1000, 1);
    await sleep(Math.max(0, startAt - Date.now()));
    const people = senders.map((account) => account.personId);
    const { warm, warmupSeconds } = await warmUp(deliveryLog, people);

    const start = Date.now();
    const loadAtStart = loadavg()[0];
    const cpuBefore = cpuSeconds(server.pid);
    const commitsBefore = await commitsOf(database.url);
    const creating = createWhileSending(server.baseUrl, probe, world.world, start + SECONDS * 1000);
    let peakRss = 0;
    while (Date.now() - start < SECONDS * 1000) {
      peakRss = Math.max(peakRss, rssMb(server.pid));
      await sleep(1000);
    }
    const end = Date.now();
    const cpuCores = (cpuSeconds(server.pid) - cpuBefore) / ((end - start) / 1000);
    const commitsAfter = await commitsOf(database.url);
    const loadAtEnd = loadavg()[0];
    const creation = await creating;
    await server.stop();
    server = undefined;

    const planned = await plannedTimes(database, new Map(senders.map((account) => [account.id, account.personId])), world.world);
    const stats = sendingStats(readDeliveries(deliveryLog), people, planned, start, end);
    return {
      accounts: n,
      customers,
      database: adminUrl ? 'PostgreSQL' : 'PGlite',
      setupSeconds,
      jobsCreatedAfterStart: lateJobs,
      recipientsPerJob: RECIPIENTS,
      warmupSeconds,
      warmAccounts: warm,
      ...stats,
      peakRssMb: peakRss,
      cpuCores: round(cpuCores, 2),
      transactionsPerMessage: commitsBefore === null ? null : round((commitsAfter - commitsBefore) / Math.max(1, stats.sent), 2),
      creation,
      loadAverage: [round(loadAtStart, 2), round(loadAtEnd, 2)],
    };
  } catch (error) {
    const tail = existsSync(serverLog) ? readFileSync(serverLog, 'utf8').split('\n').slice(-20).join('\n') : '';
    throw new Error(`${error instanceof Error ? error.message : error}\nthe server's last log lines:\n${tail}`, { cause: error });
  } finally {
    await world.close();
    await server?.stop();
    await database.drop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}

/** A server with nothing to send: its CPU over IDLE_SECONDS after it settled. */
async function idleRun(adminUrl) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-engine-idle-'));
  const database = await freshDatabase(dir, 'idle', adminUrl);
  const server = await startScaleServer({ ...JOBS_BENCH_ENV, ...database.env });
  try {
    await sleep(10_000);
    const load = loadavg()[0];
    const before = cpuSeconds(server.pid);
    await sleep(IDLE_SECONDS * 1000);
    return { seconds: IDLE_SECONDS, cpuCores: round((cpuSeconds(server.pid) - before) / IDLE_SECONDS, 3), rssMb: rssMb(server.pid), loadAverage: round(load, 2) };
  } finally {
    await server.stop();
    await database.drop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}

/**
 * Each N on PGlite (or on PostgreSQL with ENGINE_SCALE_DATABASE_URL), for ENGINE_SCALE_CUSTOMERS customers;
 * `postgresUrl` adds the `postgresRuns` ([accounts, customers]) on that PostgreSQL (the full run: 1,000 accounts of
 * one customer, and of 10 customers of 100, the deployment such a load implies).
 */
export async function engineScaleBench({ postgresUrl, postgresRuns = [] } = {}) {
  const adminUrl = process.env.ENGINE_SCALE_DATABASE_URL;
  const runs = [];
  const plan = [...SIZES.map((n) => [n, CUSTOMERS, adminUrl]), ...(postgresUrl ? postgresRuns.map(([n, customers]) => [n, customers, postgresUrl]) : [])];
  for (const [n, customers, url] of plan) {
    runs.push(await scaleRun(n, customers, url));
    console.error(JSON.stringify(runs[runs.length - 1]));
  }
  return { runs, idle: process.env.ENGINE_SCALE_IDLE === 'false' ? null : await idleRun(adminUrl) };
}
