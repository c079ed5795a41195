/**
 * The friends bench's targets, in process on an embedded database (the same SQL the API runs):
 * - one 1,000-friend sync against the simulator (its list read plus the store's upsert);
 * - a customer with 50 accounts × 1,000 friends and 20 tags: filtered-friends with a tag filter and a name
 *   search, p99 over 300 queries.
 */
import { openPglite } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createFriendsService } from '../server/src/modules/social/friends/friends-service.ts';
import { createFriendsRepo } from '../server/src/modules/social/friends/repo.ts';
import { createSimulatorPlatform } from '../server/src/platform/index.ts';
import { insertTags } from './common.mjs';

const ACCOUNTS = 50;
const FRIENDS_PER_ACCOUNT = 1000;
const TAGS = 20;
const QUERIES = Number(process.env.FRIENDS_BENCH_QUERIES ?? 300);

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const round = (ms) => Math.round(ms * 10) / 10;

export async function friendsBench() {
  const database = openPglite(undefined);
  await migrate(database);
  const platform = createSimulatorPlatform({ seed: 'friends-bench', users: FRIENDS_PER_ACCOUNT + 20 });
  try {
    const [{ id: userId }] = await database.query(`WITH person AS (INSERT INTO users (email, password_hash) VALUES ('bench@example.com', 'x') RETURNING id, email), own AS (INSERT INTO workspaces (id, name) SELECT id, email FROM person), membership AS (INSERT INTO workspace_members (workspace_id, user_id, role) SELECT id, id, 'OWNER' FROM person) SELECT id FROM person`);
    const accountIds = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const [{ id }] = await database.query("INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, $2, 'ACTIVE') RETURNING id", [userId, `Shop ${i + 1}`]);
      accountIds.push(id);
    }
    const repo = createFriendsRepo(database);
    const world = platform.world;
    const me = world.users()[0].id;
    // Up to Zalo's cap of 1,000 friends (the simulated person may have some already).
    for (const other of world.users().slice(1)) {
      if (world.friendIdsOf(me).size >= FRIENDS_PER_ACCOUNT) break;
      if (!world.areFriends(me, other.id)) world.makeFriends(me, other.id);
    }

    const syncTimes = [];
    for (const accountId of accountIds) {
      const started = performance.now();
      // What the simulator session's listFriends answers; each account sees the same people under its own uids.
      const listed = world.friendsOf(me).slice(0, FRIENDS_PER_ACCOUNT).map((f) => ({ ...f, userId: `${accountId.slice(0, 8)}-${f.userId}` }));
      await repo.replaceAccountFriends(userId, accountId, listed);
      syncTimes.push(performance.now() - started);
    }
    const resyncStarted = performance.now();
    await repo.replaceAccountFriends(userId, accountIds[0], world.friendsOf(me).map((f) => ({ ...f, userId: `${accountIds[0].slice(0, 8)}-${f.userId}` })));
    const resyncMs = performance.now() - resyncStarted;

    const tagIds = await insertTags(database, 'friend_tags', userId, TAGS);
    // About a third of the friends carry one tag, spread over the 20.
    await database.query(
      `INSERT INTO friend_tag_assignments (tag_id, friend_id)
       SELECT ($2::uuid[])[1 + (abs(hashtext(f.id::text)) % $3)], f.id FROM friends f WHERE f.workspace_id = $1 AND abs(hashtext(f.uid)) % 3 = 0`,
      [userId, tagIds, TAGS],
    );
    await database.exec('ANALYZE');

    const names = world.friendsOf(me).map((f) => f.displayName.split(' ').at(-1));
    // The service the route calls (no account filter here, so no session is needed).
    const service = createFriendsService({ repo, sessions: {} });
    const queryTimes = [];
    let lastTotal = 0;
    for (let i = 0; i < QUERIES; i++) {
      const started = performance.now();
      const page = await service.filtered(userId, { tagIds: [tagIds[i % TAGS]], search: names[i % names.length], offset: 0, limit: 50 });
      queryTimes.push(performance.now() - started);
      lastTotal = page.totalAll;
    }
    return {
      friends: lastTotal,
      tags: TAGS,
      syncFirstMs: round(syncTimes[0]),
      syncP99Ms: round(percentile(syncTimes, 99)),
      resyncMs: round(resyncMs),
      filteredP50Ms: round(percentile(queryTimes, 50)),
      filteredP99Ms: round(percentile(queryTimes, 99)),
      queries: QUERIES,
    };
  } finally {
    await platform.close();
    await database.close();
  }
}

if (process.argv[1] === import.meta.filename) console.log(await friendsBench());
