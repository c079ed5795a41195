/**
 * The jobs bench's targets, against the production server on a data folder whose plans are made unlimited first:
 * - engine throughput with zero delays against the simulator, 20 accounts in one process;
 * - a 100,000-recipient job accepted in under 5 s, and the server's RSS while it really sends (a server of its
 *   own, whose simulated world is large enough for 100,000 recipients who take the account's messages);
 * - 500 users polling their jobs list and stats every second for 60 s (p99, errors), each page holding jobs,
 *   some of them running.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createSimulatorPlatform } from '../server/src/platform/index.ts';
import { api, cookieAccount, inBatches, percentile, register, rssMb, sleep } from './common.mjs';

const SIM_SEED = 'zalo-manager'; // the server's default ZALO_SIM_SEED: the same world in both processes
const ACCOUNTS = 20;
const MESSAGES_PER_ACCOUNT = 500;
const POLLING_USERS = 500;
const POLLING_SECONDS = 60;
const BIG_JOB_RECIPIENTS = 100_000;
/** The people of the jobs server's world: the 20 throughput accounts, then one per polling user. */
export const JOBS_WORLD_USERS = 1000;
/** About 85 % of simulated people take messages from strangers: 120,000 hold 100,000 recipients. */
export const BIG_WORLD_USERS = 120_000;

/** What the server needs for this bench: no simulator rate limits or daily caps in the way of throughput. */
export const JOBS_BENCH_ENV = {
  ZALO_SIM_MESSAGES_PER_MINUTE: '1000000',
  ZALO_SIM_STRANGERS_PER_DAY: '1000000',
  // The benches send one text to up to 100,000 strangers: the simulated spam filter must let it through.
  ZALO_SIM_REPEATED_TEXT_LIMIT: '1000000',
  ZALO_SIM_PHONE_LOOKUPS_PER_MINUTE: '1000000',
  JOB_DAILY_MESSAGE_CAP: '1000000',
  // Benches run at any hour: no sending window in the way.
  JOB_SENDING_WINDOW: 'off',
};

/** The world the server builds from ZALO_SIM_USERS (same seed, same size, same people). */
export function simulatedWorld(users) {
  const platform = createSimulatorPlatform({ seed: SIM_SEED, users });
  return { world: platform.world, close: () => platform.close() };
}

/** Accounts logged in with cookies the simulated world issues (the same world as the server's). */
async function loggedInAccounts(baseUrl, token, count, offset, world) {
  const people = world.users().slice(offset, offset + count);
  const accounts = [];
  await inBatches(people, 10, async (person) => {
    const account = await cookieAccount(baseUrl, token, world, person);
    accounts.push({ id: account.id, personId: person.id, friends: world.friendIdsOf(person.id).size });
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
async function engineThroughput(baseUrl, token, world) {
  const accounts = await loggedInAccounts(baseUrl, token, ACCOUNTS, 0, world);
  const drafts = accounts.flatMap((account) =>
    Array.from({ length: Math.ceil(MESSAGES_PER_ACCOUNT / Math.max(1, account.friends)) }, () => account.id),
  );
  // Scheduled a little ahead so that every job is queued before the first message goes out (on a busy machine
  // a job created after that moment is scheduled just after its creation; the measure still starts at startAt).
  const startAt = new Date(Date.now() + 60_000).toISOString();
  const scheduledAt = () => new Date(Math.max(Date.parse(startAt), Date.now() + 15_000)).toISOString();
  const jobIds = [];
  await inBatches(drafts, 10, async (accountId) => {
    const created = await api(baseUrl, 'POST', '/jobs/message/to-friends', token, {
      accountId,
      message: 'Xin chào từ bench',
      delayMin: 0,
      delayMax: 0,
      scheduledAt: scheduledAt(),
    });
    jobIds.push(...created.jobs.map((job) => job.id));
  });
  const waitStart = Date.parse(startAt) - Date.now();
  if (waitStart > 0) await sleep(waitStart);
  await waitForJobs(baseUrl, token, jobIds, 10 * 60_000);
  // From the common start: a job scheduled later only lowers the figure.
  const seconds = (Date.now() - Date.parse(startAt)) / 1000;
  let sent = 0;
  let failed = 0;
  let completed = 0;
  for (let page = 1; ; page += 1) {
    const list = await api(baseUrl, 'GET', `/jobs?page=${page}&limit=100`, token);
    for (const job of list.jobs) {
      sent += job.successCount;
      failed += job.failedCount;
      if (job.status === 'COMPLETED') completed += 1;
    }
    if (page >= list.pagination.totalPages) break;
  }
  return {
    accounts: accounts.length,
    jobs: jobIds.length,
    completed,
    sent,
    failed,
    seconds: Math.round(seconds * 10) / 10,
    messagesPerSecond: Math.round(sent / seconds),
  };
}

/** Phone numbers of people who take `personId`'s messages (friends, or strangers who accept them; not blocking). */
function reachablePhones(world, personId, count) {
  return world
    .users()
    .filter((u) => u.id !== personId && !world.hasBlocked(u.id, personId))
    .filter((u) => world.areFriends(personId, u.id) || u.acceptsStrangerMessages)
    .slice(0, count)
    .map((u) => u.phone);
}

/**
 * One job to 100,000 phone numbers of people in the simulated world (looked up when their turn comes), in a
 * server of its own: the accept time, then the server's RSS every 0.5 s and the job's progress every 5 s for
 * 30 s. It ran as planned when it kept sending (more sent at every look) with no failure and no pause.
 * Besides the RSS as it comes, the RSS after a full garbage collection (before the job and at every look): what
 * the server keeps alive. The 120,000-person world takes ~450 MB of the server's heap, and a heap that large lets
 * the collector leave far more garbage uncollected than a server without it would.
 */
export async function bigJobBench(server, world, deliveryLog) {
  const { baseUrl, pid: serverPid } = server;
  const token = (await register(baseUrl, 'bench-big')).token;
  const [account] = await loggedInAccounts(baseUrl, token, 1, ACCOUNTS, world);
  const phoneNumbers = reachablePhones(world, account.personId, BIG_JOB_RECIPIENTS);
  const rssBefore = rssMb(serverPid);
  const heldBefore = await heldRssMb(server);
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
  const rssAfterAccept = rssMb(serverPid);
  let peakRss = rssAfterAccept;
  let peakHeld = heldBefore;
  const progress = [];
  const delivered = [];
  /** The job's count must lie between the deliveries just before its read (one outcome may be uncommitted) and after. */
  let countsAgree = true;
  for (let i = 1; i <= 60; i += 1) {
    await sleep(500);
    peakRss = Math.max(peakRss, rssMb(serverPid));
    if (i % 10 === 0) {
      const deliveredBefore = deliveriesFrom(deliveryLog, account.personId);
      const read = await api(baseUrl, 'GET', `/jobs/${job.id}`, token);
      const deliveredAfter = deliveriesFrom(deliveryLog, account.personId);
      countsAgree &&= read.successCount >= deliveredBefore - 1 && read.successCount <= deliveredAfter;
      progress.push(read);
      delivered.push(deliveredAfter);
      peakHeld = Math.max(peakHeld, await heldRssMb(server));
    }
  }
  const last = progress[progress.length - 1];
  const first = progress[0];
  // As planned: still sending at the first look (100,000 messages cannot all go in 5 s), more really delivered
  // at every look, the job's count matching the world's deliveries at every look, no failure, no pause.
  const keptDelivering = delivered.every((count, i) => count > (i === 0 ? 0 : delivered[i - 1]));
  return {
    totalRecipients: job.totalRecipients,
    acceptMs,
    rssBeforeMb: rssBefore,
    rssAfterAcceptMb: rssAfterAccept,
    peakRssMb: peakRss,
    heldBeforeMb: heldBefore,
    peakHeldMb: peakHeld,
    sentAt5s: progress.map((p) => p.successCount),
    deliveredAt5s: delivered,
    sent: last.successCount,
    failed: last.failedCount,
    status: last.status,
    pausedUntil: last.pausedUntil,
    ranAsPlanned:
      first.status === 'PROCESSING' &&
      (last.status === 'PROCESSING' || (last.status === 'COMPLETED' && delivered[delivered.length - 1] === job.totalRecipients)) &&
      keptDelivering &&
      countsAgree &&
      last.failedCount === 0 &&
      last.pausedUntil === null,
  };
}

/** The server's RSS right after a full garbage collection (through its inspector): what it keeps alive. */
async function heldRssMb(server) {
  await server.collectGarbage();
  return rssMb(server.pid);
}

/**
 * The same server as the big job's (one account logged in, nothing sent) with a world of 1,000 people: what the
 * server itself weighs before the job, without the 120,000-person simulated world that the big job's server holds
 * (RSS as it comes, and after a full garbage collection).
 */
export async function worldlessBaselineMb(server, world) {
  const token = (await register(server.baseUrl, 'bench-baseline')).token;
  await loggedInAccounts(server.baseUrl, token, 1, ACCOUNTS, world);
  await sleep(5_000);
  const rss = rssMb(server.pid);
  return { rss, held: await heldRssMb(server) };
}

/** Messages the simulated world really delivered from `personId` (ZALO_SIM_DELIVERY_LOG, one JSON line each). */
function deliveriesFrom(deliveryLog, personId) {
  if (!existsSync(deliveryLog)) return 0;
  const from = `"fromUserId":${JSON.stringify(personId)},`;
  return readFileSync(deliveryLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes(from)).length;
}

/**
 * Each polling user gets an account and jobs first: 5 short ones that complete and one to all the account's
 * friends at 2-3 s per message that is still PENDING or PROCESSING while the polling runs (25 accounts send
 * at once per process, so most of them wait their turn).
 */
async function usersWithJobs(baseUrl, world) {
  const users = [];
  await inBatches([...Array(POLLING_USERS).keys()], 20, async (i) => {
    const token = (await register(baseUrl, `bench-poll${i}`)).token;
    const [account] = await loggedInAccounts(baseUrl, token, 1, ACCOUNTS + 1 + i, world);
    // The friends as the account sees them: each account has its own uid for a person.
    const friends = [...world.friendIdsOf(account.personId)].map((id) => world.uidFor(account.personId, id));
    const body = { accountId: account.id, message: 'Xin chào', delayMin: 0, delayMax: 0 };
    for (let j = 0; j < 5; j += 1) await api(baseUrl, 'POST', '/jobs/message/to-friends', token, { ...body, recipients: friends.slice(j, j + 2) });
    await api(baseUrl, 'POST', '/jobs/message/to-friends', token, { ...body, delayMin: 2, delayMax: 3 });
    users.push(token);
  });
  return users;
}

/** What the polled pages hold: their jobs by status, summed over the users. */
async function jobStatuses(baseUrl, tokens) {
  const total = {};
  await inBatches(tokens, 20, async (token) => {
    const stats = await api(baseUrl, 'GET', '/jobs/stats/summary', token);
    for (const [status, count] of Object.entries(stats.byStatus)) total[status] = (total[status] ?? 0) + count;
  });
  return total;
}

/** 500 users, each polling GET /jobs and GET /jobs/stats/summary every second, as an open jobs page does. */
async function pollingLoad(baseUrl, world) {
  const tokens = await usersWithJobs(baseUrl, world);
  const jobsAtStart = await jobStatuses(baseUrl, tokens);
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
  const jobsAtEnd = await jobStatuses(baseUrl, tokens);
  return {
    users: tokens.length,
    jobsAtStart,
    jobsAtEnd,
    requests: latencies.length,
    p50Ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 0.99) * 10) / 10,
    errors,
  };
}

/** Engine throughput, then 500 users polling their jobs pages while that server stays busy with nothing else. */
export async function jobsBench(baseUrl, world) {
  const token = (await register(baseUrl, 'bench-jobs')).token;
  const engine = await engineThroughput(baseUrl, token, world);
  const polling = await pollingLoad(baseUrl, world);
  return { engine, polling };
}
