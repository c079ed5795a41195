/**
 * The inbox's ingest target: INBOX_INGEST_ACCOUNTS accounts (1,000) whose bots listen in one production server,
 * receiving INBOX_INGEST_RATE messages a second in total (2,000) for INBOX_INGEST_SECONDS (60), from their friends in
 * the simulated Zalo (delivered in batches through the simulator's control route, so the bench's HTTP costs the
 * server little). Every message goes the whole way: the listener, the bot (opt-out check), the inbox's writer. Then:
 * messages stored against delivered (nothing lost), copies of one message (nothing doubled), the p99 from the
 * platform's time to the row's stored_at, and the server's CPU over the window. On PostgreSQL (`postgresUrl`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSimulatorPlatform } from '../server/src/platform/index.ts';
import { api, benchDatabase, cpuSeconds, inBatches, loadAverage, register, round, rssMb, sleep } from './common.mjs';
import { INBOX_TARGETS, startInboxServer } from './inbox.mjs';

const SEED = 'bench-inbox-ingest';
const TEXTS = ['Shop còn hàng không?', 'Giá bao nhiêu vậy?', 'Mình đặt 2 cái nhé', 'Bao giờ giao hàng?', 'Cảm ơn shop nha'];

/** The accounts' people and, for each, the friends who write to it (world ids: the server builds the same world). */
function peopleOf(accounts) {
  const platform = createSimulatorPlatform({ seed: SEED, users: accounts + 300 });
  const world = platform.world;
  const chosen = world.users().filter((user) => world.friendIdsOf(user.id).size > 0).slice(0, accounts);
  const people = chosen.map((user) => ({ id: user.id, friends: [...world.friendIdsOf(user.id)], cookie: (imei) => world.issueCookie(user.id, imei, 'Mozilla/5.0 bench') }));
  return { people, close: () => platform.close() };
}

async function counts(database) {
  const [row] = await database.query(
    `SELECT count(*) AS stored, count(DISTINCT (account_id, platform_message_id)) AS distinct_messages,
       coalesce(percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM stored_at - at) * 1000), 0) AS p99,
       coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM stored_at - at) * 1000), 0) AS p50
     FROM messages WHERE source = 'contact'`,
  );
  return { stored: Number(row.stored), distinct: Number(row.distinct_messages), p99Ms: round(Number(row.p99)), p50Ms: round(Number(row.p50)) };
}

export async function inboxIngestBench({
  postgresUrl = process.env.INBOX_DATABASE_URL,
  accounts = Number(process.env.INBOX_INGEST_ACCOUNTS ?? 1000),
  rate = Number(process.env.INBOX_INGEST_RATE ?? 2000),
  seconds = Number(process.env.INBOX_INGEST_SECONDS ?? 60),
} = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-inbox-ingest-'));
  const database = await benchDatabase(dir, 'ingest', postgresUrl);
  const { people, close } = peopleOf(accounts);
  const env = { ...database.env, ZALO_SIM_CONTROL: 'true', ZALO_SIM_SEED: SEED, ZALO_SIM_USERS: String(accounts + 300), JOB_WORKERS: '0', BOT_TAKEOVER_EVERY_MS: '600000' };
  let server = await startInboxServer(env);
  try {
    const user = await register(server.baseUrl, 'bench-ingest');
    const setupStarted = performance.now();
    await inBatches(people, 20, async (person) => {
      const account = await api(server.baseUrl, 'POST', '/accounts', user.token, { displayName: `Shop ${person.id.slice(-4)}` });
      const imei = `imei-${person.id}`;
      await api(server.baseUrl, 'POST', `/bots/${account.id}/login/cookie`, user.token, { cookie: person.cookie(imei), imei, userAgent: 'Mozilla/5.0 bench' });
      await api(server.baseUrl, 'POST', `/bots/${account.id}/start`, user.token);
    });
    const setupSeconds = round((performance.now() - setupStarted) / 1000);
    await sleep(2000);
    const load = loadAverage();
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    const tickMs = 100;
    let delivered = 0;
    let refused = 0;
    let counter = 0;
    for (let tick = 0; tick < (seconds * 1000) / tickMs; tick += 1) {
      const due = started + tick * tickMs;
      if (performance.now() < due) await sleep(due - performance.now());
      const messages = Array.from({ length: Math.round((rate * tickMs) / 1000) }, () => {
        const person = people[counter % people.length];
        counter += 1;
        return { fromUserId: person.friends[counter % person.friends.length], toUserId: person.id, text: `${TEXTS[counter % TEXTS.length]} #${counter}` };
      });
      const answer = await fetch(`${server.baseUrl}/__sim/zalo/messages/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messages }),
      }).then((response) => response.json(), () => null);
      if (answer?.success) delivered += messages.length;
      else refused += messages.length;
    }
    const windowSeconds = (performance.now() - started) / 1000;
    const cores = round((cpuSeconds(server.pid) - cpuBefore) / windowSeconds, 2);
    const rss = rssMb(server.pid);
    let result;
    if (database.live) {
      for (const deadline = Date.now() + 60_000; ; await sleep(500)) {
        result = await counts(database.live);
        if (result.stored >= delivered || Date.now() > deadline) break;
      }
    } else {
      await sleep(5000);
      await server.stop();
      result = await database.whileStopped(counts);
      server = await startInboxServer(env);
    }
    return {
      database: database.label,
      accounts,
      rate,
      seconds,
      setupSeconds,
      load,
      delivered,
      refused,
      achievedRate: round(delivered / windowSeconds),
      ...result,
      lost: delivered - result.distinct,
      doubled: result.stored - result.distinct,
      cores,
      rssMb: rss,
    };
  } finally {
    await server.stop();
    await close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}

export function inboxIngestRows(r) {
  const t = INBOX_TARGETS;
  return [
    [
      `Inbox ingest: ${r.accounts.toLocaleString('en')} accounts receiving ${r.rate.toLocaleString('en')} messages/s for ${r.seconds} s (${r.database})`,
      `${r.stored.toLocaleString('en')} stored of ${r.delivered.toLocaleString('en')} delivered (${r.achievedRate}/s), ${r.lost} lost, ${r.doubled} doubled; receipt to stored p99 ${r.p99Ms} ms (p50 ${r.p50Ms} ms); server ${r.cores} core, RSS ${r.rssMb} MB; load ${r.load}`,
      `nothing lost or doubled, p99 ≤ ${t.ingestP99Ms} ms, ≤ ${t.ingestCores} core`,
      r.lost === 0 && r.doubled === 0 && r.p99Ms <= t.ingestP99Ms && r.cores <= t.ingestCores,
      [r.refused === 0 && r.delivered > 0, `every batch delivered by the simulator (${r.refused} refused)`],
    ],
  ];
}
