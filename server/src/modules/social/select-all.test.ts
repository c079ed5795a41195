import { eq } from 'drizzle-orm';
import { jobRecipients, jobSchedules } from '../../db/schema';
import type { SimulatorPlatform } from '../../platform';
import { type SignedInUser, type TestApp } from '../../testing/test-app';
import { createSimTestApp } from '../../testing/sim-test-app';
import { userCalls } from '../../testing/user-calls';
import { loginSimAccount, type SimAccount } from '../../testing/sim-accounts';
import { moveToPlan } from '../../testing/plans';

/**
 * "select all" takes every filtered item. A bulk action sends the page's filter (and the items
 * unticked since) instead of ids; the server reads the filter itself, so no cap of the browser or of a body applies.
 */

let t: TestApp;
let platform: SimulatorPlatform;
let nextSimUser = 0;

// Jobs are stored, never sent: the simulated world stays as the tests read it.
beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'select-all-test', users: 160, workers: 0 }));
});
afterAll(() => t.close());

const { call, dataOf } = userCalls(() => t);
const errorOf = async (user: SignedInUser, url: string, payload: object) => {
  const response = await call(user, 'POST', url, payload);
  return [response.statusCode, response.json().error];
};
const world = () => platform.world;

/** The next simulated person, out of the groups the simulation gave them. */
function nextPerson(): string {
  const me = world().users()[nextSimUser++].id;
  for (const groupId of world().groupIdsOf(me)) world().leaveGroup(me, groupId);
  return me;
}

async function onPro(user: SignedInUser) {
  await moveToPlan(t.database, user.id, 'pro');
}

interface Stored {
  id: string;
  groupId: string;
  accountId: string;
  name: string;
}

/**
 * A Pro user with two accounts: the first in 'Rau A', 'Rau B', 'Rau cộng đồng' (community) and 'Hoa', the second in
 * 'Rau C'. Every group has two people who are not friends of anyone.
 */
async function scene() {
  const user = await t.signUp();
  await onPro(user);
  const me = nextPerson();
  const first = await loginSimAccount(t, platform, user, me, 'Shop Một');
  const other = nextPerson();
  const second = await loginSimAccount(t, platform, user, other, 'Shop Hai');
  const strangers = world()
    .users()
    .map((u) => u.id)
    .filter((id) => id !== me && id !== other && !world().areFriends(me, id) && !world().areFriends(other, id))
    .slice(-10);
  const made = {
    a: world().createGroup({ name: 'Rau A', memberIds: [me, strangers[0], strangers[1]] }),
    b: world().createGroup({ name: 'Rau B', memberIds: [me, strangers[2], strangers[3]] }),
    community: world().createGroup({ name: 'Rau cộng đồng', memberIds: [strangers[4], me, strangers[5]], isCommunity: true }),
    flowers: world().createGroup({ name: 'Hoa', memberIds: [me, strangers[6], strangers[7]] }),
    c: world().createGroup({ name: 'Rau C', memberIds: [other, strangers[8], strangers[9]] }),
  };
  await dataOf(user, 'POST', `/accounts/${first.id}/groups/sync`);
  await dataOf(user, 'POST', `/accounts/${second.id}/groups/sync`);
  const { groups } = await dataOf(user, 'GET', '/group-tags/filtered-groups?limit=500');
  const stored = (name: string) => (groups as Stored[]).find((group) => group.name === name) as Stored;
  return { user, me, first, second, made, stored };
}

const recipientsOf = async (jobId: string) =>
  (await t.database.db.select().from(jobRecipients).where(eq(jobRecipients.jobId, jobId))).map((r) => r.targetId).sort();

describe('a select-all of groups', () => {
  it('the filtered list says how many groups each account holds, the community ones among them', async () => {
    const s = await scene();
    const rau = await dataOf(s.user, 'GET', '/group-tags/filtered-groups?search=Rau&limit=1');
    expect(rau.total).toBe(4);
    expect(rau.groups).toHaveLength(1);
    const expected = [
      { accountId: s.first.id, count: 3, communityCount: 1 },
      { accountId: s.second.id, count: 1, communityCount: 0 },
    ].sort((x, y) => x.accountId.localeCompare(y.accountId));
    expect(rau.byAccount).toEqual(expected);
  });

  it('tags and untags every group of the filter but the excluded ones, however many, and only the user’s', async () => {
    const s = await scene();
    const tag = await dataOf(s.user, 'POST', '/group-tags', { name: 'Rau sạch' });
    const selection = { filter: { search: 'Rau' }, excludeIds: [s.stored('Rau B').id] };
    expect(await dataOf(s.user, 'POST', '/group-tags/assign', { selection, tagIds: [tag.id] })).toEqual({ assigned: 3, groupCount: 3, tagCount: 1 });
    const tagged = await dataOf(s.user, 'GET', `/group-tags/filtered-groups?tagIds=${tag.id}`);
    expect(tagged.groups.map((g: Stored) => g.name).sort()).toEqual(['Rau A', 'Rau C', 'Rau cộng đồng']);
    expect(await dataOf(s.user, 'POST', '/group-tags/unassign', { selection: { filter: { accountId: s.second.id } }, tagIds: [tag.id] })).toEqual({ unassigned: 1 });
    expect((await dataOf(s.user, 'GET', `/group-tags/filtered-groups?tagIds=${tag.id}`)).total).toBe(2);

    // Another user's filter reads only their own (none): nothing to tag. Their account in a filter is a 404.
    const other = await t.signUp();
    const theirTag = await dataOf(other, 'POST', '/group-tags', { name: 'Của tôi' });
    expect(await errorOf(other, '/group-tags/assign', { selection: { filter: {} }, tagIds: [theirTag.id] })).toEqual([400, 'Vui lòng chọn cả nhóm và tags để gán']);
    expect(await errorOf(other, '/group-tags/assign', { selection: { filter: { accountId: s.first.id } }, tagIds: [theirTag.id] })).toEqual([404, 'Không tìm thấy tài khoản']);
    expect(await errorOf(s.user, '/group-tags/assign', { selection: { filter: { tagIds: ['x'] } }, tagIds: [tag.id] })).toEqual([400, 'Bộ lọc không hợp lệ']);
    expect(await errorOf(s.user, '/group-tags/assign', { selection: { filter: { memberCountMin: 'nhiều' } }, tagIds: [tag.id] })).toEqual([400, 'Bộ lọc không hợp lệ']);
    expect(await errorOf(s.user, '/group-tags/assign', { tagIds: [tag.id] })).toEqual([400, 'Vui lòng chọn cả nhóm và tags để gán']);
  });

  it('finds the pending friends of the filter’s groups of one account, and member calls take more than 200 groups', async () => {
    const s = await scene();
    const url = `/accounts/${s.first.id}/groups/pending-friends`;
    const bySelection = await dataOf(s.user, 'POST', url, { selection: { filter: { search: 'Rau', isCommunity: 'false' } }, showAll: true });
    const byIds = await dataOf(s.user, 'POST', url, { groupIds: [s.made.a.id, s.made.b.id], showAll: true });
    expect(bySelection.summary).toEqual({ ...byIds.summary, groupCount: 2 });
    expect(bySelection.pendingFriends.map((p: { id: string }) => p.id).sort()).toEqual(byIds.pendingFriends.map((p: { id: string }) => p.id).sort());
    expect(bySelection.summary.totalPendingFriends).toBe(4);
    // Another account's filter selects none of this account's groups.
    expect(await errorOf(s.user, url, { selection: { filter: { accountId: s.second.id } } })).toEqual([400, 'Vui lòng chọn ít nhất một nhóm']);
    // No cap of 200 groups: 250 ids are read (and one unknown is a 404, not a refusal of the count).
    const many = [s.made.a.id, ...Array.from({ length: 249 }, (_, i) => `g-${i}`)];
    expect(await errorOf(s.user, url, { groupIds: many })).toEqual([404, 'Không tìm thấy nhóm']);
    expect(await errorOf(s.user, `/accounts/${s.first.id}/groups/bulk-members`, { groupIds: many })).toEqual([404, 'Không tìm thấy nhóm']);
  });

  it('sends to each selected group’s conversation, one job per group from its account, all together', async () => {
    const s = await scene();
    world().leaveGroup(s.me, s.made.b.id);
    await dataOf(s.user, 'POST', `/accounts/${s.first.id}/groups/sync`);
    const body = { selection: { filter: { search: 'Rau' }, excludeIds: [s.stored('Rau cộng đồng').id] }, message: 'Chào cả nhóm' };
    const { jobs } = await dataOf(s.user, 'POST', '/jobs/message/to-groups', body);
    // 'Rau B' was left: stopped, not selected; the community group was unticked.
    expect(jobs.map((job: { accountId: string; payload: { groupName: string } }) => [job.payload.groupName, job.accountId]).sort()).toEqual([
      ['Rau A', s.first.id],
      ['Rau C', s.second.id],
    ]);
    expect(jobs[0]).toMatchObject({ type: 'TO_THREAD', totalRecipients: 1, payload: { message: 'Chào cả nhóm', delayMin: 5, delayMax: 10 } });
    expect(await errorOf(s.user, '/jobs/message/to-groups', { ...body, selection: { filter: { search: 'Không có' } } })).toEqual([400, 'Không có nhóm nào khớp bộ lọc đã chọn']);
    expect(await errorOf(s.user, '/jobs/message/to-groups', { selection: { filter: {} } })).toEqual([400, 'Vui lòng nhập nội dung tin nhắn hoặc chọn file đính kèm']);
    expect(await errorOf(s.user, '/jobs/message/to-groups', { message: 'x' })).toEqual([400, 'Vui lòng chọn ít nhất một nhóm']);
    const stranger = await t.signUp();
    expect(await errorOf(stranger, '/jobs/message/to-groups', body)).toEqual([400, 'Không có nhóm nào khớp bộ lọc đã chọn']);
  });

  it('the bulk send takes the filter’s groups of its account, and a schedule keeps the groups chosen now', async () => {
    const s = await scene();
    const selection = { filter: { search: 'Rau', isCommunity: 'false' } };
    const started = await dataOf(s.user, 'POST', '/jobs/message/bulk-groups', { accountId: s.first.id, selection, message: 'Khuyến mãi', executeImmediately: true });
    expect(await recipientsOf(started.data.jobId)).toEqual([s.made.a.id, s.made.b.id].sort());
    const scheduled = await dataOf(s.user, 'POST', '/jobs/message/bulk-groups', { accountId: s.first.id, selection, message: 'Hằng ngày', scheduleTimes: ['09:00'] });
    const [row] = await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.id, scheduled.data.scheduleId));
    expect(row.request).toMatchObject({ groupIds: [s.made.a.id, s.made.b.id] });
    expect(row.request).not.toHaveProperty('selection');
    expect(await errorOf(s.user, '/jobs/message/bulk-groups', { accountId: s.second.id, selection: { filter: { accountId: s.first.id } }, message: 'x', executeImmediately: true })).toEqual([
      400,
      'Không có nhóm nào khớp bộ lọc đã chọn',
    ]);
  });

  it('automatic friend requests go from each selected group’s account, community groups skipped', async () => {
    const s = await scene();
    for (const account of [s.first, s.second]) await dataOf(s.user, 'POST', `/bots/${account.id}/start`);
    try {
      const { jobs } = await dataOf(s.user, 'POST', '/jobs/auto-friend-request', { selection: { filter: { search: 'Rau' } }, message: 'Kết bạn nhé' });
      const byAccount = new Map(jobs.map((job: { accountId: string; payload: { groupIds: string[] } }) => [job.accountId, job.payload.groupIds]));
      expect(byAccount).toEqual(
        new Map([
          [s.first.id, expect.arrayContaining([s.made.a.id, s.made.b.id])],
          [s.second.id, [s.made.c.id]],
        ]),
      );
      expect((byAccount.get(s.first.id) as string[]).length).toBe(2);
    } finally {
      for (const account of [s.first, s.second]) await call(s.user, 'POST', `/bots/${account.id}/stop`);
    }
  });
});

describe('a select-all of friends', () => {
  const taken = new Set<string>();
  async function friendsScene() {
    const user = await t.signUp();
    await onPro(user);
    // Someone with a few friends, whom no other test of this file takes.
    const me = world().users().find((u, index) => index >= 100 && !taken.has(u.id) && world().friendIdsOf(u.id).size >= 4)?.id as string;
    taken.add(me);
    const account: SimAccount = await loginSimAccount(t, platform, user, me, 'Shop Bạn');
    await dataOf(user, 'POST', `/accounts/${account.id}/friends/sync`);
    const page = await dataOf(user, 'GET', '/friend-tags/filtered-friends?limit=500');
    return { user, account, friends: page.friends as Array<{ id: string; userId: string; displayName: string }>, page };
  }

  it('tags every friend of the filter but the excluded ones; the list counts them per account', async () => {
    const s = await friendsScene();
    expect(s.friends.length).toBeGreaterThan(3);
    expect(s.page.byAccount).toEqual([{ accountId: s.account.id, count: s.friends.length }]);
    const tag = await dataOf(s.user, 'POST', '/friend-tags', { name: 'Tất cả' });
    const excluded = s.friends.slice(0, 2).map((friend) => friend.id);
    const assigned = await dataOf(s.user, 'POST', '/friend-tags/assign', { selection: { filter: {}, excludeIds: excluded }, tagIds: [tag.id] });
    expect(assigned).toEqual({ assigned: s.friends.length - 2, friendCount: s.friends.length - 2, tagCount: 1 });
    const tagged = await dataOf(s.user, 'GET', `/friend-tags/filtered-friends?tagIds=${tag.id}&limit=500`);
    expect(tagged.friends.map((f: { id: string }) => f.id).sort()).toEqual(s.friends.slice(2).map((f) => f.id).sort());
    expect(await errorOf(s.user, '/friend-tags/assign', { selection: { filter: { isActive: 'có' } }, tagIds: [tag.id] })).toEqual([400, 'Bộ lọc không hợp lệ']);
    const other = await t.signUp();
    const theirTag = await dataOf(other, 'POST', '/friend-tags', { name: 'Khác' });
    expect(await errorOf(other, '/friend-tags/assign', { selection: { filter: {} }, tagIds: [theirTag.id] })).toEqual([400, 'Vui lòng chọn cả bạn bè và tags để gán']);
  });

  it('a message job to friends takes the filter’s friends of its account', async () => {
    const s = await friendsScene();
    const search = s.friends[0].displayName;
    const matching = (await dataOf(s.user, 'GET', `/friend-tags/filtered-friends?search=${encodeURIComponent(search)}&limit=500`)).friends as Array<{ id: string; userId: string }>;
    const excluded = s.friends.slice(0, 1).map((friend) => friend.id);
    const body = { accountId: s.account.id, message: 'Chào bạn', selection: { filter: {}, excludeIds: excluded } };
    const { jobs } = await dataOf(s.user, 'POST', '/jobs/message/to-friends', body);
    expect(await recipientsOf(jobs[0].id)).toEqual(s.friends.slice(1).map((f) => f.userId).sort());
    const narrow = await dataOf(s.user, 'POST', '/jobs/message/to-friends', { ...body, selection: { filter: { search } } });
    expect(await recipientsOf(narrow.jobs[0].id)).toEqual(matching.map((f) => f.userId).sort());
    expect(await errorOf(s.user, '/jobs/message/to-friends', { ...body, selection: { filter: { search: 'không ai tên này' } } })).toEqual([400, 'Không có người nhận nào']);
  });
});
