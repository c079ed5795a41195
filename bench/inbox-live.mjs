/**
 * The inbox's live target: INBOX_STREAMS open inbox pages (2,000: INBOX_STREAM_USERS users, 500, with four pages each),
 * each holding the server's event stream. First what an idle page costs the server (CPU over INBOX_IDLE_SECONDS, 30,
 * which spans one 25 s ping, against the same time with no page open; RSS per page); then for INBOX_LIVE_SECONDS
 * (30) twenty conversations a second change (a read through the API, which is what a message does to the row too)
 * and each of the owner's pages must hear of it: the p99 from the request to the event on the page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEvents } from '../server/src/modules/inbox/testing/event-stream.ts';
import { api, benchDatabase, cpuSeconds, inBatches, loadAverage, percentile, register, round, rssMb, sleep } from './common.mjs';
import { INBOX_TARGETS, startInboxServer } from './inbox.mjs';

async function seedConversations(database, users) {
  for (const user of users) {
    const [row] = await database.query(
      `INSERT INTO conversations (workspace_id, account_id, type, thread_id, name, unread_count) VALUES ($1, $2, 'user', '7001', 'Khách quen', 1) RETURNING id`,
      [user.id, user.accountId],
    );
    user.conversationId = row.id;
  }
}

async function idleCores(pid, seconds) {
  const before = cpuSeconds(pid);
  await sleep(seconds * 1000);
  return round((cpuSeconds(pid) - before) / seconds, 3);
}

export async function inboxLiveBench({
  postgresUrl = process.env.INBOX_DATABASE_URL,
  streams = Number(process.env.INBOX_STREAMS ?? 2000),
  users: userCount = Number(process.env.INBOX_STREAM_USERS ?? 500),
  idleSeconds = Number(process.env.INBOX_IDLE_SECONDS ?? 30),
  seconds = Number(process.env.INBOX_LIVE_SECONDS ?? 30),
  changesPerSecond = 20,
} = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-inbox-live-'));
  const database = await benchDatabase(dir, 'live', postgresUrl);
  let server = await startInboxServer(database.env);
  const readers = [];
  try {
    const users = [];
    await inBatches(Array.from({ length: userCount }), 20, async () => {
      const user = await register(server.baseUrl, 'bench-live');
      user.accountId = (await api(server.baseUrl, 'POST', '/accounts', user.token, { displayName: 'Shop' })).id;
      users.push(user);
    });
    if (!database.live) await server.stop();
    await database.whileStopped((db) => seedConversations(db, users));
    if (!database.live) server = await startInboxServer(database.env);
    await sleep(2000);
    const load = loadAverage();
    const noPagesCores = await idleCores(server.pid, idleSeconds);
    const rssBefore = rssMb(server.pid);

    const perUser = Math.max(1, Math.round(streams / users.length));
    await inBatches(users, 25, async (user) => {
      user.streams = [];
      for (let i = 0; i < perUser; i += 1) {
        const { url } = await api(server.baseUrl, 'POST', '/live/link', user.token);
        const reader = readEvents(await fetch(`${server.baseUrl}${url}`));
        user.streams.push(reader);
        readers.push(reader);
      }
    });
    await sleep(2000);
    const rssWithPages = rssMb(server.pid);
    const pagesIdleCores = await idleCores(server.pid, idleSeconds);

    const changes = [];
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    for (let i = 0; i < seconds * changesPerSecond; i += 1) {
      const due = started + (i * 1000) / changesPerSecond;
      if (performance.now() < due) await sleep(due - performance.now());
      const user = users[Math.floor(Math.random() * users.length)];
      const change = { user, at: performance.now(), from: user.streams.map((stream) => stream.events.length) };
      changes.push(change);
      void fetch(`${server.baseUrl}/api/v1/conversations/${user.conversationId}/read`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` } });
    }
    const busyCores = round((cpuSeconds(server.pid) - cpuBefore) / ((performance.now() - started) / 1000), 2);
    await sleep(5000);
    const latencies = [];
    let missed = 0;
    for (const change of changes) {
      change.user.streams.forEach((stream, index) => {
        const event = stream.events.slice(change.from[index]).find((e) => e.event === 'inbox' && e.at >= change.at && e.data?.conversationId === change.user.conversationId);
        if (event) latencies.push(event.at - change.at);
        else missed += 1;
      });
    }
    latencies.sort((a, b) => a - b);
    return {
      database: database.label,
      streams: users.reduce((sum, user) => sum + user.streams.length, 0),
      ended: readers.filter((reader) => reader.ended).length,
      users: users.length,
      load,
      noPagesCores,
      pagesIdleCores,
      idleSeconds,
      rssBeforeMb: rssBefore,
      rssWithPagesMb: rssWithPages,
      // RSS moves with the garbage collector too: a page's cost is only read when it is above that noise.
      kbPerPage: Math.max(0, round(((rssWithPages - rssBefore) * 1024) / Math.max(1, streams), 1)),
      changes: changes.length,
      deliveries: latencies.length,
      missed,
      p50Ms: round(percentile(latencies, 0.5)),
      p99Ms: round(percentile(latencies, 0.99)),
      busyCores,
    };
  } finally {
    await Promise.all(readers.map((reader) => reader.close()));
    await server.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }
}

export function inboxLiveRows(r) {
  return [
    [
      `Inbox live: ${r.streams.toLocaleString('en')} open pages (${r.users} users), a conversation change reaches each of its user's pages (${r.database})`,
      `p99 ${r.p99Ms} ms, p50 ${r.p50Ms} ms over ${r.deliveries.toLocaleString('en')} deliveries of ${r.changes} changes, ${r.missed} missed; server ${r.busyCores} core meanwhile; load ${r.load}`,
      `p99 ≤ ${INBOX_TARGETS.liveP99Ms} ms`,
      r.p99Ms <= INBOX_TARGETS.liveP99Ms && r.missed === 0,
      [r.ended === 0 && r.deliveries > 0, `every stream open to the end (${r.ended} ended)`],
    ],
    [
      `Inbox live: what ${r.streams.toLocaleString('en')} idle pages cost the server (${r.database})`,
      `${r.pagesIdleCores} core over ${r.idleSeconds} s with them open (a ping each 25 s) against ${r.noPagesCores} core with none; RSS ${r.rssBeforeMb} → ${r.rssWithPagesMb} MB (~${r.kbPerPage} KB a page)`,
      '≈ nothing (≤ +0.05 core)',
      r.pagesIdleCores - r.noPagesCores <= 0.05,
      [r.ended === 0, 'every stream stayed open'],
    ],
  ];
}
