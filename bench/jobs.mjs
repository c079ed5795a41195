/**
 * Issue 5's targets, against the production server on a data folder whose plans are made unlimited first:
 * - engine throughput with zero delays against the simulator, 20 accounts in one process;
 * - a 100,000-recipient job accepted in under 5 s, and the server's RSS while it runs (a server of its own);
 * - 500 users polling their jobs list and stats every second for 60 s (p99, errors).
 */
import { execFileSync } from 'node:child_process';
import { openPglite } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createSimulatorPlatform } from '../server/src/platform/index.ts';

const SIM_SEED = 'zalo-manager'; // the server's default ZALO_SIM_SEED: the same world in both processes
const ACCOUNTS = 20;
const MESSAGES_PER_ACCOUNT = 500;
const POLLING_USERS = 500;
const POLLING_SECONDS = 60;

/** What the server needs for this bench: no simulator rate limits or daily caps in the way of throughput. */
export const JOBS_BENCH_ENV = {
  ZALO_SIM_MESSAGES_PER_MINUTE: '1000000',
  ZALO_SIM_STRANGERS_PER_DAY: '1000000',
  ZALO_SIM_PHONE_LOOKUPS_PER_MINUTE: '1000000',
  JOB_DAILY_MESSAGE_CAP: '1000000',
};

export async function unlimitedJobPlans(dataDir) {
  const database = openPglite(dataDir);
  await migrate(database);
  await database.exec('UPDATE plans SET account_limit = -1, daily_job_limit = -1, concurrent_job_limit = -1');
  await database.close();
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

const register = async (baseUrl, label) =>
  (await api(baseUrl, 'POST', '/auth/register', undefined, { email: `bench-${label}-${Date.now()}@example.com`, password: 'bench-password-1' }))
    .tokens.accessToken;

async function inBatches(items, size, work) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

const rssMb = (pid) => Math.round(Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim()) / 1024);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Accounts logged in with cookies the simulated world issues (the same seed as the server's). */
async function loggedInAccounts(baseUrl, token, count, offset) {
  const world = createSimulatorPlatform({ seed: SIM_SEED }).world;
  const people = world.users().slice(offset, offset + count);
  const accounts = [];
  await inBatches(people, 10, async (person) => {
    const account = await api(baseUrl, 'POST', '/accounts', token, { displayName: `Bench ${person.id}` });
    const userAgent = 'Mozilla/5.0 bench';
    const cookie = world.issueCookie(person.id, `imei-${person.id}`, userAgent);
    await api(baseUrl, 'POST', `/bots/${account.id}/login/cookie`, token, { cookie, imei: `imei-${person.id}`, userAgent });
    accounts.push({ id: account.id, friends: world.friendIdsOf(person.id).size });
  });
  return accounts;
}

async function waitForJobs(baseUrl, token, jobIds, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const stats = await api(baseUrl, 'GET', '/jobs/stats/summary', token);
    if (stats.byStatus.PENDING + stats.byStatus.PROCESSING === 0) return stats;
    if (Date.now() > until) throw new Error(`jobs not finished after ${timeoutMs} ms: ${JSON.stringify(stats.byStatus)}`);
    await sleep(200);
  }
}

/** Jobs to all friends of each of 20 accounts, repeated until each account has ~500 messages, zero delays. */
async function engineThroughput(baseUrl, token) {
  const accounts = await loggedInAccounts(baseUrl, token, ACCOUNTS, 0);
  const drafts = accounts.flatMap((account) =>
    Array.from({ length: Math.ceil(MESSAGES_PER_ACCOUNT / Math.max(1, account.friends)) }, () => account.id),
  );
  // Scheduled a little ahead so that every job is queued before the first message goes out.
  const startAt = new Date(Date.now() + 10_000).toISOString();
  const jobIds = [];
  await inBatches(drafts, 10, async (accountId) => {
    const created = await api(baseUrl, 'POST', '/jobs/message/to-friends', token, {
      accountId,
      message: 'Xin chào từ bench',
      delayMin: 0,
      delayMax: 0,
      scheduledAt: startAt,
    });
    jobIds.push(...created.jobs.map((job) => job.id));
  });
  const waitStart = Date.parse(startAt) - Date.now();
  if (waitStart > 0) await sleep(waitStart);
  const started = performance.now();
  await waitForJobs(baseUrl, token, jobIds, 10 * 60_000);
  const seconds = (performance.now() - started) / 1000;
  let sent = 0;
  let failed = 0;
  for (let page = 1; ; page += 1) {
    const list = await api(baseUrl, 'GET', `/jobs?page=${page}&limit=100`, token);
    for (const job of list.jobs) {
      sent += job.successCount;
      failed += job.failedCount;
    }
    if (page >= list.pagination.totalPages) break;
  }
  return { accounts: accounts.length, jobs: jobIds.length, sent, failed, seconds: Math.round(seconds * 10) / 10, messagesPerSecond: Math.round(sent / seconds) };
}

/**
 * One job to 100,000 phone numbers (looked up when their turn comes), in a server of its own: the accept time,
 * then the server's RSS sampled every 0.5 s while the job runs for 30 s.
 */
export async function bigJobBench(baseUrl, serverPid) {
  const token = await register(baseUrl, 'big');
  const [account] = await loggedInAccounts(baseUrl, token, 1, ACCOUNTS);
  const phoneNumbers = Array.from({ length: 100_000 }, (_, i) => `09${String(10_000_000 + i).slice(-8)}`);
  const rssBefore = rssMb(serverPid);
  const started = performance.now();
  const created = await api(baseUrl, 'POST', '/jobs/message/to-friends', token, {
    accountId: account.id,
    message: 'Xin chào',
    delayMin: 0,
    delayMax: 0,
    metadata: { phoneNumbers },
  });
  const acceptMs = Math.round(performance.now() - started);
  const job = created.jobs[0];
  let peakRss = rssMb(serverPid);
  for (let i = 0; i < 60; i += 1) {
    await sleep(500);
    peakRss = Math.max(peakRss, rssMb(serverPid));
  }
  const now = await api(baseUrl, 'GET', `/jobs/${job.id}`, token);
  return {
    totalRecipients: job.totalRecipients,
    acceptMs,
    rssBeforeMb: rssBefore,
    processed: now.successCount + now.failedCount,
    status: now.status,
    peakRssMb: peakRss,
  };
}

/** 500 users, each polling GET /jobs and GET /jobs/stats/summary every second, as an open jobs page does. */
async function pollingLoad(baseUrl) {
  const tokens = [];
  await inBatches([...Array(POLLING_USERS).keys()], 20, async (i) => tokens.push(await register(baseUrl, `poll${i}`)));
  const latencies = [];
  let errors = 0;
  const until = Date.now() + POLLING_SECONDS * 1000;
  const timed = async (url, token) => {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/v1${url}`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) errors += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - started);
  };
  await Promise.all(
    tokens.map(async (token, i) => {
      await sleep((i * 1000) / tokens.length);
      while (Date.now() < until) {
        const tickStart = Date.now();
        await Promise.all([timed('/jobs?page=1&limit=10', token), timed('/jobs/stats/summary', token)]);
        await sleep(Math.max(0, 1000 - (Date.now() - tickStart)));
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    users: tokens.length,
    requests: latencies.length,
    p50Ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 0.99) * 10) / 10,
    errors,
  };
}

/** Engine throughput, then 500 users polling their jobs pages while that server stays busy with nothing else. */
export async function jobsBench(baseUrl) {
  const token = await register(baseUrl, 'jobs');
  const engine = await engineThroughput(baseUrl, token);
  const polling = await pollingLoad(baseUrl);
  return { engine, polling };
}
