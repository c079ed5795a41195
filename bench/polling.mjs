/**
 * 2,000 users with an open jobs page, each polling GET /jobs and GET /jobs/stats/summary every
 * second for 60 s (some of them with a job running), twice: as plain GETs, then as a browser does with the
 * answers' ETags (If-None-Match, a 304 when nothing changed). p50, p99, errors and the share of 304s.
 * POLL_USERS and POLL_SECONDS make a shorter run while working on it.
 */
import { Worker } from 'node:worker_threads';
import { api, cookieAccount, cpuSeconds, inBatches, percentile, register } from './common.mjs';

const SIM_FIRST_PERSON = 1_000; // people before this one are the jobs bench's
const USERS = Number(process.env.POLL_USERS ?? 2_000);
const SECONDS = Number(process.env.POLL_SECONDS ?? 60);
/** Every RUNNING_EVERY-th user has a job to all the account's friends at 1-2 s per message while polling. */
const RUNNING_EVERY = 4;
/** The people of the server's world: one account per polling user, after the jobs bench's. */
export const POLLING_WORLD_USERS = SIM_FIRST_PERSON + USERS + 100;

/** Each user: an account logged in with a cookie of the simulated world, two finished jobs, and for some a running one. */
async function usersWithJobs(baseUrl, world) {
  const users = [];
  const people = world.users().slice(SIM_FIRST_PERSON, SIM_FIRST_PERSON + USERS);
  await inBatches([...people.keys()], 20, async (i) => {
    const person = people[i];
    const { token } = await register(baseUrl, `bench-poll-${i}`);
    const account = await cookieAccount(baseUrl, token, world, person);
    const friends = [...world.friendIdsOf(person.id)].map((id) => world.uidFor(person.id, id));
    const body = { accountId: account.id, message: 'Xin chào', delayMin: 1, delayMax: 2 };
    for (let j = 0; j < 2; j += 1) await api(baseUrl, 'POST', '/jobs/message/to-friends', token, { ...body, recipients: friends.slice(j, j + 1) });
    if (i % RUNNING_EVERY === 0) await api(baseUrl, 'POST', '/jobs/message/to-friends', token, body);
    users.push(token);
  });
  return users;
}

async function runningJobs(baseUrl, tokens) {
  let running = 0;
  await inBatches(tokens, 50, async (token) => {
    const { byStatus } = await api(baseUrl, 'GET', '/jobs/stats/summary', token);
    running += byStatus.PENDING + byStatus.PROCESSING;
  });
  return running;
}

/** Polling clients run in this many worker threads, so that the bench's own client is not what it measures. */
export const CLIENT_THREADS = 4;
/** The first seconds, when 2,000 pages open at once and each makes its first full read, are reported apart. */
export const WARM_UP_SECONDS = 5;

/** Every user polls both reads each second for SECONDS; `conditional`: with the last ETag of each URL, as a browser. */
async function pollFor(baseUrl, serverPid, tokens, conditional) {
  const cpuBefore = cpuSeconds(serverPid);
  const startAt = Date.now() + 500;
  const shares = Array.from({ length: CLIENT_THREADS }, (_, thread) => tokens.map((token, i) => [token, i]).filter(([, i]) => i % CLIENT_THREADS === thread));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL('./polling-client.mjs', import.meta.url), {
            workerData: {
              baseUrl,
              tokens: share.map(([token]) => token),
              // Users start spread over the first second, as pages opened at different times.
              offsetOf: share.map(([, i]) => (i * 1000) / tokens.length),
              seconds: SECONDS,
              conditional,
              startAt,
            },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const seconds = (Date.now() - startAt) / 1000;
  const latencies = results.flatMap((result) => [...result.latencies]).sort((a, b) => a - b);
  // After the first WARM_UP_SECONDS: every page has made its first, full read, and users poll as they would all day.
  const steady = results
    .flatMap((result) => [...result.latencies].filter((_, i) => result.sentAt[i] >= WARM_UP_SECONDS * 1000))
    .sort((a, b) => a - b);
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  const notModified = results.reduce((sum, result) => sum + result.notModified, 0);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 0.99) * 10) / 10,
    steadyP50Ms: Math.round(percentile(steady, 0.5) * 10) / 10,
    steadyP99Ms: Math.round(percentile(steady, 0.99) * 10) / 10,
    steadyRequests: steady.length,
    errors,
    notModifiedShare: Math.round((notModified / Math.max(1, latencies.length)) * 1000) / 1000,
    serverCpuCores: Math.round(((cpuSeconds(serverPid) - cpuBefore) / seconds) * 100) / 100,
  };
}

/** `plain`: also the same polls without ETags afterwards (BENCH_ONLY=polling), to compare. */
export async function pollingBench(baseUrl, serverPid, world, { plain = true } = {}) {
  const tokens = await usersWithJobs(baseUrl, world);
  const runningAtStart = await runningJobs(baseUrl, tokens);
  // Conditional first: plain polls overload the server, and its backlog would spill into the next run.
  const conditional = await pollFor(baseUrl, serverPid, tokens, true);
  const plainPolls = plain ? await pollFor(baseUrl, serverPid, tokens, false) : undefined;
  return { users: tokens.length, seconds: SECONDS, runningAtStart, runningAtEnd: await runningJobs(baseUrl, tokens), plain: plainPolls, conditional };
}
