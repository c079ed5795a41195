/**
 * The app as a cluster: one api process and CLUSTER_WORKERS (2) workers on one PostgreSQL, CLUSTER_N (1,000)
 * logged-in accounts of one customer, one message job per account (delays 1-2 s), everything set up through the api
 * process as a customer would. Two runs, each on a fresh database:
 * - steady: after the warm-up (every account sent twice), a window of CLUSTER_SECONDS (60) measures the messages per
 *   second against the ideal N / 1.5 s, each send's lateness against its planned time, each process's peak RSS and
 *   CPU, and how the accounts' sessions are shared between the workers (the session leases' holders);
 * - kill: the same, and a third into the window one worker is killed with SIGKILL. Its accounts must send again
 *   within 60 s (the time from the kill to each one's next delivery), nothing lost (every recipient of every job sent
 *   by the end, the runs given time to finish) and at most one message repeated per account (a (sender, recipient)
 *   delivered twice).
 * In both, the simulated Zalo of each process writes each web session it opens and closes to one shared log
 * (ZALO_SIM_SESSION_LOG); the bench adds them up in the order written and reports the most sessions of one account
 * live at once (the killed worker's open sessions close at the kill: its sockets die with it).
 *
 * Needs a PostgreSQL the bench may create databases on: CLUSTER_DATABASE_URL or BENCH_DATABASE_URL.
 * `BENCH_ONLY=cluster npm run bench`; CLUSTER_RUNS=steady or kill for one of them.
 */
import { readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuSeconds, percentile, round, rssMb, sleep } from './common.mjs';
import { JOBS_BENCH_ENV, simulatedWorld } from './jobs.mjs';
import { accountsWithJobs, freshDatabase, plannedTimes, readDeliveries, sendingStats, startScaleServer, warmUp, worldUsers } from './engine-scale.mjs';

const N = Number(process.env.CLUSTER_N ?? 1000);
const WORKERS = Number(process.env.CLUSTER_WORKERS ?? 2);
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 60);
/** After the window, the kill run waits this long at most for every job to finish (each job has more recipients). */
const DRAIN_MAX_SECONDS = 600;

/** The api process and the workers on one database, one data folder (the app secret), one simulated-Zalo log pair. */
async function startCluster(env, dir) {
  const log = (name) => path.join(dir, `${name}.log`);
  // The api process migrates nothing here (the database is migrated), but it starts first as in `npm run cluster`.
  const api = await startScaleServer({ ...env, SERVER_ROLE: 'api' }, log('api'));
  const workers = [];
  for (let i = 1; i <= WORKERS; i += 1) {
    workers.push(await startScaleServer({ ...env, SERVER_ROLE: 'worker' }, log(`worker-${i}`)));
  }
  return { api, workers, all: [api, ...workers] };
}

/**
 * The most web sessions of one account live at once, over the session log in the order the processes wrote it; the
 * sessions of a process killed at `kill.at` close then. Also the accounts that ever had two, and each account's logins.
 */
export function sessionOverlap(sessionLog, kill) {
  const live = new Map();
  const openBy = new Map(); // `${pid}|${userId}` → sessions open
  let maxLive = 0;
  const overlapping = new Set();
  let logins = 0;
  let killed = !kill;
  const lines = existsSync(sessionLog) ? readFileSync(sessionLog, 'utf8').split('\n').filter(Boolean) : [];
  const closeKilled = () => {
    for (const [key, count] of openBy) {
      const [pid, userId] = key.split('|');
      if (Number(pid) !== kill.pid) continue;
      live.set(userId, live.get(userId) - count);
      openBy.delete(key);
    }
    killed = true;
  };
  for (const line of lines) {
    const { userId, event, at, pid } = JSON.parse(line);
    if (!killed && at >= kill.at) closeKilled();
    const key = `${pid}|${userId}`;
    const change = event === 'open' ? 1 : -1;
    if (event === 'open') logins += 1;
    openBy.set(key, (openBy.get(key) ?? 0) + change);
    const now = (live.get(userId) ?? 0) + change;
    live.set(userId, now);
    if (now > 1) overlapping.add(userId);
    maxLive = Math.max(maxLive, now);
  }
  return { maxLive, accountsWithTwo: overlapping.size, logins };
}

/** The session leases by holder process (pid): how many accounts each process holds now. */
async function leasesByProcess(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT holder, account_id FROM bot_leases WHERE expires_at > now()');
    const byPid = new Map();
    for (const { holder, account_id: accountId } of rows) {
      const pid = Number(holder.split(':')[1]);
      if (!byPid.has(pid)) byPid.set(pid, []);
      byPid.get(pid).push(accountId);
    }
    return byPid;
  } finally {
    await client.end();
  }
}

/** Jobs not yet finished, and recipients of any job not sent (anything but SENT, once every job ended). */
async function unfinished(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The probe account's jobs, scheduled an hour ahead (accountsWithJobs), are not part of the run.
    const due = "(j.scheduled_at IS NULL OR j.scheduled_at <= now())";
    const jobs = await client.query(`SELECT count(*)::int AS n FROM jobs j WHERE status NOT IN ('COMPLETED', 'FAILED', 'CANCELLED') AND ${due}`);
    const recipients = await client.query(`SELECT r.status, count(*)::int AS n FROM job_recipients r JOIN jobs j ON j.id = r.job_id WHERE ${due} GROUP BY r.status`);
    return { jobs: jobs.rows[0].n, recipients: Object.fromEntries(recipients.rows.map((row) => [row.status, row.n])) };
  } finally {
    await client.end();
  }
}

/** Every delivery of the log, by sender: each (sender, recipient) and how often it was delivered. */
function repeatsBySender(deliveryLog) {
  const counts = new Map();
  for (const line of readFileSync(deliveryLog, 'utf8').split('\n')) {
    if (!line) continue;
    const { fromUserId, threadId } = JSON.parse(line);
    const key = `${fromUserId}|${threadId}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const bySender = new Map();
  for (const [key, count] of counts) {
    if (count < 2) continue;
    const sender = key.split('|')[0];
    bySender.set(sender, (bySender.get(sender) ?? 0) + count - 1);
  }
  return bySender;
}

/** One run (`kill`: one worker killed a third into the window). */
async function clusterRun(adminUrl, { kill }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-cluster-'));
  const deliveryLog = path.join(dir, 'deliveries.log');
  const sessionLog = path.join(dir, 'sessions.log');
  const database = await freshDatabase(dir, `cluster_${kill ? 'kill' : 'steady'}`, adminUrl);
  const world = simulatedWorld(worldUsers(N));
  const env = { ...JOBS_BENCH_ENV, ...(process.env.CLUSTER_LOG_LEVEL ? { LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL } : {}), ...database.env, ZALO_SIM_USERS: String(worldUsers(N)), ZALO_SIM_DELIVERY_LOG: deliveryLog, ZALO_SIM_SESSION_LOG: sessionLog };
  const cluster = await startCluster(env, dir);
  try {
    const setupStarted = Date.now();
    const { senders, startAt, lateJobs } = await accountsWithJobs(cluster.api.baseUrl, world.world, N, 1);
    const setupSeconds = round((Date.now() - setupStarted) / 1000, 1);
    await sleep(Math.max(0, startAt - Date.now()));
    const people = senders.map((account) => account.personId);
    const personOf = new Map(senders.map((account) => [account.id, account.personId]));
    const { warm, warmupSeconds } = await warmUp(deliveryLog, people);

    const start = Date.now();
    const loadAtStart = loadavg()[0];
    const cpuBefore = cluster.all.map((server) => cpuSeconds(server.pid));
    const peakRss = cluster.all.map(() => 0);
    const sharesAtStart = await leasesByProcess(database.url);
    let killed = null;
    while (Date.now() - start < SECONDS * 1000) {
      cluster.all.forEach((server, i) => {
        if (server !== killed?.server) peakRss[i] = Math.max(peakRss[i], rssMb(server.pid));
      });
      if (kill && !killed && Date.now() - start >= (SECONDS * 1000) / 3) {
        const victim = cluster.workers.at(-1);
        const held = (await leasesByProcess(database.url)).get(victim.pid) ?? [];
        process.kill(victim.pid, 'SIGKILL');
        killed = { server: victim, pid: victim.pid, at: Date.now(), accounts: held, cpu: cpuBefore[cluster.all.indexOf(victim)] };
      }
      await sleep(1000);
    }
    const end = Date.now();
    const cpuCores = cluster.all.map((server, i) => (server === killed?.server ? null : round((cpuSeconds(server.pid) - cpuBefore[i]) / ((end - start) / 1000), 2)));
    const loadAtEnd = loadavg()[0];
    const sharesAtEnd = await leasesByProcess(database.url);

    let drain = null;
    if (kill) {
      const drainStarted = Date.now();
      let left = await unfinished(database.url);
      while (left.jobs > 0 && Date.now() - drainStarted < DRAIN_MAX_SECONDS * 1000) {
        await sleep(5000);
        left = await unfinished(database.url);
      }
      drain = { seconds: round((Date.now() - drainStarted) / 1000, 0), ...left };
    }
    for (const server of cluster.all) if (server !== killed?.server) await server.stop();

    const deliveries = readDeliveries(deliveryLog);
    const planned = await plannedTimes(database, personOf, world.world);
    const stats = sendingStats(deliveries, people, planned, start, end);
    const sessions = sessionOverlap(sessionLog, killed);
    const result = {
      accounts: N,
      workers: WORKERS,
      setupSeconds,
      jobsCreatedAfterStart: lateJobs,
      warmupSeconds,
      warmAccounts: warm,
      ...stats,
      apiPeakRssMb: peakRss[0],
      workerPeakRssMb: peakRss.slice(1),
      apiCpuCores: cpuCores[0],
      workerCpuCores: cpuCores.slice(1),
      sessionsPerWorkerAtStart: cluster.workers.map((worker) => sharesAtStart.get(worker.pid)?.length ?? 0),
      sessionsPerWorkerAtEnd: cluster.workers.map((worker) => sharesAtEnd.get(worker.pid)?.length ?? 0),
      sessions,
      loadAverage: [round(loadAtStart, 2), round(loadAtEnd, 2)],
    };
    if (!killed) return result;

    // The killed worker's accounts: from the kill to each one's next delivery (none: never sent again).
    const killedPeople = killed.accounts.map((accountId) => personOf.get(accountId)).filter(Boolean);
    const resumeMs = killedPeople.map((person) => {
      const next = (deliveries.byPerson.get(person) ?? []).find((at) => at > killed.at);
      return next === undefined ? Infinity : next - killed.at;
    });
    resumeMs.sort((a, b) => a - b);
    const repeats = repeatsBySender(deliveryLog);
    return {
      ...result,
      killedAfterSeconds: round((killed.at - start) / 1000, 1),
      killedWorkerAccounts: killedPeople.length,
      resumedAccounts: resumeMs.filter(Number.isFinite).length,
      resumeP50Ms: Math.round(percentile(resumeMs, 0.5)),
      resumeMaxMs: resumeMs.length ? (Number.isFinite(resumeMs.at(-1)) ? Math.round(resumeMs.at(-1)) : null) : 0,
      drain,
      accountsWithRepeats: repeats.size,
      mostRepeatsOfOneAccount: Math.max(0, ...repeats.values()),
    };
  } catch (error) {
    const tail = (name) => {
      const file = path.join(dir, `${name}.log`);
      return existsSync(file) ? `\n${name}'s last log lines:\n${readFileSync(file, 'utf8').split('\n').slice(-15).join('\n')}` : '';
    };
    throw new Error(`${error instanceof Error ? error.message : error}${tail('api')}${tail('worker-1')}`, { cause: error });
  } finally {
    await world.close();
    for (const server of cluster.all) await server.stop().catch(() => undefined);
    await database.drop().catch(() => undefined);
    // CLUSTER_KEEP=1 keeps the folder (the processes' logs, the delivery and session logs) for a look after a run.
    if (process.env.CLUSTER_KEEP) console.error(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}

/** The steady run and the kill run (CLUSTER_RUNS=steady or kill for one) on `adminUrl`. */
export async function clusterBench(adminUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.BENCH_DATABASE_URL) {
  if (!adminUrl) throw new Error('The cluster bench needs a PostgreSQL: CLUSTER_DATABASE_URL or BENCH_DATABASE_URL');
  const which = (process.env.CLUSTER_RUNS ?? 'steady,kill').split(',');
  const runs = {};
  for (const name of which) {
    runs[name] = await clusterRun(adminUrl, { kill: name === 'kill' });
    console.error(JSON.stringify({ [name]: runs[name] }));
  }
  return runs;
}
