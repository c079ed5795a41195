import { eq } from 'drizzle-orm';
import { GROUP_MESSAGES, saveMembersOfPending } from 'shared-sdk/schemas';
import { jobRecipients } from '../../../db/schema';
import type { SimulatorPlatform } from '../../../platform';
import { globalIdOf } from '../../../platform/simulator/world';
import { bearer, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { createSimTestApp } from '../../../testing/sim-test-app';
import { userCalls } from '../../../testing/user-calls';
import { loginSimAccount, type SimAccount } from '../../../testing/sim-accounts';
import { moveToPlan } from '../../../testing/plans';

let t: TestApp;
let platform: SimulatorPlatform;
let nextSimUser = 0;

// Jobs are stored, never sent: the simulated world stays as the tests read it.
beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'groups-test', users: 200, workers: 0 }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const { call, dataOf } = userCalls(() => t);
const expectError = async (user: SignedInUser, method: Method, url: string, payload: object | undefined, status: number, error: string) => {
  const response = await call(user, method, url, payload);
  expect([method, url, response.statusCode, response.json().error]).toEqual([method, url, status, error]);
};
const world = () => platform.world;

interface Scene {
  user: SignedInUser;
  account: SimAccount;
  me: string;
  /** People who are not friends of `me`, in the order the world lists them. */
  strangers: string[];
  /** Friends of `me`. */
  friends: string[];
  /** The uid under which the account sees a person of the world (each account has its own, as on Zalo). */
  seen(worldId: string): string;
}

/** The next simulated person, taken out of the groups the simulation gave them. */
function nextPerson(): string {
  const me = world().users()[nextSimUser++].id;
  for (const groupId of world().groupIdsOf(me)) world().leaveGroup(me, groupId);
  return me;
}

/** A user with an account logged in as the next simulated person, who is in no group yet. */
async function scene(name = 'Shop'): Promise<Scene> {
  const user = await t.signUp();
  const me = nextPerson();
  const account = await loginSimAccount(t, platform, user, me, name);
  const others = world().users().filter((u) => u.id !== me);
  const asked = (id: string) => world().requestBetween(me, id) || world().requestBetween(id, me);
  return {
    user,
    account,
    me,
    strangers: others.filter((u) => !world().areFriends(me, u.id) && !asked(u.id)).map((u) => u.id),
    friends: others.filter((u) => world().areFriends(me, u.id)).map((u) => u.id),
    seen: (worldId) => world().uidFor(me, worldId),
  };
}

type Stored = { id: string; groupId: string; name: string; isActive: boolean; memberCount: number; lastSyncAt: string; tags: Array<{ id: string }> };
const storedGroups = async (s: Scene): Promise<Stored[]> => (await dataOf(s.user, 'GET', `/accounts/${s.account.id}/groups`)).groups;

async function signUpPro(user: SignedInUser) {
  await moveToPlan(t.database, user.id, 'pro');
}

describe('groups sync', () => {
  it('stores new groups, reads details only for new or changed versions, marks removed ones and keeps tags', async () => {
    const s = await scene();
    const a = world().createGroup({ name: 'Nhóm A', memberIds: [s.me, ...s.strangers.slice(0, 5)] });
    const b = world().createGroup({ name: 'Nhóm B', memberIds: [s.strangers[0], s.me, ...s.strangers.slice(5, 8)] });
    const c = world().createGroup({ name: 'Cộng đồng C', memberIds: [s.strangers[9], s.me], isCommunity: true });
    const detailReads = jest.spyOn(world(), 'groupInfos');

    const first = await dataOf(s.user, 'POST', `/accounts/${s.account.id}/groups/sync`);
    expect(first).toMatchObject({ total: 3, added: 3, updated: 0, removed: 0, fetched: 3 });
    expect(detailReads.mock.calls.flatMap(([, ids]) => ids).sort()).toEqual([a.id, b.id, c.id].sort());
    const groups = await storedGroups(s);
    expect(groups.map((g) => g.name)).toEqual(['Cộng đồng C', 'Nhóm A', 'Nhóm B']);
    expect(groups[1]).toMatchObject({ groupId: a.id, memberCount: 6, isCommunity: false, isActive: true, accountId: s.account.id, accountName: 'Shop', tags: [] });
    expect(Date.parse(groups[1].lastSyncAt)).not.toBeNaN();

    const tag = await dataOf(s.user, 'POST', '/group-tags', { name: 'Khách sỉ' });
    const [storedA, storedB] = [groups[1], groups[2]];
    await dataOf(s.user, 'POST', '/group-tags/assign', { groupIds: [storedA.id, storedB.id], tagIds: [tag.id] });

    world().updateGroup(a.id, { name: 'Nhóm A mới' });
    world().leaveGroup(s.me, b.id);
    const d = world().createGroup({ name: 'Nhóm D', memberIds: [s.me, s.strangers[10]] });
    detailReads.mockClear();
    const second = await dataOf(s.user, 'POST', `/accounts/${s.account.id}/groups/sync`);
    expect(second).toMatchObject({ total: 3, added: 1, updated: 1, removed: 1, fetched: 2 });
    expect(detailReads.mock.calls.flatMap(([, ids]) => ids).sort()).toEqual([a.id, d.id].sort());

    const after = await storedGroups(s);
    expect(after.map((g) => g.name)).toEqual(['Cộng đồng C', 'Nhóm A mới', 'Nhóm D']);
    expect(after.find((g) => g.groupId === a.id)).toMatchObject({ id: storedA.id, tags: [{ id: tag.id, name: 'Khách sỉ', color: '#3B82F6' }] });
    // The group the account left stays on the page as stopped, with its tags.
    const stopped = await dataOf(s.user, 'GET', `/group-tags/filtered-groups?isActive=false&accountId=${s.account.id}`);
    expect(stopped.groups).toEqual([expect.objectContaining({ id: storedB.id, isActive: false, tags: [expect.objectContaining({ id: tag.id })] })]);

    detailReads.mockClear();
    expect(await dataOf(s.user, 'POST', `/accounts/${s.account.id}/groups/sync`)).toMatchObject({ added: 0, updated: 0, removed: 0, fetched: 0 });
    expect(detailReads).not.toHaveBeenCalled();
    detailReads.mockRestore();
  });

  it('lists the stored groups without asking the platform again', async () => {
    const s = await scene();
    const group = world().createGroup({ name: 'Nhóm lưu', memberIds: [s.me, s.strangers[0]] });
    expect((await storedGroups(s)).map((g) => g.groupId)).toEqual([group.id]);
    world().updateGroup(group.id, { name: 'Đổi tên' });
    const versions = jest.spyOn(world(), 'groupVersionsOf');
    expect((await storedGroups(s)).map((g) => g.name)).toEqual(['Nhóm lưu']);
    expect(versions).not.toHaveBeenCalled();
    versions.mockRestore();
  });

  it("answers the spec error for an account that is not logged in and 404 for another user's account", async () => {
    const s = await scene();
    const other = await t.signUp();
    expect((await call(other, 'POST', `/accounts/${s.account.id}/groups/sync`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/accounts/${s.account.id}/groups`)).statusCode).toBe(404);
    expect((await call(s.user, 'POST', '/accounts/not-a-uuid/groups/sync')).statusCode).toBe(404);
    const idle = await dataOf(s.user, 'POST', '/accounts', { displayName: 'Chưa đăng nhập' });
    await expectError(s.user, 'POST', `/accounts/${idle.id}/groups/sync`, undefined, 400, 'Tài khoản Chưa đăng nhập không hoạt động, vui lòng đăng nhập lại');
  });
});

describe('group tags', () => {
  it('creates, reads, updates and deletes with the spec defaults and validation texts', async () => {
    const user = await t.signUp();
    const created = await dataOf(user, 'POST', '/group-tags', { name: '  Khách lẻ  ', description: 'Bán lẻ' });
    expect(created).toMatchObject({ name: 'Khách lẻ', color: '#3B82F6', description: 'Bán lẻ', groupCount: 0, accountCount: 0 });

    await expectError(user, 'POST', '/group-tags', {}, 400, 'Tên tag là bắt buộc');
    await expectError(user, 'POST', '/group-tags', { name: '   ' }, 400, 'Tên tag không được để trống');
    await expectError(user, 'POST', '/group-tags', { name: 'x'.repeat(51) }, 400, 'Tên tag phải ít hơn 50 ký tự');
    await expectError(user, 'POST', '/group-tags', { name: 'ok', description: 'x'.repeat(256) }, 400, 'Mô tả phải ít hơn 255 ký tự');
    await expectError(user, 'POST', '/group-tags', { name: 'ok', color: 'blue' }, 400, 'Màu không hợp lệ: nhập mã màu dạng #3B82F6');
    await expectError(user, 'POST', '/group-tags', { name: 'Khách lẻ' }, 409, 'Tên tag đã tồn tại');
    expect((await call(user, 'POST', '/group-tags', { name: 'x'.repeat(50) })).statusCode).toBe(200);
    // Friend tags are another list: the same name is free there.
    expect((await call(user, 'POST', '/friend-tags', { name: 'Khách lẻ' })).statusCode).toBe(200);

    const updated = await dataOf(user, 'PUT', `/group-tags/${created.id}`, { color: '#EF4444', description: null });
    expect(updated).toMatchObject({ name: 'Khách lẻ', color: '#EF4444', description: null });
    await expectError(user, 'PUT', `/group-tags/${created.id}`, { name: '' }, 400, 'Tên tag không được để trống');

    const { tags } = await dataOf(user, 'GET', '/group-tags');
    expect(tags.map((tag: { name: string }) => tag.name)).toEqual(['Khách lẻ', 'x'.repeat(50)]);
    expect(await dataOf(user, 'DELETE', `/group-tags/${created.id}`)).toEqual({ id: created.id, unassigned: 0 });
    expect((await call(user, 'GET', `/group-tags/${created.id}`)).statusCode).toBe(404);
    expect((await dataOf(user, 'GET', '/group-tags/colors')).colors).toEqual([
      '#3B82F6', '#EF4444', '#10B981', '#F59E0B', '#8B5CF6', '#EC4899', '#06B6D4', '#84CC16', '#F97316', '#6B7280',
    ]);
  });

  it('assigns idempotently, unassigns, filters by tag, search, flags, member counts and account, and counts per tag', async () => {
    const s = await scene('Shop 1');
    const second = await loginSimAccount(t, platform, s.user, nextPerson(), 'Shop 2');
    const pool = s.strangers.filter((id) => id !== second.zaloUserId);
    const small = world().createGroup({ name: 'Rau sạch Hà Nội', memberIds: [s.me, ...pool.slice(0, 3)] });
    world().createGroup({ name: 'Đồ cũ 100%_giá', memberIds: [s.me, ...pool.slice(0, 20)] });
    world().createGroup({ name: 'Cộng đồng xe', memberIds: [s.me, pool[1]], isCommunity: true });
    world().createGroup({ name: 'Rau sạch Sài Gòn', memberIds: [second.zaloUserId, ...pool.slice(0, 8)] });

    const mine = await storedGroups(s);
    const theirs = (await dataOf(s.user, 'GET', `/accounts/${second.id}/groups`)).groups as Stored[];
    expect(mine).toHaveLength(3);
    expect(theirs).toHaveLength(1);
    const vip = await dataOf(s.user, 'POST', '/group-tags', { name: 'VIP', color: '#10B981' });
    const cold = await dataOf(s.user, 'POST', '/group-tags', { name: 'Lạnh' });

    const pairs = { groupIds: [mine[0].id, mine[1].id, theirs[0].id], tagIds: [vip.id] };
    expect(await dataOf(s.user, 'POST', '/group-tags/assign', pairs)).toEqual({ assigned: 3, groupCount: 3, tagCount: 1 });
    expect(await dataOf(s.user, 'POST', '/group-tags/assign', pairs)).toEqual({ assigned: 0, groupCount: 3, tagCount: 1 });
    await dataOf(s.user, 'POST', '/group-tags/assign', { groupIds: [mine[2].id], tagIds: [cold.id] });

    const filtered = (query: string) => dataOf(s.user, 'GET', `/group-tags/filtered-groups?${query}`);
    const all = await filtered('');
    expect(all).toMatchObject({ total: 4, totalAll: 4, activeCount: 4, communityCount: 1, accountCount: 2 });
    expect((await filtered(`tagIds=${vip.id}`)).total).toBe(3);
    expect((await filtered(`tagIds=${vip.id}&tagIds=${cold.id}`)).total).toBe(4);
    expect((await filtered(`tagIds=${vip.id}&accountId=${second.id}`)).groups.map((g: Stored) => g.id)).toEqual([theirs[0].id]);
    expect((await filtered('search=rau%20S%E1%BA%A1ch')).groups.map((g: Stored) => g.name)).toEqual(['Rau sạch Hà Nội', 'Rau sạch Sài Gòn']);
    expect((await filtered(`search=${small.id}`)).groups.map((g: Stored) => g.groupId)).toEqual([small.id]);
    expect((await filtered('search=%25_')).groups.map((g: Stored) => g.name)).toEqual(['Đồ cũ 100%_giá']);
    expect((await filtered('isCommunity=true')).groups.map((g: Stored) => g.name)).toEqual(['Cộng đồng xe']);
    expect((await filtered('isCommunity=false&memberCountMin=5&memberCountMax=10')).groups.map((g: Stored) => g.name)).toEqual(['Rau sạch Sài Gòn']);
    expect((await filtered('memberCountMin=21')).groups.map((g: Stored) => g.name)).toEqual(['Đồ cũ 100%_giá']);
    const page = await filtered('limit=2&offset=1');
    expect(page.groups.map((g: Stored) => g.id)).toEqual(all.groups.slice(1, 3).map((g: Stored) => g.id));

    const { stats } = await dataOf(s.user, 'GET', '/group-tags/stats');
    expect(stats.tagDetails).toEqual([
      { tag: { id: cold.id, name: 'Lạnh', color: '#3B82F6' }, groupCount: 1, accountCount: 1 },
      { tag: { id: vip.id, name: 'VIP', color: '#10B981' }, groupCount: 3, accountCount: 2 },
    ]);
    expect((await dataOf(s.user, 'GET', `/group-tags/${vip.id}`)).groupCount).toBe(3);
    expect(await dataOf(s.user, 'POST', '/group-tags/unassign', { groupIds: [mine[0].id], tagIds: [vip.id, cold.id] })).toEqual({ unassigned: 1 });
    expect((await filtered(`tagIds=${vip.id}`)).total).toBe(2);
    expect(await dataOf(s.user, 'DELETE', `/group-tags/${vip.id}`)).toEqual({ id: vip.id, unassigned: 2 });
    expect((await storedGroups(s)).flatMap((g) => g.tags.map((tag) => tag.id))).toEqual([cold.id]);
  });
});

describe('group members', () => {
  it('pages the members as the account sees them; a community or locked list gives the spec message, not an error', async () => {
    const s = await scene();
    const people = s.strangers.slice(0, 45);
    const big = world().createGroup({ name: 'Nhóm lớn', memberIds: [s.me, ...people] });
    const community = world().createGroup({ name: 'Cộng đồng', memberIds: [s.strangers[50], s.me, ...people.slice(0, 10)], isCommunity: true });
    const locked = world().createGroup({ name: 'Nhóm khóa', memberIds: [s.strangers[51], s.me, ...people.slice(0, 10)] });
    world().updateGroup(locked.id, { lockViewMember: true });
    await storedGroups(s);

    const members = (query: string, groupId = big.id) => dataOf(s.user, 'GET', `/accounts/${s.account.id}/groups/${groupId}/members?${query}`);
    const first = await members('limit=20');
    expect(first.group).toEqual({ groupId: big.id, name: 'Nhóm lớn', isCommunityGroup: false, memberCount: 46, totalMembers: 46 });
    expect(first.message).toBeUndefined();
    expect(first.paging).toEqual({ offset: 0, limit: 20, total: 46, hasMore: true });
    const somebody = world().user(people[3]);
    expect(first.members[4]).toEqual({
      id: s.seen(somebody.id),
      displayName: somebody.displayName,
      zaloName: somebody.zaloName,
      avatar: null,
      globalId: globalIdOf(somebody.id),
    });
    const last = await members('offset=40&limit=20');
    expect(last.members).toHaveLength(6);
    expect(last.paging).toEqual({ offset: 40, limit: 20, total: 46, hasMore: false });
    const everyone = [...first.members, ...(await members('offset=20&limit=20')).members, ...last.members].map((m: { id: string }) => m.id);
    expect(everyone.sort()).toEqual([s.me, ...people].map(s.seen).sort());

    expect(GROUP_MESSAGES.membersUnavailable).toMatch(/^Zalo không cho xem đầy đủ thành viên/);
    const hidden = await members('', community.id);
    expect(hidden).toMatchObject({ group: { isCommunityGroup: true, totalMembers: 1 }, message: GROUP_MESSAGES.membersUnavailable });
    expect(hidden.members.map((m: { id: string }) => m.id)).toEqual([s.seen(s.strangers[50])]);
    expect(await members('', locked.id)).toMatchObject({ group: { isCommunityGroup: false, totalMembers: 1 }, message: GROUP_MESSAGES.membersUnavailable });

    const bulk = await dataOf(s.user, 'POST', `/accounts/${s.account.id}/groups/bulk-members`, { groupIds: [big.id, community.id, big.id] });
    expect(bulk.groups.map((g: { groupId: string; members: unknown[]; message?: string }) => [g.groupId, g.members.length, g.message])).toEqual([
      [big.id, 46, undefined],
      [community.id, 1, GROUP_MESSAGES.membersUnavailable],
    ]);
    expect(bulk.uniqueMembers).toBe(47);

    await expectError(s.user, 'GET', `/accounts/${s.account.id}/groups/${big.id}/members?limit=501`, undefined, 400, 'Bộ lọc không hợp lệ');
    await expectError(s.user, 'GET', `/accounts/${s.account.id}/groups/123/members`, undefined, 404, 'Không tìm thấy nhóm');
    await expectError(s.user, 'POST', `/accounts/${s.account.id}/groups/bulk-members`, { groupIds: [] }, 400, 'Vui lòng chọn ít nhất một nhóm');
    // Left since the last sync: the account cannot read it any more.
    world().leaveGroup(s.me, big.id);
    await expectError(s.user, 'GET', `/accounts/${s.account.id}/groups/${big.id}/members`, undefined, 400, 'Tài khoản không thể truy cập 1 nhóm đã chọn, hãy đồng bộ lại danh sách nhóm');
  });
});

describe('pending friends', () => {
  it('are the members who are not stored friends nor the account, each once, and can be saved to the shared pool', async () => {
    const s = await scene();
    const [f1, f2] = s.friends;
    const [p1, p2, p3, p4] = s.strangers;
    const a = world().createGroup({ name: 'Nhóm A', memberIds: [p1, s.me, f1, p2] });
    const b = world().createGroup({ name: 'Nhóm B', memberIds: [p2, s.me, p3, f2, f1] });
    world().createGroup({ name: 'Nhóm C', memberIds: [s.me, p4] });
    await storedGroups(s);

    const answer = await dataOf(s.user, 'POST', `/accounts/${s.account.id}/groups/pending-friends`, { groupIds: [a.id, b.id] });
    expect(answer.pendingFriends.map((p: { id: string; groupName: string }) => [p.id, p.groupName])).toEqual([
      [s.seen(p1), 'Nhóm A'],
      [s.seen(p2), 'Nhóm A'],
      [s.seen(p3), 'Nhóm B'],
    ]);
    expect(answer.pendingFriends[0]).toEqual({
      id: s.seen(p1),
      displayName: world().user(p1).displayName,
      zaloName: world().user(p1).zaloName,
      avatar: null,
      globalId: globalIdOf(p1),
      groupId: a.id,
      groupName: 'Nhóm A',
      sourceAccountId: s.account.id,
    });
    expect(answer.account).toEqual({ id: s.account.id, displayName: 'Shop' });
    expect(answer.summary).toEqual({ totalPendingFriends: 3, existingFriends: 2, totalMembers: 5, groupCount: 2 });

    // Friends are the stored ones: a friendship made after the sync shows after the next friends sync.
    world().makeFriends(s.me, p3);
    expect((await dataOf(s.user, 'POST', `/accounts/${s.account.id}/groups/pending-friends`, { groupIds: [b.id] })).summary.totalPendingFriends).toBe(2);
    await dataOf(s.user, 'POST', `/accounts/${s.account.id}/friends/sync`);
    const resynced = await dataOf(s.user, 'POST', `/accounts/${s.account.id}/groups/pending-friends`, { groupIds: [b.id], showAll: true });
    expect(resynced.pendingFriends.map((p: { id: string }) => p.id)).toEqual([s.seen(p2)]);
    expect(resynced.summary).toMatchObject({ totalPendingFriends: 1, existingFriends: 3 });

    const saved = await dataOf(s.user, 'POST', '/shared-pending/save-members', saveMembersOfPending(s.account.id, answer.pendingFriends));
    expect(saved).toMatchObject({ added: 3, duplicates: 0, list: { memberCount: 3, sourceAccountId: s.account.id } });
    const { list } = await dataOf(s.user, 'GET', `/shared-pending/lists/${saved.list.id}`);
    expect(list.members.find((m: { memberId: string }) => m.memberId === s.seen(p3))).toMatchObject({ groupId: b.id, groupName: 'Nhóm B', globalId: globalIdOf(p3) });

    await expectError(s.user, 'POST', `/accounts/${s.account.id}/groups/pending-friends`, { groupIds: [] }, 400, 'Vui lòng chọn ít nhất một nhóm');
    await expectError(s.user, 'POST', `/accounts/${s.account.id}/groups/pending-friends`, { groupIds: [a.id], showAll: 'yes' }, 400, 'Bộ lọc không hợp lệ');
    await expectError(s.user, 'POST', `/accounts/${s.account.id}/groups/pending-friends`, { groupIds: [a.id, '42'] }, 404, 'Không tìm thấy nhóm');
  });
});

describe('group member jobs', () => {
  async function jobScene() {
    const s = await scene();
    const [f1] = s.friends;
    const [p1, p2, p3] = s.strangers;
    const a = world().createGroup({ name: 'Nhóm A', memberIds: [p1, s.me, f1, p2] });
    const b = world().createGroup({ name: 'Nhóm B', memberIds: [p2, s.me, p3] });
    await storedGroups(s);
    // Jobs wait in the queue here: the Basic plan allows one at a time.
    await signUpPro(s.user);
    // The ids the account chooses and its jobs send to: its own uids.
    return { ...s, a, b, f1: s.seen(f1), p1: s.seen(p1), p2: s.seen(p2), p3: s.seen(p3) };
  }
  const recipientsOf = async (jobId: string) =>
    (await t.database.db.select().from(jobRecipients).where(eq(jobRecipients.jobId, jobId))).map((r) => r.targetId).sort();
  const jobOf = async (user: SignedInUser, url: string, payload: object) => {
    const { jobs } = await dataOf(user, 'POST', url, payload);
    expect(jobs).toHaveLength(1);
    return jobs[0];
  };

  it('friend requests go to the chosen members of the group who are not friends, with the spec delays', async () => {
    const s = await jobScene();
    const url = `/accounts/${s.account.id}/groups/${s.a.id}/friend-requests`;
    const job = await jobOf(s.user, url, { memberIds: [s.p1, s.f1, s.me, s.p3, s.p1], message: 'Chào bạn, kết bạn nhé' });
    expect(job).toMatchObject({ type: 'FRIEND_REQUEST', accountId: s.account.id, totalRecipients: 1 });
    expect(job.payload).toMatchObject({ message: 'Chào bạn, kết bạn nhé', delayMin: 1, delayMax: 3, groupId: s.a.id });
    expect(await recipientsOf(job.id)).toEqual([s.p1]);

    await expectError(s.user, 'POST', url, { memberIds: [s.f1], message: 'Chào' }, 400, 'Các thành viên đã chọn đều đã là bạn bè hoặc đã được gửi lời mời');
    await expectError(s.user, 'POST', url, { memberIds: [s.p1] }, 400, 'Vui lòng nhập tin nhắn kết bạn');
    await expectError(s.user, 'POST', url, { memberIds: [s.p1], message: '  ' }, 400, 'Vui lòng nhập tin nhắn kết bạn');
    await expectError(s.user, 'POST', url, { memberIds: [], message: 'Chào' }, 400, 'Vui lòng chọn ít nhất một thành viên');
    await expectError(s.user, 'POST', url, { memberIds: [s.p1], message: 'Chào', delayMin: 0 }, 400, 'Độ trễ phải từ 1 đến 60 giây');
    await expectError(s.user, 'POST', url, { memberIds: [s.p1], message: 'Chào', delayMax: 61 }, 400, 'Độ trễ phải từ 1 đến 60 giây');
    await expectError(s.user, 'POST', url, { memberIds: [s.p1], message: 'Chào', delayMin: 9, delayMax: 5 }, 400, 'Độ trễ tối đa phải lớn hơn hoặc bằng độ trễ tối thiểu');
  });

  it('member messages go to the chosen members (1-60 s, max up to 120, defaults 3-7), bulk to every member once', async () => {
    const s = await jobScene();
    const url = `/accounts/${s.account.id}/groups/${s.a.id}/message-members`;
    const job = await jobOf(s.user, url, { memberIds: [s.p1, s.f1, s.me, s.p3], message: 'Xin chào' });
    expect(job).toMatchObject({ type: 'TO_GROUP_MEMBERS', totalRecipients: 2 });
    expect(job.payload).toMatchObject({ message: 'Xin chào', delayMin: 3, delayMax: 7, groupId: s.a.id });
    expect(await recipientsOf(job.id)).toEqual([s.p1, s.f1].sort());
    expect((await jobOf(s.user, url, { memberIds: [s.p2], message: 'Hi', delayMin: 60, delayMax: 120 })).payload).toMatchObject({ delayMin: 60, delayMax: 120 });

    await expectError(s.user, 'POST', url, { memberIds: [s.p1] }, 400, 'Vui lòng nhập nội dung tin nhắn hoặc chọn file đính kèm');
    await expectError(s.user, 'POST', url, { memberIds: [s.p1], message: 'Hi', delayMax: 121 }, 400, 'Độ trễ phải từ 1 đến 120 giây');
    await expectError(s.user, 'POST', url, { memberIds: [s.p1], message: 'Hi', delayMin: 61, delayMax: 100 }, 400, 'Độ trễ phải từ 1 đến 60 giây');
    await expectError(s.user, 'POST', url, { memberIds: [s.p1], message: 'Hi', delayMin: 10, delayMax: 5 }, 400, 'Độ trễ tối đa phải lớn hơn hoặc bằng độ trễ tối thiểu');
    await expectError(s.user, 'POST', url, { memberIds: [s.p3], message: 'Hi' }, 400, 'Không có người nhận nào');

    const bulkUrl = `/accounts/${s.account.id}/groups/bulk-message-members`;
    const bulk = await jobOf(s.user, bulkUrl, { groupIds: [s.a.id, s.b.id], message: 'Khuyến mãi' });
    expect(bulk.payload).toMatchObject({ delayMin: 3, delayMax: 7, groupIds: [s.a.id, s.b.id] });
    expect(await recipientsOf(bulk.id)).toEqual([s.p1, s.f1, s.p2, s.p3].sort());
    await expectError(s.user, 'POST', bulkUrl, { groupIds: [], message: 'Hi' }, 400, 'Vui lòng chọn ít nhất một nhóm');
    await expectError(s.user, 'POST', bulkUrl, { groupIds: [s.a.id] }, 400, 'Vui lòng nhập nội dung tin nhắn hoặc chọn file đính kèm');
    await expectError(s.user, 'POST', bulkUrl, { groupIds: [s.a.id, '42'], message: 'Hi' }, 400, 'Tài khoản không thể truy cập 1 nhóm đã chọn, hãy đồng bộ lại danh sách nhóm');
  });

  it('the existing group jobs read the stored groups: send-by-tags finds the tagged groups, a group left since the sync is named for a re-sync', async () => {
    const s = await jobScene();
    const [storedA] = (await storedGroups(s)).filter((g) => g.groupId === s.a.id);
    const tag = await dataOf(s.user, 'POST', '/group-tags', { name: 'Gửi theo tag' });
    const empty = await dataOf(s.user, 'POST', '/group-tags', { name: 'Trống' });
    await dataOf(s.user, 'POST', '/group-tags/assign', { groupIds: [storedA.id], tagIds: [tag.id] });

    const byTags = { accountId: s.account.id, message: 'Chào cả nhóm' };
    const job = await jobOf(s.user, '/jobs/message/bulk-groups-by-tags', { ...byTags, tagIds: [tag.id] });
    expect(job).toMatchObject({ type: 'TO_THREAD', totalRecipients: 1 });
    expect(job.payload).toMatchObject({ groupIds: [s.a.id], delayMin: 60, delayMax: 120 });
    await expectError(s.user, 'POST', '/jobs/message/bulk-groups-by-tags', { ...byTags, tagIds: [empty.id] }, 400, 'Không tìm thấy nhóm nào có tag được chọn');

    // The stored name is what the job shows, as on the groups page.
    world().updateGroup(s.b.id, { name: 'Tên mới chưa sync' });
    const toGroup = await jobOf(s.user, '/jobs/message/to-group', { accountId: s.account.id, groupId: s.b.id, message: 'Hi' });
    expect(toGroup.payload).toMatchObject({ groupId: s.b.id, groupName: 'Nhóm B' });

    world().leaveGroup(s.me, s.b.id);
    await dataOf(s.user, 'POST', `/accounts/${s.account.id}/groups/sync`);
    await expectError(s.user, 'POST', '/jobs/message/to-group', { accountId: s.account.id, groupId: s.b.id, message: 'Hi' }, 400, 'Tài khoản không thể truy cập 1 nhóm đã chọn, hãy đồng bộ lại danh sách nhóm');
  });
});

describe('tenancy and bad input', () => {
  it("is a 404 for another user's account, group or tag and a 400 for bad input, never a 500", async () => {
    const s = await scene();
    const group = world().createGroup({ name: 'Riêng tư', memberIds: [s.me, s.strangers[0]] });
    const [stored] = await storedGroups(s);
    const tag = await dataOf(s.user, 'POST', '/group-tags', { name: 'Riêng' });
    const other = await t.signUp();
    const otherTag = await dataOf(other, 'POST', '/group-tags', { name: 'Khác' });
    const acc = `/accounts/${s.account.id}/groups`;

    for (const [method, url, payload] of [
      ['GET', acc],
      ['POST', `${acc}/sync`],
      ['GET', `${acc}/${group.id}/members`],
      ['POST', `${acc}/bulk-members`, { groupIds: [group.id] }],
      ['POST', `${acc}/pending-friends`, { groupIds: [group.id] }],
      ['POST', `${acc}/${group.id}/friend-requests`, { memberIds: [s.strangers[0]], message: 'Chào' }],
      ['POST', `${acc}/${group.id}/message-members`, { memberIds: [s.strangers[0]], message: 'Chào' }],
      ['POST', `${acc}/bulk-message-members`, { groupIds: [group.id], message: 'Chào' }],
      ['GET', `/group-tags/${tag.id}`],
      ['PUT', `/group-tags/${tag.id}`, { name: 'Đổi' }],
      ['DELETE', `/group-tags/${tag.id}`],
      ['POST', '/group-tags/assign', { groupIds: [stored.id], tagIds: [otherTag.id] }],
      ['GET', `/group-tags/filtered-groups?accountId=${s.account.id}`],
    ] as Array<[Method, string, object?]>) {
      expect([method, url, (await call(other, method, url, payload)).statusCode]).toEqual([method, url, 404]);
    }
    expect((await call(other, 'POST', '/group-tags/assign', { groupIds: [stored.id], tagIds: [otherTag.id] })).json().error).toBe('Không tìm thấy nhóm');
    expect((await call(s.user, 'GET', '/group-tags/not-a-uuid')).statusCode).toBe(404);
    expect((await call(s.user, 'POST', '/group-tags/assign', { groupIds: ['not-a-uuid'], tagIds: [tag.id] })).statusCode).toBe(404);
    expect((await dataOf(other, 'GET', '/group-tags/filtered-groups')).totalAll).toBe(0);

    for (const [method, url, payload, error] of [
      ['POST', '/group-tags/assign', { groupIds: [], tagIds: [tag.id] }, 'Vui lòng chọn cả nhóm và tags để gán'],
      ['POST', '/group-tags/assign', { groupIds: [stored.id] }, 'Vui lòng chọn cả nhóm và tags để gán'],
      ['POST', '/group-tags/unassign', '"nonsense"', 'Vui lòng chọn cả nhóm và tags để gán'],
      ['POST', '/group-tags/assign', '{not json', 'Dữ liệu không hợp lệ'],
      ['GET', '/group-tags/filtered-groups?tagIds=abc', undefined, 'Bộ lọc không hợp lệ'],
      ['GET', '/group-tags/filtered-groups?limit=100000', undefined, 'Bộ lọc không hợp lệ'],
      ['GET', '/group-tags/filtered-groups?isCommunity=maybe', undefined, 'Bộ lọc không hợp lệ'],
      ['GET', '/group-tags/filtered-groups?memberCountMin=-1', undefined, 'Bộ lọc không hợp lệ'],
      ['GET', '/group-tags/filtered-groups?memberCountMin=10&memberCountMax=5', undefined, 'Bộ lọc không hợp lệ'],
      ['POST', `${acc}/pending-friends`, '[1]', 'Vui lòng chọn ít nhất một nhóm'],
    ] as Array<[Method, string, object | string | undefined, string]>) {
      const response = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...bearer(s.user.token), 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload ?? {}),
      });
      expect([url, response.statusCode, response.json().error]).toEqual([url, 400, error]);
    }
  });
});
