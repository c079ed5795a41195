/**
 * The groups bench's targets, in process on an embedded database (the same SQL the API runs) and a simulator session:
 * - an account with 200 stored groups (synced through the gateway) and 10 group tags: filtered-groups with a
 *   tag filter and a name search, p99 over 300 queries;
 * - pending friends over 20 of those groups holding 20,000 members in total, against stored friends.
 */
import { openPglite } from '../server/src/db/client.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createFriendsRepo } from '../server/src/modules/social/friends/repo.ts';
import { createGroupsService } from '../server/src/modules/social/groups/groups-service.ts';
import { createGroupMembersService } from '../server/src/modules/social/groups/members.ts';
import { createGroupsRepo } from '../server/src/modules/social/groups/repo.ts';
import { createSimulatorPlatform } from '../server/src/platform/index.ts';
import { insertTags } from './common.mjs';

const GROUPS = 200;
const BIG_GROUPS = 20;
const MEMBERS_PER_BIG_GROUP = 1000;
const FRIENDS = 1000; // Zalo's cap on an account's friends (the simulator refuses more)
const TAGS = 10;
const QUERIES = Number(process.env.GROUPS_BENCH_QUERIES ?? 300);
const WORDS = ['Rau', 'Sạch', 'Hội', 'Mua', 'Bán', 'Chợ', 'Xe', 'Nhà', 'Đất', 'Sỉ', 'Lẻ', 'Phố'];

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const round = (ms) => Math.round(ms * 10) / 10;

/** The sessions the services use, over one simulator session of the account. */
function sessionsOf(account, session) {
  return { ownedAccount: async () => account, activeAccount: async () => account, withSession: (_userId, _account, work) => work(session) };
}

export async function groupsBench() {
  const database = openPglite(undefined);
  await migrate(database);
  const platform = createSimulatorPlatform({ seed: 'groups-bench', users: BIG_GROUPS * MEMBERS_PER_BIG_GROUP + 100 });
  try {
    const world = platform.world;
    const people = world.users();
    const me = people[0].id;
    for (const groupId of world.groupIdsOf(me)) world.leaveGroup(me, groupId);
    const bigGroups = [];
    for (let i = 0; i < BIG_GROUPS; i++) {
      const members = people.slice(1 + i * MEMBERS_PER_BIG_GROUP, 1 + (i + 1) * MEMBERS_PER_BIG_GROUP).map((u) => u.id);
      bigGroups.push(world.createGroup({ name: `Nhóm lớn ${i + 1}`, memberIds: [me, ...members.slice(0, MEMBERS_PER_BIG_GROUP - 1)] }).id);
    }
    for (let i = BIG_GROUPS; i < GROUPS; i++) {
      const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i + 1}`;
      world.createGroup({ name, memberIds: [me, ...people.slice(1 + i * 10, 11 + i * 10).map((u) => u.id)] });
    }
    // Every tenth member a friend, up to Zalo's cap of 1,000 (the simulated person may have friends already).
    for (const friend of people.slice(1, 1 + FRIENDS * 10).filter((_, index) => index % 10 === 0)) {
      if (world.friendIdsOf(me).size >= FRIENDS) break;
      if (!world.areFriends(me, friend.id)) world.makeFriends(me, friend.id);
    }

    const [{ id: userId }] = await database.query(`WITH person AS (INSERT INTO users (email, password_hash) VALUES ('bench@example.com', 'x') RETURNING id, email), own AS (INSERT INTO workspaces (id, name) SELECT id, email FROM person), membership AS (INSERT INTO workspace_members (workspace_id, user_id, role) SELECT id, id, 'OWNER' FROM person) SELECT id FROM person`);
    const [account] = await database.query(
      "INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, 'Shop', 'ACTIVE') RETURNING id, display_name AS \"displayName\", status, phone",
      [userId],
    );
    const imei = 'bench-imei';
    const userAgent = 'bench';
    const session = await platform.login({ cookie: world.issueCookie(me, imei, userAgent), imei, userAgent });
    const sessions = sessionsOf(account, session);

    const repo = createGroupsRepo(database);
    const groups = createGroupsService({ repo, sessions });
    const syncStarted = performance.now();
    const synced = await groups.sync(userId, account.id);
    const syncMs = performance.now() - syncStarted;

    const friendsRepo = createFriendsRepo(database);
    await friendsRepo.replaceAccountFriends(userId, account.id, await session.listFriends());
    const friendUids = async (owner, accountId) => new Set((await friendsRepo.activeRecipients(owner, accountId, false)).map((row) => row.uid));

    const tagIds = await insertTags(database, 'group_tags', userId, TAGS);
    // Each group carries one or two tags.
    await database.query(
      `INSERT INTO group_tag_assignments (tag_id, group_id)
       SELECT ($2::uuid[])[1 + (abs(hashtext(g.group_id)) % $3)], g.id FROM groups g WHERE g.workspace_id = $1
       UNION SELECT ($2::uuid[])[1 + (abs(hashtext(g.name)) % $3)], g.id FROM groups g WHERE g.workspace_id = $1`,
      [userId, tagIds, TAGS],
    );
    await database.exec('ANALYZE');

    const queryTimes = [];
    let lastTotal = 0;
    for (let i = 0; i < QUERIES; i++) {
      const started = performance.now();
      const page = await groups.filtered(userId, { tagIds: [tagIds[i % TAGS]], search: WORDS[i % WORDS.length].toLowerCase(), offset: 0, limit: 100 });
      queryTimes.push(performance.now() - started);
      lastTotal = page.totalAll;
    }

    const members = createGroupMembersService({ repo, sessions, friendUids });
    const pendingStarted = performance.now();
    const pending = await members.pendingFriends(userId, account.id, { groupIds: bigGroups, showAll: false });
    const pendingMs = performance.now() - pendingStarted;
    const allStarted = performance.now();
    const all = await members.pendingFriends(userId, account.id, { groupIds: bigGroups, showAll: true });
    const pendingAllMs = performance.now() - allStarted;

    return {
      groups: lastTotal,
      syncedGroups: synced.total,
      syncMs: round(syncMs),
      tags: TAGS,
      filteredP50Ms: round(percentile(queryTimes, 50)),
      filteredP99Ms: round(percentile(queryTimes, 99)),
      queries: QUERIES,
      pendingGroups: pending.summary.groupCount,
      pendingMembers: pending.summary.totalMembers,
      pendingFriends: pending.summary.totalPendingFriends,
      existingFriends: pending.summary.existingFriends,
      pendingMs: round(pendingMs),
      pendingAllMs: round(pendingAllMs),
      pendingAllListed: all.pendingFriends.length,
    };
  } finally {
    await platform.close();
    await database.close();
  }
}

if (process.argv[1] === import.meta.filename) console.log(await groupsBench());
