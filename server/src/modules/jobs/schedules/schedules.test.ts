import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import type { RecurringSchedule } from 'shared-sdk/schemas';
import { jobSchedules } from '../../../db/schema';
import type { SimulatorPlatform } from '../../../platform';
import { type SignedInUser, type TestApp } from '../../../testing/test-app';
import { createSimTestApp } from '../../../testing/sim-test-app';
import { userCalls } from '../../../testing/user-calls';
import { loginSimAccount, type SimAccount } from '../../../testing/sim-accounts';
import { moveToPlan } from '../../../testing/plans';

/**
 * GET/PATCH/DELETE /schedules: every recurring schedule of every kind in one place, with its
 * next and last run, paused, resumed, edited within its kind's rules and deleted; another user's is a 404. No
 * worker sends here: the runs' jobs stay as created.
 */
let t: TestApp;
let platform: SimulatorPlatform;
let nextSimUser = 0;

// Jobs are stored, never sent: the simulated world stays as the tests read it.
beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'schedules-test', users: 120, workers: 0 }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const { call, dataOf, upload } = userCalls(() => t);
async function refused(user: SignedInUser, method: Method, url: string, payload: object | undefined, status: number, error: string, fieldErrors?: object) {
  const response = await call(user, method, url, payload);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body: { success: false, error, ...(fieldErrors ? { fieldErrors } : {}) } });
}

const world = () => platform.world;
const schedulesOf = async (user: SignedInUser): Promise<RecurringSchedule[]> => (await dataOf(user, 'GET', '/schedules')).schedules;
const scheduleOf = async (user: SignedInUser, id: string) => (await schedulesOf(user)).find((schedule) => schedule.id === id) as RecurringSchedule;
/** Runs whatever is due, as if the clock had reached the schedule's next time. */
async function runNow(id: string) {
  await t.database.query(`UPDATE job_schedules SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [id]);
  await t.app.jobSchedules.runDue(new Date());
}

async function onPlan(user: SignedInUser, name: 'basic' | 'pro') {
  await moveToPlan(t.database, user.id, name);
}

/** A Pro user with an account whose groups are synced (their names stored). */
async function scene(): Promise<{ user: SignedInUser; account: SimAccount; me: string }> {
  const user = await t.signUp();
  await onPlan(user, 'pro');
  const me = world()
    .users()
    .slice(nextSimUser++)
    .find((u) => world().groupIdsOf(u.id).filter((id) => !world().group(id).isCommunity).length >= 2)?.id as string;
  nextSimUser = world().users().findIndex((u) => u.id === me) + 1;
  const account = await loginSimAccount(t, platform, user, me, 'Shop Lịch');
  await dataOf(user, 'POST', `/accounts/${account.id}/groups/sync`);
  return { user, account, me };
}

const plainGroups = (me: string) =>
  world()
    .groupIdsOf(me)
    .map((id) => world().group(id))
    .filter((group) => !group.isCommunity);

/** A daily group send to two groups at 09:00 and 15:30. */
async function groupSchedule(user: SignedInUser, account: SimAccount, me: string) {
  const groups = plainGroups(me).slice(0, 2);
  const { data } = await dataOf(user, 'POST', '/jobs/message/bulk-groups', {
    accountId: account.id,
    groupIds: groups.map((group) => group.id),
    message: 'Chào cả nhóm, hàng mới về!',
    scheduleTimes: ['15:30', '09:00'],
    delayMin: 60,
    delayMax: 120,
  });
  return { id: data.scheduleId as string, groups };
}

/** A Kho chung list of the account's group members who are not friends, and its daily message schedule. */
async function listSchedule(user: SignedInUser, account: SimAccount, me: string) {
  const group = plainGroups(me).find((g) => g.members.size > 4) ?? plainGroups(me)[0];
  const people = [...group.members].filter((id) => id !== me).slice(0, 3);
  const members = people.map((id) => {
    const uid = world().uidFor(me, id);
    return { id: uid, memberId: uid, displayName: world().user(id).displayName, groupId: group.id, groupName: group.name };
  });
  const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members });
  const { schedule } = await dataOf(user, 'POST', `/shared-pending/lists/${list.id}/schedule/message`, {
    scheduleTimes: ['10:00'],
    messageTemplate: 'Chào {ten}, shop gửi bạn ưu đãi',
    dailyLimit: 50,
  });
  return { id: schedule.id as string, list: list as { id: string; name: string } };
}

function workbook(phones: string[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(phones.map((phone) => [phone])), 'Danh sách');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A phone list imported from Excel and its friend-request and message schedules. */
async function phoneSchedules(user: SignedInUser, account: SimAccount) {
  const phones = world().users().slice(100, 103).map((u) => u.phone);
  const imported = await upload(user, '/phone-lists/import', { name: 'ds.xlsx', data: workbook(phones) }, { listName: 'Khách hội chợ' });
  const listId = imported.json().data.id as string;
  const quotas = [{ accountId: account.id, dailyLimit: 5 }];
  const friend = await dataOf(user, 'POST', `/phone-lists/${listId}/schedule/friend-request`, { scheduleTimes: ['08:05'], messageTemplate: 'Kết bạn nhé', accountQuotas: quotas });
  const message = await dataOf(user, 'POST', `/phone-lists/${listId}/schedule/message`, { scheduleTimes: ['20:00'], messageTemplate: 'Chào bạn', accountQuotas: quotas });
  return { listId, friendId: friend.schedule.id as string, messageId: message.schedule.id as string };
}

describe('listing', () => {
  it('lists every kind with what it targets by name, account, times, timezone, next run and state, newest first', async () => {
    const { user, account, me } = await scene();
    const group = await groupSchedule(user, account, me);
    const list = await listSchedule(user, account, me);
    const phone = await phoneSchedules(user, account);
    const schedules = await schedulesOf(user);
    expect(schedules.map((s) => s.id)).toEqual([phone.messageId, phone.friendId, list.id, group.id]);
    const byId = new Map(schedules.map((s) => [s.id, s]));
    expect(byId.get(group.id)).toMatchObject({
      kind: 'bulk-groups',
      state: 'ACTIVE',
      target: { type: 'groups', id: null, names: group.groups.map((g) => g.name), count: 2 },
      accountId: account.id,
      accountName: 'Shop Lịch',
      scheduleTimes: ['09:00', '15:30'],
      timezone: 'Asia/Ho_Chi_Minh',
      message: 'Chào cả nhóm, hàng mới về!',
      delayMin: 60,
      delayMax: 120,
      dailyLimit: null,
      editable: ['scheduleTimes', 'timezone', 'message', 'delays'],
      nextRunAt: expect.any(String),
      lastRunAt: null,
      lastRun: null,
    });
    expect(byId.get(list.id)).toMatchObject({
      kind: 'shared-list-message',
      target: { type: 'shared-list', id: list.list.id, name: list.list.name },
      message: 'Chào {ten}, shop gửi bạn ưu đãi',
      dailyLimit: 50,
      delayMin: 20,
      delayMax: 60,
      editable: ['scheduleTimes', 'timezone', 'message', 'dailyLimit'],
    });
    expect(byId.get(phone.friendId)).toMatchObject({
      kind: 'phone-friend-request',
      target: { type: 'phone-list', id: phone.listId, name: 'Khách hội chợ' },
      accountNames: ['Shop Lịch'],
      scheduleTimes: ['08:05'],
      message: 'Kết bạn nhé',
      delayMin: 15,
      delayMax: 45,
    });
    expect(byId.get(phone.messageId)).toMatchObject({ kind: 'phone-message', scheduleTimes: ['20:00'], message: 'Chào bạn' });
    // The next run is the next of its times in its timezone.
    const next = new Date(byId.get(group.id)?.nextRunAt as string);
    expect(['09:00', '15:30']).toContain(next.toLocaleTimeString('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit' }));
    expect(next.getTime()).toBeGreaterThan(Date.now());
  });

  it('shows the last run: the job it made and how it goes, or why it made none', async () => {
    const { user, account, me } = await scene();
    const group = await groupSchedule(user, account, me);
    await runNow(group.id);
    const ran = await scheduleOf(user, group.id);
    expect(ran.lastRunAt).not.toBeNull();
    expect(ran.lastRun).toMatchObject({ error: null, jobId: expect.any(String), jobs: 1, status: 'PENDING', totalRecipients: 2, successCount: 0 });

    // On a plan without the group send, the next run fails, and says why.
    await onPlan(user, 'basic');
    await runNow(group.id);
    expect((await scheduleOf(user, group.id)).lastRun).toMatchObject({ error: expect.stringContaining('gói Pro'), jobId: null, jobs: 0, status: null });

    // A phone list's run makes a job per account: the run is all of them.
    await onPlan(user, 'pro');
    const phone = await phoneSchedules(user, account);
    await runNow(phone.friendId);
    const phoneRun = (await scheduleOf(user, phone.friendId)).lastRun;
    expect(phoneRun).toMatchObject({ error: null, jobs: 1, totalRecipients: 3, status: 'PENDING' });
    // Its job names the list it came from (the job card's source).
    expect((await t.app.jobs.read.get(user.id, phoneRun?.jobId as string)).metadata.sourceNames).toEqual(['Khách hội chợ']);
    const list = await listSchedule(user, account, me);
    await runNow(list.id);
    const listRun = (await scheduleOf(user, list.id)).lastRun;
    expect((await t.app.jobs.read.get(user.id, listRun?.jobId as string)).metadata.sourceNames).toEqual([list.list.name]);
  });
});

describe('pause, resume, edit, delete', () => {
  it('pauses (no next run, not run when due) and resumes (a next run from now)', async () => {
    const { user, account, me } = await scene();
    const group = await groupSchedule(user, account, me);
    const paused = await dataOf(user, 'PATCH', `/schedules/${group.id}`, { isActive: false });
    expect(paused).toMatchObject({ id: group.id, state: 'PAUSED', nextRunAt: null });
    await t.database.query(`UPDATE job_schedules SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [group.id]);
    await t.app.jobSchedules.runDue(new Date());
    expect((await scheduleOf(user, group.id)).lastRun).toBeNull();
    const resumed = await dataOf(user, 'PATCH', `/schedules/${group.id}`, { isActive: true });
    expect(resumed.state).toBe('ACTIVE');
    expect(Date.parse(resumed.nextRunAt)).toBeGreaterThan(Date.now());
  });

  it('edits what the kind allows, with the rules and messages of its creation', async () => {
    const { user, account, me } = await scene();
    const group = await groupSchedule(user, account, me);
    const edited = await dataOf(user, 'PATCH', `/schedules/${group.id}`, { message: 'Tin mới {Chào|Xin chào} cả nhóm', delayMin: 90, delayMax: 150, scheduleTimes: ['18:00', '07:30'] });
    expect(edited).toMatchObject({ message: 'Tin mới {Chào|Xin chào} cả nhóm', delayMin: 90, delayMax: 150, scheduleTimes: ['07:30', '18:00'] });
    // The stored request is what the next run sends.
    const [row] = await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.id, group.id));
    expect(row.request).toMatchObject({ message: 'Tin mới {Chào|Xin chào} cả nhóm', delayMin: 90, delayMax: 150 });
    await runNow(group.id);
    const job = await t.app.jobs.read.get(user.id, (await scheduleOf(user, group.id)).lastRun?.jobId as string);
    expect(job.payload).toMatchObject({ message: 'Tin mới {Chào|Xin chào} cả nhóm', delayMin: 90, delayMax: 150 });

    await refused(user, 'PATCH', `/schedules/${group.id}`, { delayMin: 10 }, 400, 'Độ trễ phải từ 30 đến 300 giây', { delayMin: 'Độ trễ phải từ 30 đến 300 giây' });
    await refused(user, 'PATCH', `/schedules/${group.id}`, { scheduleTimes: ['25:00'] }, 400, 'Thời gian gửi phải có dạng HH:MM');
    await refused(user, 'PATCH', `/schedules/${group.id}`, { message: 'Chào {abc}' }, 400, expect.stringContaining('{abc}') as unknown as string);
    await refused(user, 'PATCH', `/schedules/${group.id}`, { dailyLimit: 10 }, 400, 'Chỉ lịch nhắn tin Kho chung có số tin nhắn mỗi ngày');
    await refused(user, 'PATCH', `/schedules/${group.id}`, {}, 400, 'Không có thay đổi nào');

    const list = await listSchedule(user, account, me);
    expect(await dataOf(user, 'PATCH', `/schedules/${list.id}`, { dailyLimit: 20, message: 'Chào {ten}' })).toMatchObject({ dailyLimit: 20, message: 'Chào {ten}' });
    await refused(user, 'PATCH', `/schedules/${list.id}`, { scheduleTimes: ['10:03'] }, 400, 'Thời gian gửi phải theo bước 5 phút (HH:MM)');
    await refused(user, 'PATCH', `/schedules/${list.id}`, { message: ' ' }, 400, 'Vui lòng nhập nội dung tin nhắn', { message: 'Vui lòng nhập nội dung tin nhắn' });
    await refused(user, 'PATCH', `/schedules/${list.id}`, { delayMin: 5, delayMax: 9 }, 400, 'Lịch này gửi với độ trễ cố định, không đổi được');

    const phone = await phoneSchedules(user, account);
    expect(await dataOf(user, 'PATCH', `/schedules/${phone.friendId}`, { message: 'Mình kết bạn nhé', scheduleTimes: ['08:07'] })).toMatchObject({
      message: 'Mình kết bạn nhé',
      scheduleTimes: ['08:07'],
    });
    await refused(user, 'PATCH', `/schedules/${phone.friendId}`, { message: 'x'.repeat(501) }, 400, expect.any(String) as unknown as string);
  });

  it('resuming or editing needs the plan the kind runs on; pausing and deleting never do', async () => {
    const { user, account, me } = await scene();
    const group = await groupSchedule(user, account, me);
    await onPlan(user, 'basic');
    expect(await dataOf(user, 'PATCH', `/schedules/${group.id}`, { isActive: false })).toMatchObject({ state: 'PAUSED' });
    await refused(user, 'PATCH', `/schedules/${group.id}`, { isActive: true }, 400, expect.stringContaining('gói Pro') as unknown as string);
    await refused(user, 'PATCH', `/schedules/${group.id}`, { message: 'Khác' }, 400, expect.stringContaining('gói Pro') as unknown as string);
    expect(await dataOf(user, 'DELETE', `/schedules/${group.id}`)).toEqual({ deleted: true });
    expect(await schedulesOf(user)).toEqual([]);
  });

  it("a phone list follows its schedules: paused when none runs, running when one resumes, pending when none is left; the spec's PATCH still works", async () => {
    const { user, account } = await scene();
    const phone = await phoneSchedules(user, account);
    const status = async () => {
      const data = await dataOf(user, 'GET', `/phone-lists/${phone.listId}`);
      return data.status ?? data.list?.status;
    };
    expect(await status()).toBe('PROCESSING');
    await dataOf(user, 'PATCH', `/schedules/${phone.friendId}`, { isActive: false });
    expect(await status()).toBe('PROCESSING');
    await dataOf(user, 'PATCH', `/schedules/${phone.messageId}`, { isActive: false });
    expect(await status()).toBe('PAUSED');
    await dataOf(user, 'PATCH', `/schedules/${phone.messageId}`, { isActive: true });
    expect(await status()).toBe('PROCESSING');
    // PATCH /phone-lists/schedules/{id} still changes times and on/off.
    const { schedule } = await dataOf(user, 'PATCH', `/phone-lists/schedules/${phone.friendId}`, { scheduleTimes: ['09:15'], isActive: true });
    expect(schedule).toMatchObject({ isActive: true, scheduleTimes: ['09:15'] });
    expect((await scheduleOf(user, phone.friendId)).scheduleTimes).toEqual(['09:15']);
    await dataOf(user, 'DELETE', `/schedules/${phone.friendId}`);
    await dataOf(user, 'DELETE', `/schedules/${phone.messageId}`);
    expect(await status()).toBe('PENDING');
  });

  it('a list with nothing left to send finishes its schedule (FINISHED, not paused); resumed, it runs again', async () => {
    const { user, account, me } = await scene();
    const list = await listSchedule(user, account, me);
    const { list: detail } = await dataOf(user, 'GET', `/shared-pending/lists/${list.list.id}`);
    for (const member of detail.members) await dataOf(user, 'PATCH', `/shared-pending/lists/${list.list.id}/members/${member.id}/status`, { status: 'SUCCESS' });
    await runNow(list.id);
    expect(await scheduleOf(user, list.id)).toMatchObject({ state: 'FINISHED', nextRunAt: null, lastRun: { error: expect.any(String) } });
    expect(await dataOf(user, 'PATCH', `/schedules/${list.id}`, { isActive: true })).toMatchObject({ state: 'ACTIVE' });
  });

  it("is the user's own: another user's schedule is a 404 (and not listed), a malformed id too", async () => {
    const { user, account, me } = await scene();
    const group = await groupSchedule(user, account, me);
    const stranger = await t.signUp();
    expect(await schedulesOf(stranger)).toEqual([]);
    await refused(stranger, 'PATCH', `/schedules/${group.id}`, { isActive: false }, 404, 'Không tìm thấy lịch gửi');
    await refused(stranger, 'DELETE', `/schedules/${group.id}`, undefined, 404, 'Không tìm thấy lịch gửi');
    await refused(user, 'PATCH', '/schedules/not-an-id', { isActive: false }, 404, 'Không tìm thấy lịch gửi');
    await refused(user, 'PATCH', `/schedules/${group.id}`, { isActive: 'yes' }, 400, 'Giá trị bật/tắt không hợp lệ');
    expect((await scheduleOf(user, group.id)).state).toBe('ACTIVE');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/schedules' });
    expect(anonymous.statusCode).toBe(401);
  });
});
