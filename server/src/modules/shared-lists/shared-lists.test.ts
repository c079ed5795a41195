import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jobSchedules } from '../../db/schema';
import type { SimulatorPlatform } from '../../platform';
import { globalIdOf, type SimGroup } from '../../platform/simulator/world';
import { type SignedInUser, type TestApp, TEST_PASSWORD } from '../../testing/test-app';
import { createSimTestApp } from '../../testing/sim-test-app';
import { userCalls } from '../../testing/user-calls';
import { until } from '../jobs/engine/testing/engine-fixtures';
import { loginSimAccount, type SimAccount } from '../../testing/sim-accounts';
import { moveToPlan } from '../../testing/plans';

let t: TestApp;
let platform: SimulatorPlatform;
let nextSimUser = 0;

beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'shared-lists', users: 120 }, {}, { jobTiming: { pollMs: 500, sweepEveryMs: 1000 } }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const { call, dataOf } = userCalls(() => t);
async function refused(user: SignedInUser, method: Method, url: string, payload: object | undefined, status: number, error: string) {
  const response = await call(user, method, url, payload);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body: { success: false, error } });
}

const world = () => platform.world;

/** The person of the world behind each uid scene() handed out. */
const personOf = new Map<string, string>();

/**
 * A user with a logged-in account and members of one of its groups: `people` as the world knows them, `members`
 * the same people under the uids that account sees.
 */
async function scene(): Promise<{ user: SignedInUser; account: SimAccount; me: string; group: SimGroup; people: string[]; members: string[] }> {
  const user = await t.signUp();
  const me = world().users()[nextSimUser++].id;
  const account = await loginSimAccount(t, platform, user, me);
  const group = world().groups().find((g) => g.members.has(me) && g.members.size > 8 && !g.isCommunity);
  if (!group) throw new Error('no group');
  const people = [...group.members].filter((id) => id !== me && !world().areFriends(me, id));
  const members = people.map((id) => world().uidFor(me, id));
  members.forEach((uid, index) => personOf.set(uid, people[index]));
  return { user, account, me, group, people, members };
}

/** Members as the pending-friends panel saves them, with the person's globalId when the uid is someone's. */
const saved = (ids: string[], extra: object = {}) =>
  ids.map((memberId) => {
    const person = personOf.get(memberId);
    return { memberId, ...(person ? { globalId: globalIdOf(person) } : {}), displayName: `Người ${memberId.slice(-4)}`, groupId: 'g1', groupName: 'Nhóm 1', ...extra };
  });

describe('saving members', () => {
  it('creates the list of the source account, then extends it without duplicates', async () => {
    const { user, account, members } = await scene();
    const first = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved(members.slice(0, 3)) });
    expect(first).toMatchObject({ added: 3, duplicates: 0, list: { memberCount: 3, status: 'ACTIVE', sourceAccountId: account.id, statusCounts: { success: 0, pending: 3, failed: 0 } } });
    expect(first.list.name).toMatch(/^Kho chung - /);

    const again = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved([...members.slice(2, 5), members[4]]) });
    expect(again).toMatchObject({ added: 2, duplicates: 2, list: { id: first.list.id, memberCount: 5 } });

    const { lists } = await dataOf(user, 'GET', '/shared-pending/lists');
    expect(lists).toHaveLength(1);
    const { list } = await dataOf(user, 'GET', `/shared-pending/lists/${first.list.id}`);
    expect(list.members.map((m: { memberId: string }) => m.memberId).sort()).toEqual(members.slice(0, 5).sort());
    expect(list.members.find((m: { memberId: string }) => m.memberId === members[0])).toMatchObject({ displayName: `Người ${members[0].slice(-4)}`, groupId: 'g1', groupName: 'Nhóm 1', status: 'pending', createdAt: expect.any(String) });
  });

  it("accepts the spec's member shape (id, displayName, avatar, zaloName, groupId, groupName) and keeps the avatar", async () => {
    const { user, account, members } = await scene();
    // Exactly the fields of a member in the API (as pending friends have them): no memberId, no globalId.
    const body = {
      sourceAccountId: account.id,
      members: members.slice(0, 2).map((id, index) => ({
        id,
        displayName: `Khách ${index + 1}`,
        avatar: `https://avatar.example.com/${index + 1}.jpg`,
        zaloName: `khach${index + 1}`,
        groupId: 'g-spec',
        groupName: 'Nhóm theo spec',
      })),
    };
    const saved = await dataOf(user, 'POST', '/shared-pending/save-members', body);
    expect(saved).toMatchObject({ added: 2, duplicates: 0, list: { memberCount: 2 } });
    const { list } = await dataOf(user, 'GET', `/shared-pending/lists/${saved.list.id}`);
    // Both are saved in one statement with the same createdAt, so their order is not part of the contract.
    expect(list.members).toHaveLength(2);
    expect(list.members).toEqual(expect.arrayContaining([
      expect.objectContaining({ memberId: members[0], displayName: 'Khách 1', zaloName: 'khach1', avatar: 'https://avatar.example.com/1.jpg', groupId: 'g-spec', groupName: 'Nhóm theo spec', status: 'pending' }),
      expect.objectContaining({ memberId: members[1], displayName: 'Khách 2', avatar: 'https://avatar.example.com/2.jpg' }),
    ]));
    // The same people again under the spec's id are duplicates; memberId and globalId stay accepted as extras.
    const again = await dataOf(user, 'POST', '/shared-pending/save-members', {
      sourceAccountId: account.id,
      members: [{ id: members[0] }, { memberId: members[2], globalId: 'G-extra', displayName: 'Khách 3' }],
    });
    expect(again).toMatchObject({ added: 1, duplicates: 1, list: { memberCount: 3 } });
    // Neither id nor memberId, or an avatar that is not a web address, is refused with the reason.
    await refused(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: [{ displayName: 'Không có mã' }] }, 400, 'Thông tin thành viên không hợp lệ');
    await refused(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: [{ id: members[3], avatar: 'javascript:alert(1)' }] }, 400, 'Ảnh đại diện của thành viên không hợp lệ');
  });

  it('bad input is a 400 with the reason; another user\'s account is a 404', async () => {
    const { user, account, members } = await scene();
    await refused(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: [] }, 400, 'Vui lòng chọn ít nhất một thành viên');
    await refused(user, 'POST', '/shared-pending/save-members', { members: saved(members.slice(0, 1)) }, 400, 'Vui lòng chọn tài khoản nguồn');
    await refused(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: [{ memberId: '' }] }, 400, 'Thông tin thành viên không hợp lệ');
    await refused(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved(['a\u0000b']) }, 400, expect.any(String) as unknown as string);
    const other = await scene();
    await refused(other.user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved(members.slice(0, 1)) }, 404, 'Vui lòng chọn tài khoản nguồn');
  });
});

describe('lists', () => {
  it("are the user's own: another user's list is a 404 on every call; an ADMIN sees and manages every list", async () => {
    const owner = await scene();
    const { list } = await dataOf(owner.user, 'POST', '/shared-pending/save-members', { sourceAccountId: owner.account.id, members: saved(owner.members.slice(0, 2)) });
    const { list: detail } = await dataOf(owner.user, 'GET', `/shared-pending/lists/${list.id}`);
    const stranger = await t.signUp();
    expect((await dataOf(stranger, 'GET', '/shared-pending/lists')).lists).toEqual([]);
    await refused(stranger, 'GET', `/shared-pending/lists/${list.id}`, undefined, 404, 'Không tìm thấy kho chung');
    await refused(stranger, 'PATCH', `/shared-pending/lists/${list.id}/members/${detail.members[0].id}/status`, { status: 'SUCCESS' }, 404, 'Không tìm thấy kho chung');
    await refused(stranger, 'DELETE', `/shared-pending/lists/${list.id}`, undefined, 404, 'Không tìm thấy kho chung');
    await refused(stranger, 'GET', '/shared-pending/lists/not-a-uuid', undefined, 404, 'Không tìm thấy kho chung');

    const admin = await t.signUp();
    await t.database.query(`UPDATE users SET role = 'ADMIN' WHERE id = $1`, [admin.id]);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: admin.email, password: TEST_PASSWORD } });
    const adminSession = { ...admin, token: login.json().data.tokens.accessToken as string };
    const seen = (await dataOf(adminSession, 'GET', '/shared-pending/lists')).lists.map((l: { id: string }) => l.id);
    expect(seen).toContain(list.id);
    expect((await dataOf(adminSession, 'GET', `/shared-pending/lists/${list.id}`)).list.members).toHaveLength(2);
    await dataOf(adminSession, 'DELETE', `/shared-pending/lists/${list.id}`);
    await refused(owner.user, 'GET', `/shared-pending/lists/${list.id}`, undefined, 404, 'Không tìm thấy kho chung');
  });

  it("a member's status can be set by hand; an unknown status or member is refused", async () => {
    const { user, account, members } = await scene();
    const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved(members.slice(0, 2)) });
    const { list: detail } = await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`);
    const member = detail.members[0];
    expect((await dataOf(user, 'PATCH', `/shared-pending/lists/${list.id}/members/${member.id}/status`, { status: 'SUCCESS' })).member).toMatchObject({ id: member.id, status: 'SUCCESS' });
    await refused(user, 'PATCH', `/shared-pending/lists/${list.id}/members/${member.id}/status`, { status: 'DONE' }, 400, 'Trạng thái không hợp lệ');
    await refused(user, 'PATCH', `/shared-pending/lists/${list.id}/members/${randomUUID()}/status`, { status: 'FAILED' }, 404, 'Không tìm thấy thành viên trong kho');
    expect((await dataOf(user, 'GET', '/shared-pending/lists')).lists[0].statusCounts).toEqual({ success: 1, pending: 1, failed: 0 });
  });
});

describe('who can send to the members', () => {
  it('lists every account of the user, the source first, with the source groups each one shares (from its synced groups)', async () => {
    const { user, account, me, group, members } = await scene();
    const secondPerson = [...group.members].find((id) => id !== me && !members.slice(0, 2).includes(world().uidFor(me, id))) as string;
    const second = await loginSimAccount(t, platform, user, secondPerson, 'Shop 2');
    await dataOf(user, 'POST', `/accounts/${second.id}/groups/sync`);
    const unsynced = await loginSimAccount(t, platform, user, world().users()[nextSimUser++].id, 'Shop chưa đồng bộ');
    // Saved with the group they were found in, as the pending-friends panel saves them.
    const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved(members.slice(0, 2), { groupId: group.id, groupName: group.name }) });

    const { senders } = await dataOf(user, 'GET', `/shared-pending/lists/${list.id}/senders`);
    expect(senders.map((s: { accountId: string }) => s.accountId)).toEqual([account.id, second.id, unsynced.id]);
    expect(senders[0]).toMatchObject({ displayName: 'Shop', status: 'ACTIVE', isSource: true });
    expect(senders[1]).toEqual({ accountId: second.id, displayName: 'Shop 2', status: 'ACTIVE', isSource: false, sharedGroupIds: [group.id], groupsSynced: true });
    expect(senders[2]).toMatchObject({ accountId: unsynced.id, isSource: false, sharedGroupIds: [], groupsSynced: false });

    // Another user's list is a 404, like every call on it.
    const stranger = await t.signUp();
    await refused(stranger, 'GET', `/shared-pending/lists/${list.id}/senders`, undefined, 404, 'Không tìm thấy kho chung');
  });
});

describe('member jobs', () => {
  it("move the members' statuses with their outcomes, and the list is PROCESSING while its job runs", async () => {
    const { user, account, members } = await scene();
    const unknown = '1000000000000000009';
    const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved([...members.slice(0, 2), unknown]) });
    const { list: detail } = await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`);
    const memberIds = detail.members.map((m: { id: string }) => m.id);
    const created = await dataOf(user, 'POST', '/jobs/message/to-shared-pending-list-members', { listId: list.id, memberIds, accountId: account.id, message: 'Chào bạn', delayMin: 1, delayMax: 1 });
    expect((await dataOf(user, 'GET', '/shared-pending/lists')).lists[0].status).toBe('PROCESSING');

    const jobId = created.jobs[0].id;
    await until(() => t.app.jobs.read.get(user.id, jobId), (job) => job.status === 'COMPLETED' || job.status === 'FAILED');
    const { list: after } = await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`);
    const statusOf = (memberId: string) => after.members.find((m: { memberId: string }) => m.memberId === memberId).status;
    expect([statusOf(members[0]), statusOf(members[1]), statusOf(unknown)]).toEqual(['SUCCESS', 'SUCCESS', 'FAILED']);
    expect(after).toMatchObject({ status: 'ACTIVE', statusCounts: { success: 2, pending: 0, failed: 1 } });

    // A status set by hand after the job stays: only a newer outcome moves it.
    const member = after.members.find((m: { memberId: string }) => m.memberId === members[0]);
    await dataOf(user, 'PATCH', `/shared-pending/lists/${list.id}/members/${member.id}/status`, { status: 'pending' });
    const { list: again } = await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`);
    expect(again.members.find((m: { id: string }) => m.id === member.id).status).toBe('pending');
  }, 30_000);

  it('from the source account, reaches the people behind the stored member ids', async () => {
    const { user, account, me, people, members } = await scene();
    const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved(members.slice(0, 2)) });
    const { list: detail } = await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`);
    const text = `Từ tài khoản nguồn ${list.id}`;
    const memberIds = detail.members.map((m: { id: string }) => m.id);
    const created = await dataOf(user, 'POST', '/jobs/message/to-shared-pending-list-members', { listId: list.id, memberIds, accountId: account.id, message: text, delayMin: 1, delayMax: 1 });
    await until(() => t.app.jobs.read.get(user.id, created.jobs[0].id), (job) => job.status === 'COMPLETED' || job.status === 'FAILED');
    const reached = world().recentMessages().filter((m) => m.text === text);
    expect(reached.map((m) => [m.fromUserId, m.threadId]).sort()).toEqual(people.slice(0, 2).map((id) => [me, id]).sort());
  }, 30_000);

  it('from another account in a group with the members, resolves them by globalId and reaches the same people', async () => {
    const { user, account, me, group, people, members } = await scene();
    const secondPerson = [...group.members].find((id) => id !== me && !people.slice(0, 6).includes(id)) as string;
    const reachable = (id: string) =>
      world().areFriends(secondPerson, id) || (world().user(id).acceptsStrangerMessages && !world().hasBlocked(id, secondPerson));
    const chosen = people.slice(0, 6).filter(reachable).slice(0, 2);
    expect(chosen).toHaveLength(2);
    const chosenUids = chosen.map((id) => world().uidFor(me, id));
    const second = await loginSimAccount(t, platform, user, secondPerson, 'Shop 2');
    await dataOf(user, 'POST', `/accounts/${second.id}/groups/sync`);
    const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved(chosenUids) });
    const { list: detail } = await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`);
    const text = `Từ tài khoản khác ${list.id}`;
    const memberIds = detail.members.map((m: { id: string }) => m.id);
    const created = await dataOf(user, 'POST', '/jobs/message/to-shared-pending-list-members', { listId: list.id, memberIds, accountId: second.id, message: text, delayMin: 1, delayMax: 1 });
    const jobId = created.jobs[0].id;
    const targets = (await t.database.query<{ target_id: string }>(`SELECT target_id FROM job_recipients WHERE job_id = $1`, [jobId])).map((r) => r.target_id);
    // The job sends to the second account's own uids for these people, not to the ids the source account saw.
    expect(targets.sort()).toEqual(chosen.map((id) => world().uidFor(secondPerson, id)).sort());
    expect(targets.some((id) => members.includes(id))).toBe(false);

    await until(() => t.app.jobs.read.get(user.id, jobId), (job) => job.status === 'COMPLETED' || job.status === 'FAILED');
    const reached = world().recentMessages().filter((m) => m.text === text);
    expect(reached.map((m) => [m.fromUserId, m.threadId]).sort()).toEqual(chosen.map((id) => [secondPerson, id]).sort());
    const { list: after } = await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`);
    expect(after.members.map((m: { status: string }) => m.status)).toEqual(['SUCCESS', 'SUCCESS']);
  }, 30_000);

  it('from an account with no group in common, members are marked FAILED with the reason and nothing is sent', async () => {
    const { user, account, members } = await scene();
    const loner = world().users()[nextSimUser++].id;
    for (const groupId of world().groupIdsOf(loner)) world().leaveGroup(loner, groupId);
    const second = await loginSimAccount(t, platform, user, loner, 'Shop lẻ');
    await dataOf(user, 'POST', `/accounts/${second.id}/groups/sync`);
    const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved(members.slice(0, 2)) });
    const { list: detail } = await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`);
    const reason = 'Không tìm thấy thành viên này từ tài khoản đã chọn (không có nhóm chung)';
    const memberIds = detail.members.map((m: { id: string }) => m.id);
    const sentBefore = world().recentMessages().filter((m) => m.fromUserId === loner).length;
    await refused(user, 'POST', '/jobs/message/to-shared-pending-list-members', { listId: list.id, memberIds, accountId: second.id, message: 'x' }, 400, reason);
    await refused(user, 'POST', '/jobs/friend-request/to-shared-pending-list-members', { listId: list.id, memberIds, accountId: second.id, message: 'x' }, 400, reason);
    const { list: after } = await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`);
    expect(after.members.map((m: { status: string; statusReason: string }) => [m.status, m.statusReason])).toEqual([
      ['FAILED', reason],
      ['FAILED', reason],
    ]);
    expect(world().recentMessages().filter((m) => m.fromUserId === loner)).toHaveLength(sentBefore);
    expect(await t.database.query(`SELECT 1 FROM jobs WHERE account_id = $1`, [second.id])).toEqual([]);
  });
});

describe('daily message schedule of a list', () => {
  async function onPlan(user: SignedInUser, name: 'plus' | 'basic') {
    await moveToPlan(t.database, user.id, name);
  }
  const body = { scheduleTimes: ['09:00', '18:30'], messageTemplate: 'Chào bạn', timezone: 'Asia/Ho_Chi_Minh', dailyLimit: 2 };
  const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000);

  it('checks the body, the plan and the list', async () => {
    const { user, account, members } = await scene();
    const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved(members.slice(0, 1)) });
    const url = `/shared-pending/lists/${list.id}/schedule/message`;
    await onPlan(user, 'basic');
    const refusal = await call(user, 'POST', url, body);
    expect(refusal.statusCode).toBe(403);
    await onPlan(user, 'plus');
    await refused(user, 'POST', url, { ...body, messageTemplate: ' ' }, 400, 'Vui lòng nhập nội dung tin nhắn');
    await refused(user, 'POST', url, { ...body, dailyLimit: 1001 }, 400, 'Số tin nhắn/ngày phải từ 1 đến 1000');
    await refused(user, 'POST', url, { ...body, scheduleTimes: ['09:02'] }, 400, 'Thời gian gửi phải theo bước 5 phút (HH:MM)');
    await refused(user, 'POST', url, { ...body, scheduleTimes: [] }, 400, 'Vui lòng chọn ít nhất một thời gian gửi');
    const stranger = await t.signUp();
    await onPlan(stranger, 'plus');
    await refused(stranger, 'POST', url, body, 404, 'Không tìm thấy kho chung');
    const created = await dataOf(user, 'POST', url, body);
    expect(created.schedule).toMatchObject({ scheduleTimes: ['09:00', '18:30'], timezone: 'Asia/Ho_Chi_Minh', dailyLimit: 2, nextRunAt: expect.any(String) });
  });

  it('sends to the next pending members within the daily limit, never twice, stops when the list is done; runs are executions', async () => {
    const { user, account, members } = await scene();
    await onPlan(user, 'plus');
    const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved(members.slice(0, 3)) });
    const created = await dataOf(user, 'POST', `/shared-pending/lists/${list.id}/schedule/message`, body);
    const scheduleId = created.schedule.id as string;

    // The first occurrence takes 2 members (the daily limit); a second the same day has no room left.
    await t.app.jobSchedules.runDue(inTwoDays());
    const [first] = await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.id, scheduleId));
    const firstJob = await t.app.jobs.read.get(user.id, first.lastJobId as string);
    expect(firstJob).toMatchObject({ totalRecipients: 2, metadata: { source: 'shared-list-schedule', listId: list.id, scheduleId } });
    await t.database.query(`UPDATE job_schedules SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [scheduleId]);
    await t.app.jobSchedules.runDue(new Date());
    const [second] = await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.id, scheduleId));
    expect(second.lastError).toBe('Đã gửi đủ 2 tin nhắn hôm nay theo lịch, lần sau sẽ gửi tiếp');

    // Tomorrow: the members the running job holds are not taken again; the third one is.
    await t.database.query(`UPDATE jobs SET created_at = created_at - interval '1 day' WHERE id = $1`, [firstJob.id]);
    await t.database.query(`UPDATE job_schedules SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [scheduleId]);
    await t.app.jobSchedules.runDue(new Date());
    const [third] = await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.id, scheduleId));
    const secondJob = await t.app.jobs.read.get(user.id, third.lastJobId as string);
    expect(secondJob.totalRecipients).toBe(1);
    const recipients = async (jobId: string) =>
      (await t.database.query<{ target_id: string }>(`SELECT target_id FROM job_recipients WHERE job_id = $1`, [jobId])).map((r) => r.target_id);
    const sentTo = [...(await recipients(firstJob.id)), ...(await recipients(secondJob.id))];
    expect(sentTo.sort()).toEqual(members.slice(0, 3).sort());

    // Every member is held by a running job: nothing to send, the schedule keeps going.
    const rerun = async () => {
      await t.database.query(`UPDATE job_schedules SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [scheduleId]);
      await t.database.query(`UPDATE jobs SET created_at = created_at - interval '1 day' WHERE metadata->>'scheduleId' = $1`, [scheduleId]);
      await t.app.jobSchedules.runDue(new Date());
      const [row] = await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.id, scheduleId));
      return row;
    };
    expect(await rerun()).toMatchObject({ isActive: true, lastError: 'Các thành viên còn lại đang được gửi bởi công việc trước, lần sau sẽ gửi tiếp' });

    // The runs so far are the list's executions, newest first.
    const executions = await dataOf(user, 'GET', `/shared-pending/lists/${list.id}/message-executions?page=1&limit=20`);
    expect(executions.pagination).toMatchObject({ total: 2, totalPages: 1 });
    expect(executions.executions.map((e: { id: string }) => e.id)).toEqual([secondJob.id, firstJob.id]);
    expect(executions.executions[0]).toMatchObject({ executedAt: expect.any(String), status: expect.stringMatching(/^(SUCCESS|PARTIAL)$/) });

    // Once no member is pending any more, the next occurrence stops the schedule.
    const { list: detail } = await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`);
    for (const member of detail.members) await dataOf(user, 'PATCH', `/shared-pending/lists/${list.id}/members/${member.id}/status`, { status: 'SUCCESS' });
    expect(await rerun()).toMatchObject({ isActive: false, lastError: 'Tất cả thành viên của kho đã được xử lý: lịch nhắn tin đã dừng' });

    // Deleting the list takes its schedule with it.
    await dataOf(user, 'DELETE', `/shared-pending/lists/${list.id}`);
    expect(await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.id, scheduleId))).toEqual([]);
  }, 240_000);
});
