import type { SimulatorPlatform } from '../../../platform';
import { bearer, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { createSimTestApp } from '../../../testing/sim-test-app';
import { userCalls } from '../../../testing/user-calls';
import { loginSimAccount, type SimAccount } from '../../../testing/sim-accounts';

let t: TestApp;
let platform: SimulatorPlatform;
let nextSimUser = 0;

beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'friends-test', users: 80 }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const { call, dataOf } = userCalls(() => t);
const world = () => platform.world;

/** The uid under which the account logged in as `me` sees a person of the world (each account has its own). */
const seen = (me: string, worldId: string) => world().uidFor(me, worldId);
/** The person of the world behind a uid the account of `me` sees. */
const person = (me: string, uid: string) => world().personFor(me, uid) as string;

async function scene(): Promise<{ user: SignedInUser; account: SimAccount; me: string }> {
  const user = await t.signUp();
  const me = world().users()[nextSimUser++].id;
  return { user, account: await loginSimAccount(t, platform, user, me), me };
}

describe('friends sync', () => {
  it('stores every friend with globalId and the activity flag, then marks new, changed and removed friends, keeping tags', async () => {
    const { user, account, me } = await scene();
    const first = await dataOf(user, 'POST', `/accounts/${account.id}/friends/sync`);
    const friendIds = [...world().friendIdsOf(me)];
    expect(first).toMatchObject({ total: friendIds.length, added: friendIds.length, updated: 0, removed: 0 });

    const { friends } = await dataOf(user, 'GET', `/accounts/${account.id}/friends`);
    expect(friends).toHaveLength(friendIds.length);
    const stored = friends.find((f: { userId: string }) => f.userId === seen(me, friendIds[0]));
    expect(stored).toMatchObject({ accountId: account.id, displayName: world().user(friendIds[0]).displayName, tags: [] });
    expect(stored.globalId).toMatch(/^G[0-9A-F]{16}$/);
    expect(typeof stored.isActive).toBe('boolean');

    const [kept, gone] = friends.slice(0, 2) as Array<{ id: string; userId: string }>;
    const tag = await dataOf(user, 'POST', '/friend-tags', { name: 'Khách VIP' });
    await dataOf(user, 'POST', '/friend-tags/assign', { friendIds: [kept.id, gone.id], tagIds: [tag.id] });

    world().user(person(me, kept.userId)).displayName = 'Tên Mới';
    world().friendIdsOf(me).delete(person(me, gone.userId));
    const stranger = world().users().find((u) => u.id !== me && !world().areFriends(me, u.id)) as { id: string };
    world().makeFriends(me, stranger.id);

    const second = await dataOf(user, 'POST', `/accounts/${account.id}/friends/sync`);
    expect(second).toMatchObject({ total: friendIds.length, added: 1, updated: friendIds.length - 1, removed: 1 });
    const after = (await dataOf(user, 'GET', `/accounts/${account.id}/friends`)).friends as Array<{ userId: string; displayName: string; tags: unknown[] }>;
    expect(after.map((f) => f.userId)).not.toContain(gone.userId);
    expect(after.map((f) => f.userId)).toContain(seen(me, stranger.id));
    expect(after.find((f) => f.userId === kept.userId)).toMatchObject({ displayName: 'Tên Mới', tags: [{ id: tag.id, name: 'Khách VIP', color: '#3B82F6' }] });
    expect((await dataOf(user, 'GET', `/friend-tags/${tag.id}`)).friendCount).toBe(1);
  });

  it('answers the spec error for an account that is not logged in and 404 for another user\'s account', async () => {
    const { user, account } = await scene();
    const other = await t.signUp();
    expect((await call(other, 'POST', `/accounts/${account.id}/friends/sync`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/accounts/${account.id}/friends`)).statusCode).toBe(404);
    expect((await call(other, 'POST', '/accounts/not-a-uuid/friends/sync')).statusCode).toBe(404);
    const idle = await dataOf(user, 'POST', '/accounts', { displayName: 'Chưa đăng nhập' });
    const response = await call(user, 'POST', `/accounts/${idle.id}/friends/sync`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Tài khoản Chưa đăng nhập không hoạt động, vui lòng đăng nhập lại');
    expect((await dataOf(user, 'GET', `/accounts/${idle.id}/friends`)).friends).toEqual([]);
  });
});

describe('friend tags', () => {
  it('creates, reads, updates and deletes with the spec defaults and validation texts', async () => {
    const user = await t.signUp();
    const created = await dataOf(user, 'POST', '/friend-tags', { name: '  Bạn học  ', description: 'Lớp 12A' });
    expect(created).toMatchObject({ name: 'Bạn học', color: '#3B82F6', description: 'Lớp 12A', friendCount: 0, accountCount: 0 });

    const expectError = async (payload: object, status: number, error: string, method: Method = 'POST', url = '/friend-tags') => {
      const response = await call(user, method, url, payload);
      expect({ status: response.statusCode, error: response.json().error }).toEqual({ status, error });
    };
    await expectError({}, 400, 'Tên tag bạn bè là bắt buộc');
    await expectError({ name: '   ' }, 400, 'Tên tag không được để trống');
    await expectError({ name: 'x'.repeat(51) }, 400, 'Tên tag phải ít hơn 50 ký tự');
    await expectError({ name: 'ok', description: 'x'.repeat(256) }, 400, 'Mô tả phải ít hơn 255 ký tự');
    await expectError({ name: 'ok', color: 'red' }, 400, 'Màu không hợp lệ: nhập mã màu dạng #3B82F6');
    await expectError({ name: 'Bạn học' }, 409, 'Tên tag bạn bè đã tồn tại');
    expect((await call(user, 'POST', '/friend-tags', { name: 'x'.repeat(50) })).statusCode).toBe(200);

    const updated = await dataOf(user, 'PUT', `/friend-tags/${created.id}`, { color: '#EF4444', description: null });
    expect(updated).toMatchObject({ name: 'Bạn học', color: '#EF4444', description: null });
    await expectError({ name: '' }, 400, 'Tên tag không được để trống', 'PUT', `/friend-tags/${created.id}`);

    const { tags } = await dataOf(user, 'GET', '/friend-tags');
    expect(tags.map((tag: { name: string }) => tag.name)).toEqual(['Bạn học', 'x'.repeat(50)]);
    expect(await dataOf(user, 'DELETE', `/friend-tags/${created.id}`)).toMatchObject({ id: created.id });
    expect((await call(user, 'GET', `/friend-tags/${created.id}`)).statusCode).toBe(404);
    expect((await dataOf(user, 'GET', '/friend-tags/colors')).colors).toHaveLength(10);
  });

  it('assigns idempotently, unassigns, filters by tag, search, activity and account, and counts per tag', async () => {
    const { user, account } = await scene();
    const second = await loginSimAccount(t, platform, user, world().users()[nextSimUser++].id, 'Shop 2');
    await dataOf(user, 'POST', `/accounts/${account.id}/friends/sync`);
    await dataOf(user, 'POST', `/accounts/${second.id}/friends/sync`);
    const mine = (await dataOf(user, 'GET', `/accounts/${account.id}/friends`)).friends as Array<{ id: string; displayName: string; isActive: boolean }>;
    const theirs = (await dataOf(user, 'GET', `/accounts/${second.id}/friends`)).friends as Array<{ id: string }>;
    const vip = await dataOf(user, 'POST', '/friend-tags', { name: 'VIP', color: '#10B981' });
    const cold = await dataOf(user, 'POST', '/friend-tags', { name: 'Lạnh' });

    const pairs = { friendIds: [mine[0].id, mine[1].id, theirs[0].id], tagIds: [vip.id] };
    expect(await dataOf(user, 'POST', '/friend-tags/assign', pairs)).toMatchObject({ assigned: 3 });
    expect(await dataOf(user, 'POST', '/friend-tags/assign', pairs)).toMatchObject({ assigned: 0 });
    await dataOf(user, 'POST', '/friend-tags/assign', { friendIds: [mine[2].id], tagIds: [cold.id] });

    const filtered = (query: string) => dataOf(user, 'GET', `/friend-tags/filtered-friends?${query}`);
    const all = await filtered('');
    expect(all).toMatchObject({ total: mine.length + theirs.length, totalAll: mine.length + theirs.length, accountCount: 2 });
    expect((await filtered(`tagIds=${vip.id}`)).total).toBe(3);
    expect((await filtered(`tagIds=${vip.id}&tagIds=${cold.id}`)).total).toBe(4);
    expect((await filtered(`tagIds=${vip.id}&accountId=${second.id}`)).friends.map((f: { id: string }) => f.id)).toEqual([theirs[0].id]);
    const byName = await filtered(`search=${encodeURIComponent(mine[0].displayName.toLowerCase())}&accountId=${account.id}`);
    expect(byName.friends.map((f: { id: string }) => f.id)).toContain(mine[0].id);
    expect((await filtered('search=%25_')).total).toBe(0);
    const inactive = mine.filter((f) => !f.isActive).length;
    expect((await filtered(`isActive=false&accountId=${account.id}`)).total).toBe(inactive);
    const page = await filtered('limit=2&offset=1');
    expect(page.friends).toHaveLength(2);
    expect(page.friends[0].id).toBe(all.friends[1].id);

    const { stats } = await dataOf(user, 'GET', '/friend-tags/stats');
    expect(stats.tagDetails).toEqual([
      { tag: { id: cold.id, name: 'Lạnh', color: '#3B82F6' }, friendCount: 1, accountCount: 1 },
      { tag: { id: vip.id, name: 'VIP', color: '#10B981' }, friendCount: 3, accountCount: 2 },
    ]);
    expect(await dataOf(user, 'POST', '/friend-tags/unassign', { friendIds: [mine[0].id], tagIds: [vip.id, cold.id] })).toEqual({ unassigned: 1 });
    expect((await filtered(`tagIds=${vip.id}`)).total).toBe(2);
  });

  it("is a 404 for another user's tag, friend or account and a 400 for bad input, never a 500", async () => {
    const { user, account } = await scene();
    const other = await t.signUp();
    await dataOf(user, 'POST', `/accounts/${account.id}/friends/sync`);
    const [friend] = (await dataOf(user, 'GET', `/accounts/${account.id}/friends`)).friends;
    const tag = await dataOf(user, 'POST', '/friend-tags', { name: 'Riêng' });
    const otherTag = await dataOf(other, 'POST', '/friend-tags', { name: 'Khác' });

    for (const [method, url, payload] of [
      ['GET', `/friend-tags/${tag.id}`],
      ['PUT', `/friend-tags/${tag.id}`, { name: 'Đổi' }],
      ['DELETE', `/friend-tags/${tag.id}`],
      ['POST', '/friend-tags/assign', { friendIds: [friend.id], tagIds: [otherTag.id] }],
      ['GET', `/friend-tags/filtered-friends?accountId=${account.id}`],
      ['GET', `/accounts/${account.id}/sent-friend-requests`],
      ['DELETE', `/accounts/${account.id}/sent-friend-requests`, { userIds: ['1'] }],
    ] as Array<[Method, string, object?]>) {
      expect([method, url, (await call(other, method, url, payload)).statusCode]).toEqual([method, url, 404]);
    }
    expect((await call(other, 'POST', '/friend-tags/assign', { friendIds: [friend.id], tagIds: [otherTag.id] })).json().error).toBe('Không tìm thấy bạn bè');
    expect((await call(user, 'GET', '/friend-tags/not-a-uuid')).statusCode).toBe(404);

    for (const [method, url, payload, error] of [
      ['POST', '/friend-tags/assign', { friendIds: [], tagIds: [tag.id] }, 'Vui lòng chọn cả bạn bè và tags để gán'],
      ['POST', '/friend-tags/assign', { friendIds: [friend.id] }, 'Vui lòng chọn cả bạn bè và tags để gán'],
      ['POST', '/friend-tags/assign', '"nonsense"', 'Vui lòng chọn cả bạn bè và tags để gán'],
      ['POST', '/friend-tags/assign', '{not json', 'Dữ liệu không hợp lệ'],
      ['GET', '/friend-tags/filtered-friends?tagIds=abc', undefined, 'Bộ lọc không hợp lệ'],
      ['GET', '/friend-tags/filtered-friends?limit=100000', undefined, 'Bộ lọc không hợp lệ'],
      ['GET', '/friend-tags/filtered-friends?isActive=maybe', undefined, 'Bộ lọc không hợp lệ'],
      ['DELETE', `/accounts/${account.id}/sent-friend-requests`, { userIds: [] }, 'Vui lòng chọn ít nhất một lời mời để hủy'],
    ] as Array<[Method, string, object | string | undefined, string]>) {
      const response = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { ...bearer(user.token), 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload ?? {}),
      });
      expect([url, response.statusCode, response.json().error]).toEqual([url, 400, error]);
    }
  });
});

describe('sent friend requests', () => {
  it('lists pending requests from the platform and answered ones from our jobs, and cancels through the platform', async () => {
    const { user, account, me } = await scene();
    // The simulated world starts with a few requests of its own.
    const before = (await dataOf(user, 'GET', `/accounts/${account.id}/sent-friend-requests`)).total as number;
    expect(before).toBe(world().sentFriendRequests(me).length);

    const strangers = world().users().filter((u) => u.id !== me && !world().areFriends(me, u.id)).slice(0, 3);
    world().sendFriendRequest(me, strangers[0].id, 'Chào bạn, kết bạn nhé');
    world().sendFriendRequest(me, strangers[1].id, 'Xin chào');
    const { sentRequests, total } = await dataOf(user, 'GET', `/accounts/${account.id}/sent-friend-requests`);
    expect(total).toBe(before + 2);
    expect(sentRequests).toContainEqual(
      expect.objectContaining({ userId: seen(me, strangers[0].id), displayName: strangers[0].displayName, message: 'Chào bạn, kết bạn nhé', status: 'pending' }),
    );

    // An earlier job's request that the person accepted: the platform no longer lists it.
    const [job] = await t.database.query<{ id: string }>(
      `INSERT INTO jobs (workspace_id, account_id, type, action, status, total_recipients, payload)
       SELECT a.workspace_id, a.id, 'FRIEND_REQUEST', 'friend-request', 'COMPLETED', 1, '{"message":"Kết bạn nhé"}'::jsonb FROM accounts a WHERE a.id = $1
       RETURNING id`,
      [account.id],
    );
    await t.database.query(
      `INSERT INTO job_recipients (job_id, seq, target_id, target_type, display_name, status, processed_at) VALUES ($1, 0, $2, 'user', $3, 'SENT', now())`,
      [job.id, seen(me, strangers[2].id), strangers[2].displayName],
    );
    world().makeFriends(me, strangers[2].id);
    await dataOf(user, 'POST', `/accounts/${account.id}/friends/sync`);
    const withAnswered = await dataOf(user, 'GET', `/accounts/${account.id}/sent-friend-requests`);
    expect(withAnswered.total).toBe(before + 3);
    expect(withAnswered.sentRequests).toContainEqual(expect.objectContaining({ userId: seen(me, strangers[2].id), status: 'accepted', message: 'Kết bạn nhé' }));

    const cancelled = await dataOf(user, 'DELETE', `/accounts/${account.id}/sent-friend-requests`, { userIds: [seen(me, strangers[0].id), seen(me, strangers[2].id)] });
    expect(cancelled).toEqual({ successCount: 1, deletedCount: 1, failureCount: 1 });
    expect(world().sentFriendRequests(me).map((r) => r.userId)).not.toContain(strangers[0].id);
    expect(world().sentFriendRequests(me)).toHaveLength(before + 1);
  });
});
