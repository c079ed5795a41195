import * as XLSX from '@e965/xlsx';
import { JOB_REQUEST_MESSAGES } from 'shared-sdk/schemas';
import type { SimulatorPlatform } from '../../../platform';
import { moveToPlan } from '../../../testing/plans';
import { loginSimAccount, type SimAccount } from '../../../testing/sim-accounts';
import { createSimTestApp } from '../../../testing/sim-test-app';
import type { SignedInUser, TestApp } from '../../../testing/test-app';
import { userCalls } from '../../../testing/user-calls';
import { splitVariants } from './variants';

/**
 * Message variants at creation: two to five texts split a job's recipients evenly and at random, each
 * recipient's variant stored with one stats row per text; one text is a job as before. Schedules keep their texts and
 * their stop-on-reply switch, and each run's job gets both. No engine sends here (workers 0): what is stored is read.
 */

let t: TestApp;
let platform: SimulatorPlatform;
let nextSimUser = 0;

beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'job-variants', users: 120, workers: 0 }));
});
afterAll(() => t.close());

const calls = userCalls(() => t);
const { call, dataOf } = calls;
const world = () => platform.world;
const later = () => new Date(Date.now() + 3_600_000).toISOString();

async function scene(): Promise<{ user: SignedInUser; account: SimAccount; friends: string[] }> {
  const user = await t.signUp();
  await moveToPlan(t.database, user.id, 'pro');
  const me = world().users()[nextSimUser++].id;
  const account = await loginSimAccount(t, platform, user, me);
  const friends = world()
    .users()
    .filter((u) => u.id !== me && world().areFriends(me, u.id))
    .map((u) => world().uidFor(me, u.id));
  return { user, account, friends };
}

type StoredRecipient = { seq: number; target_id: string; variant: number | null };
type VariantRow = { variant: number; message: string; recipients: number; sent: number; replied: number };

async function storedJob(jobId: string) {
  const recipients = await t.database.query<StoredRecipient>(`SELECT seq, target_id, variant FROM job_recipients WHERE job_id = $1 ORDER BY seq`, [jobId]);
  const variants = await t.database.query<VariantRow>(`SELECT variant, message, recipients, sent, replied FROM job_variants WHERE job_id = $1 ORDER BY variant`, [jobId]);
  const [job] = await t.database.query<{ payload: { message: string; messages?: string[] }; metadata: Record<string, unknown> }>(
    `SELECT payload, metadata FROM jobs WHERE id = $1`,
    [jobId],
  );
  return { recipients, variants, job };
}

const countsOf = (variants: Array<number | null>, count: number) => Array.from({ length: count }, (_, v) => variants.filter((x) => x === v).length);
const spread = (counts: number[]) => Math.max(...counts) - Math.min(...counts);

function refused(response: { statusCode: number; json(): { error?: string } }, status: number, error: string) {
  expect({ status: response.statusCode, error: response.json().error }).toEqual({ status, error });
}

function workbook(cells: string[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells.map((cell) => [cell])), 'DS');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('the split', () => {
  it('gives every variant its share within one, for two to five variants and many sizes', () => {
    for (let count = 2; count <= 5; count += 1) {
      for (const size of [0, 1, 2, 3, 4, 5, 7, 10, 31, 99, 100, 1000]) {
        const assignment = splitVariants(size, count);
        expect(assignment).toHaveLength(size);
        const counts = countsOf(assignment, count);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(size);
        expect(spread(counts)).toBeLessThanOrEqual(1);
        expect(assignment.every((v) => Number.isInteger(v) && v >= 0 && v < count)).toBe(true);
      }
    }
  });

  it('is drawn at random: the order differs from a plain rotation and from one job to the next, and who gets one more varies', () => {
    const rotation = Array.from({ length: 200 }, (_, i) => i % 2);
    const first = splitVariants(200, 2);
    const second = splitVariants(200, 2);
    expect(first).not.toEqual(rotation);
    expect(first).not.toEqual(second);
    // Three recipients over two variants: over many draws both A and B are the one given two.
    const extra = new Set(Array.from({ length: 60 }, () => (countsOf(splitVariants(3, 2), 2)[0] === 2 ? 'A' : 'B')));
    expect(extra).toEqual(new Set(['A', 'B']));
  });
});

describe('a message job with variants', () => {
  it('stores each recipient its variant, in the order asked, one stats row per text, and variant A as the message', async () => {
    const { user, account, friends } = await scene();
    const chosen = friends.slice(0, 7);
    expect(chosen).toHaveLength(7);
    const texts = ['Chào {ten}, shop có ưu đãi', 'Xin chào, {giảm|bớt} 10% hôm nay', 'Bạn ơi, hàng mới về'];
    const created = await dataOf(user, 'POST', '/jobs/message/to-friends', { accountId: account.id, message: 'bỏ qua', messages: texts, recipients: chosen, scheduledAt: later() });
    const { recipients, variants, job } = await storedJob(created.jobs[0].id);
    expect(job.payload).toMatchObject({ message: texts[0], messages: texts });
    expect(recipients.map((r) => r.target_id)).toEqual(chosen);
    const counts = countsOf(recipients.map((r) => r.variant), 3);
    expect(spread(counts)).toBeLessThanOrEqual(1);
    expect(variants).toEqual(texts.map((message, variant) => ({ variant, message, recipients: counts[variant], sent: 0, replied: 0 })));
  });

  it('takes variants in the other message calls: group members, a conversation, a Kho chung list', async () => {
    const { user, account } = await scene();
    const me = account.zaloUserId;
    const group = world().groups().find((g) => g.members.has(me) && g.members.size >= 5 && !g.isCommunity);
    if (!group) throw new Error('no group');
    const texts = ['Phiên bản một', 'Phiên bản hai'];
    const members = await dataOf(user, 'POST', '/jobs/message/to-group-members', { accountId: account.id, groupId: group.id, messages: texts, message: '', excludeSelf: true, scheduledAt: later() });
    const stored = await storedJob(members.jobs[0].id);
    expect(stored.recipients.length).toBe(group.members.size - 1);
    expect(spread(countsOf(stored.recipients.map((r) => r.variant), 2))).toBeLessThanOrEqual(1);
    expect(stored.variants.map((v) => v.recipients).reduce((a, b) => a + b, 0)).toBe(stored.recipients.length);

    // One recipient: one variant has it, the other none (both rows kept: the card shows both texts).
    const thread = await dataOf(user, 'POST', '/jobs/message/to-thread', { accountId: account.id, threadId: group.id, threadType: 'group', messages: texts, message: '', scheduledAt: later() });
    const one = await storedJob(thread.jobs[0].id);
    expect(one.variants.map((v) => v.recipients).sort()).toEqual([0, 1]);
    expect(one.variants[one.recipients[0].variant as number].recipients).toBe(1);

    const people = [...group.members].filter((id) => id !== me).slice(0, 4);
    const saved = people.map((id) => ({ memberId: world().uidFor(me, id), displayName: `Người ${id.slice(-4)}`, groupId: group.id, groupName: group.name }));
    const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members: saved });
    const rows = (await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`)).list.members as Array<{ id: string }>;
    const listJob = await dataOf(user, 'POST', '/jobs/message/to-shared-pending-list-members', {
      listId: list.id,
      accountId: account.id,
      memberIds: rows.map((row) => row.id),
      messages: texts,
      message: '',
      delayMin: 20,
      delayMax: 30,
    });
    const fromList = await storedJob(listJob.jobs[0].id);
    expect(countsOf(fromList.recipients.map((r) => r.variant), 2)).toEqual([2, 2]);
    expect(fromList.job.payload.messages).toEqual(texts);
    await dataOf(user, 'POST', `/jobs/${listJob.jobs[0].id}/cancel`);
  });

  it('with one text (message alone, or one in messages) is a job as before: no variants, no stats rows', async () => {
    const { user, account, friends } = await scene();
    const alone = await dataOf(user, 'POST', '/jobs/message/to-friends', { accountId: account.id, message: 'Chỉ một tin', recipients: friends.slice(0, 3), scheduledAt: later() });
    const single = await dataOf(user, 'POST', '/jobs/message/to-friends', { accountId: account.id, message: '', messages: ['Một tin trong danh sách'], recipients: friends.slice(0, 3), scheduledAt: later() });
    for (const [created, text] of [[alone, 'Chỉ một tin'], [single, 'Một tin trong danh sách']] as const) {
      const { recipients, variants, job } = await storedJob(created.jobs[0].id);
      expect(job.payload.message).toBe(text);
      expect(job.payload.messages).toBeUndefined();
      expect(recipients.map((r) => r.variant)).toEqual([null, null, null]);
      expect(variants).toEqual([]);
    }
  });

  it('refuses six texts and an empty variant with the Vietnamese reason; another user cannot send from the account', async () => {
    const { user, account, friends } = await scene();
    const body = { accountId: account.id, message: '', recipients: friends.slice(0, 2), scheduledAt: later() };
    refused(await call(user, 'POST', '/jobs/message/to-friends', { ...body, messages: ['A', 'B', 'C', 'D', 'E', 'F'] }), 400, JOB_REQUEST_MESSAGES.tooManyVariants);
    refused(await call(user, 'POST', '/jobs/message/to-friends', { ...body, messages: ['Có nội dung', '   '] }), 400, 'Phiên bản B chưa có nội dung');
    refused(await call(user, 'POST', '/jobs/message/to-friends', { ...body, messages: ['Một', 'Hai', ''] }), 400, 'Phiên bản C chưa có nội dung');
    refused(await call(user, 'POST', '/jobs/message/to-friends', { ...body, messages: ['Chào {ten_sai}', 'Hai'] }), 400, expect.stringContaining('ten_sai') as unknown as string);
    refused(await call(user, 'POST', '/jobs/message/to-friends', { ...body, skipActiveConversations: 'có' }), 400, JOB_REQUEST_MESSAGES.invalidSwitch);
    const other = await t.signUp();
    refused(await call(other, 'POST', '/jobs/message/to-friends', { ...body, messages: ['Một', 'Hai'] }), 404, 'Không tìm thấy tài khoản');
  });

  it('"Bỏ qua người đang trò chuyện" is kept on a one-off message job when asked, and a client cannot claim stop-on-reply', async () => {
    const { user, account, friends } = await scene();
    const on = await dataOf(user, 'POST', '/jobs/message/to-friends', {
      accountId: account.id,
      message: 'Chào',
      recipients: friends.slice(0, 2),
      skipActiveConversations: true,
      scheduledAt: later(),
      metadata: { stopOnReply: true },
    });
    const off = await dataOf(user, 'POST', '/jobs/message/to-friends', { accountId: account.id, message: 'Chào', recipients: friends.slice(0, 2), scheduledAt: later() });
    expect((await storedJob(on.jobs[0].id)).job.metadata).toMatchObject({ skipActiveConversations: true });
    expect((await storedJob(on.jobs[0].id)).job.metadata.stopOnReply).toBeUndefined();
    expect((await storedJob(off.jobs[0].id)).job.metadata.skipActiveConversations).toBeUndefined();
  });
});

describe('schedules with variants and stop on reply', () => {
  async function phoneList(user: SignedInUser, count: number, from: number): Promise<{ listId: string; phones: string[] }> {
    const phones = world().users().slice(from, from + count).map((u) => u.phone);
    const response = await calls.upload(user, '/phone-lists/import', { name: 'ds.xlsx', data: workbook(phones) }, { listName: `Danh sách ${from}` });
    return { listId: response.json().data.id as string, phones };
  }
  type Schedule = { id: string; kind: string; stopOnReply?: boolean; messages?: string[]; message: string };
  const schedulesOf = async (user: SignedInUser) => (await dataOf(user, 'GET', '/schedules')).schedules as Schedule[];
  const jobsOfList = (listId: string) =>
    t.database.query<{ id: string }>(`SELECT id FROM jobs WHERE phone_list_id = $1 OR list_id = $1 ORDER BY created_at DESC`, [listId]);

  it("a phone list's message schedule keeps its texts, each run's job splits its numbers and carries stop-on-reply (on by default, switched by PATCH)", async () => {
    const { user, account } = await scene();
    const { listId } = await phoneList(user, 6, 70);
    const texts = ['Chào anh chị, bản A', 'Chào anh chị, bản B'];
    const body = { scheduleTimes: ['09:00'], messageTemplate: 'bản cũ', messages: texts, timezone: 'Asia/Ho_Chi_Minh', accountQuotas: [{ accountId: account.id, dailyLimit: 3 }] };
    refused(await call(user, 'POST', `/phone-lists/${listId}/schedule/message`, { ...body, messages: [...texts, 'C', 'D', 'E', 'F'] }), 400, JOB_REQUEST_MESSAGES.tooManyVariants);
    refused(await call(user, 'POST', `/phone-lists/${listId}/schedule/message`, { ...body, messages: ['Bản A', ''] }), 400, 'Phiên bản B chưa có nội dung');
    const { schedule } = await dataOf(user, 'POST', `/phone-lists/${listId}/schedule/message`, body);
    expect((await schedulesOf(user)).find((s) => s.id === schedule.id)).toMatchObject({ stopOnReply: true, messages: texts, message: texts[0] });

    await dataOf(user, 'POST', `/phone-lists/schedules/${schedule.id}/execute`);
    const [first] = await jobsOfList(listId);
    const run = await storedJob(first.id);
    expect(run.job.payload).toMatchObject({ message: texts[0], messages: texts });
    expect(run.job.metadata).toMatchObject({ stopOnReply: true });
    expect(countsOf(run.recipients.map((r) => r.variant), 2).sort()).toEqual([1, 2]);
    expect(run.variants.map((v) => v.message)).toEqual(texts);

    // Switched off; variant A edited by `message` alone (B stays); the next run carries both.
    const edited = await dataOf(user, 'PATCH', `/schedules/${schedule.id}`, { stopOnReply: false, message: 'Bản A mới' });
    expect(edited).toMatchObject({ stopOnReply: false, messages: ['Bản A mới', texts[1]], message: 'Bản A mới' });
    await t.database.query(`UPDATE jobs SET status = 'CANCELLED' WHERE id = $1`, [first.id]);
    await dataOf(user, 'PATCH', `/phone-lists/accounts/${account.id}/quota`, { messageDailyLimit: 6 });
    await dataOf(user, 'POST', `/phone-lists/schedules/${schedule.id}/execute`);
    const [second] = await jobsOfList(listId);
    const next = await storedJob(second.id);
    expect(next.job.metadata).toMatchObject({ stopOnReply: false });
    expect(next.job.payload.messages).toEqual(['Bản A mới', texts[1]]);

    // New variants by PATCH, checked as creation checks them; back to one text.
    refused(await call(user, 'PATCH', `/schedules/${schedule.id}`, { messages: ['X', ''] }), 400, 'Phiên bản B chưa có nội dung');
    expect(await dataOf(user, 'PATCH', `/schedules/${schedule.id}`, { messages: ['Một', 'Hai', 'Ba'] })).toMatchObject({ messages: ['Một', 'Hai', 'Ba'], message: 'Một' });
    const single = await dataOf(user, 'PATCH', `/schedules/${schedule.id}`, { messages: ['Chỉ một'] });
    expect(single.message).toBe('Chỉ một');
    expect(single.messages).toBeUndefined();
  });

  it("a phone list's friend-request schedule takes stop-on-reply off at creation; variants are refused on it", async () => {
    const { user, account } = await scene();
    const { listId } = await phoneList(user, 2, 80);
    const { schedule } = await dataOf(user, 'POST', `/phone-lists/${listId}/schedule/friend-request`, {
      scheduleTimes: ['09:00'],
      messageTemplate: 'Kết bạn nhé',
      followUpMessage: 'Cảm ơn bạn',
      timezone: 'Asia/Ho_Chi_Minh',
      accountQuotas: [{ accountId: account.id, dailyLimit: 5 }],
      stopOnReply: false,
    });
    expect((await schedulesOf(user)).find((s) => s.id === schedule.id)).toMatchObject({ stopOnReply: false });
    refused(await call(user, 'PATCH', `/schedules/${schedule.id}`, { messages: ['A', 'B'] }), 400, 'Lịch này chỉ có một nội dung tin nhắn');
    await dataOf(user, 'POST', `/phone-lists/schedules/${schedule.id}/execute`);
    const [job] = await jobsOfList(listId);
    expect((await storedJob(job.id)).job.metadata).toMatchObject({ stopOnReply: false });
    expect(await dataOf(user, 'PATCH', `/schedules/${schedule.id}`, { stopOnReply: true })).toMatchObject({ stopOnReply: true });
  });

  it("Kho chung's daily schedule keeps its texts and stop-on-reply; each run's job has variants; group sends have no such switch; another user's schedule is a 404", async () => {
    const { user, account } = await scene();
    const me = account.zaloUserId;
    const group = world().groups().find((g) => g.members.has(me) && g.members.size >= 6 && !g.isCommunity);
    if (!group) throw new Error('no group');
    const people = [...group.members].filter((id) => id !== me).slice(0, 5);
    const members = people.map((id) => ({ memberId: world().uidFor(me, id), displayName: `Người ${id.slice(-4)}`, groupId: group.id, groupName: group.name }));
    const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members });
    const texts = ['Kho chung A', 'Kho chung B', 'Kho chung C'];
    refused(
      await call(user, 'POST', `/shared-pending/lists/${list.id}/schedule/message`, { scheduleTimes: ['09:00'], messageTemplate: 'x', messages: ['A', '', 'C'], timezone: 'Asia/Ho_Chi_Minh', dailyLimit: 5 }),
      400,
      'Phiên bản B chưa có nội dung',
    );
    const { schedule } = await dataOf(user, 'POST', `/shared-pending/lists/${list.id}/schedule/message`, {
      scheduleTimes: ['09:00'],
      messageTemplate: 'x',
      messages: texts,
      timezone: 'Asia/Ho_Chi_Minh',
      dailyLimit: 5,
    });
    expect((await schedulesOf(user)).find((s) => s.id === schedule.id)).toMatchObject({ stopOnReply: true, messages: texts });
    expect(await t.app.jobSchedules.runDue(new Date(schedule.nextRunAt))).toMatchObject({ created: 1 });
    const [job] = await jobsOfList(list.id);
    const run = await storedJob(job.id);
    expect(run.job.metadata).toMatchObject({ stopOnReply: true, scheduleId: schedule.id });
    expect(countsOf(run.recipients.map((r) => r.variant), 3).sort()).toEqual([1, 2, 2]);
    expect(run.variants.map((v) => [v.message, v.recipients])).toEqual(texts.map((text, v) => [text, countsOf(run.recipients.map((r) => r.variant), 3)[v]]));

    const other = await t.signUp();
    refused(await call(other, 'PATCH', `/schedules/${schedule.id}`, { stopOnReply: false }), 404, 'Không tìm thấy lịch gửi');
    expect((await schedulesOf(user)).find((s) => s.id === schedule.id)?.stopOnReply).toBe(true);

    const groups = world().groupIdsOf(me).filter((id) => !world().group(id).isCommunity).slice(0, 1);
    const bulk = await dataOf(user, 'POST', '/jobs/message/bulk-groups', { accountId: account.id, groupIds: groups, message: 'Vào nhóm', scheduleTimes: ['10:00'], timezone: 'Asia/Ho_Chi_Minh', executeImmediately: false, delayMin: 60, delayMax: 120 });
    const groupSchedule = (await schedulesOf(user)).find((s) => s.id === bulk.data.scheduleId);
    expect(groupSchedule?.stopOnReply).toBeUndefined();
    refused(await call(user, 'PATCH', `/schedules/${bulk.data.scheduleId}`, { stopOnReply: true }), 400, 'Lịch gửi vào nhóm không có tùy chọn dừng khi khách trả lời');
  });
});
