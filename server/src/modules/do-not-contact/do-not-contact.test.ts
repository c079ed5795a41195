import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { DNC_SKIP_REASON, type StoredFriend } from 'shared-sdk/schemas';
import { startFakeOpenAi, type FakeOpenAi } from '../../ai/testing/fake-openai';
import { jobs } from '../../db/schema';
import type { SimulatorPlatform } from '../../platform';
import { globalIdOf } from '../../platform/simulator/world';
import { type SignedInUser, type TestApp } from '../../testing/test-app';
import { createSimTestApp } from '../../testing/sim-test-app';
import { userCalls } from '../../testing/user-calls';
import { until } from '../jobs/engine/testing/engine-fixtures';
import { loginSimAccount, type SimAccount } from '../../testing/sim-accounts';
import { isOptOut } from './opt-out';
import { moveToPlan } from '../../testing/plans';
import { type EventRecorder, recordEvents } from '../../testing/event-recorder';

let t: TestApp;
let platform: SimulatorPlatform;
let ai: FakeOpenAi;
let nextSimUser = 0;
let events: EventRecorder;

beforeAll(async () => {
  ai = await startFakeOpenAi();
  const aiConfig = { baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: 'fake', timeoutMs: 5000 };
  ({ t, platform } = await createSimTestApp({ seed: 'do-not-contact', users: 80 }, { ai: aiConfig }, { jobTiming: { pollMs: 200, sweepEveryMs: 500 } }));
  events = recordEvents(t.app);
});
afterAll(async () => {
  await t.close();
  await ai.close();
});

const calls = userCalls(() => t);
const { call, dataOf } = calls;
function refused(response: { statusCode: number; json(): unknown }, status: number, error: string) {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body: { success: false, error } });
}
const world = () => platform.world;

/** A Pro user (several jobs at once) with a logged-in account whose bot runs, and its synced friends. */
async function scene(): Promise<{ user: SignedInUser; account: SimAccount; friends: StoredFriend[] }> {
  const user = await t.signUp();
  await moveToPlan(t.database, user.id, 'pro');
  const account = await loginSimAccount(t, platform, user, world().users()[nextSimUser++].id);
  await dataOf(user, 'POST', `/accounts/${account.id}/friends/sync`);
  const { friends } = await dataOf(user, 'GET', `/accounts/${account.id}/friends`);
  return { user, account, friends };
}

function workbook(cells: unknown[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells.map((cell) => [cell])), 'DS');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
const upload = (user: SignedInUser, url: string, name: string, data: Buffer, fields: Record<string, string> = {}) =>
  calls.upload(user, url, { name, data }, fields);

type Recipient = { seq: number; targetId: string; status: string; errorMessage: string | null };
const recipientsOf = async (user: SignedInUser, jobId: string) => (await dataOf(user, 'GET', `/jobs/${jobId}/recipients?page=1&limit=100`)).recipients as Recipient[];

describe('the list', () => {
  it("adds numbers and friends by hand, lists with search, source and paging, counts, deletes; another user's list stays apart", async () => {
    const { user, friends } = await scene();
    const other = await t.signUp();
    expect(await dataOf(user, 'POST', '/do-not-contact', { phone: '+84 912 345 678' })).toEqual({ added: 1, alreadyListed: 0 });
    expect(await dataOf(user, 'POST', '/do-not-contact', { phone: '0912.345.678' })).toEqual({ added: 0, alreadyListed: 1 });
    expect(await dataOf(user, 'POST', '/do-not-contact', { phone: '0987654321' })).toEqual({ added: 1, alreadyListed: 0 });
    refused(await call(user, 'POST', '/do-not-contact', { phone: '12345' }), 400, 'Số điện thoại không hợp lệ');
    refused(await call(user, 'POST', '/do-not-contact', {}), 400, 'Vui lòng nhập số điện thoại hoặc chọn một người bạn');
    refused(await call(user, 'POST', '/do-not-contact', { phone: '0912345678', friendId: friends[0].id }), 400, 'Vui lòng nhập số điện thoại hoặc chọn một người bạn');

    const friend = friends[0];
    expect(await dataOf(user, 'POST', '/do-not-contact', { friendId: friend.id })).toEqual({ added: 1, alreadyListed: 0 });
    // Another user cannot list someone through this user's friend row.
    refused(await call(other, 'POST', '/do-not-contact', { friendId: friend.id }), 404, 'Không tìm thấy người bạn này');

    const page = await dataOf(user, 'GET', '/do-not-contact?page=1&limit=2');
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(page.items[0]).toMatchObject({ kind: 'user', globalId: friend.globalId, displayName: friend.displayName, source: 'manual' });
    expect(page.items[1]).toMatchObject({ kind: 'phone', phone: '0987654321', globalId: null, source: 'manual' });
    const searched = await dataOf(user, 'GET', '/do-not-contact?search=0912');
    expect(searched.items.map((e: { phone: string }) => e.phone)).toEqual(['0912345678']);
    const byName = await dataOf(user, 'GET', `/do-not-contact?search=${encodeURIComponent(friend.displayName.toUpperCase())}`);
    expect(byName.items).toHaveLength(1);
    expect((await dataOf(user, 'GET', '/do-not-contact?source=import')).items).toEqual([]);
    refused(await call(user, 'GET', '/do-not-contact?source=robot'), 400, 'Nguồn không hợp lệ');
    expect(await dataOf(user, 'GET', '/do-not-contact/counts')).toEqual({ total: 3, phones: 2, people: 1, bySource: { manual: 3, job: 0, import: 0, 'opt-out': 0 } });

    expect(await dataOf(other, 'GET', '/do-not-contact')).toMatchObject({ items: [], pagination: { total: 0 } });
    expect((await dataOf(other, 'GET', '/do-not-contact/counts')).total).toBe(0);
    const entryId = page.items[1].id as string;
    refused(await call(other, 'DELETE', `/do-not-contact/${entryId}`), 404, 'Không tìm thấy mục trong danh sách không liên hệ');
    refused(await call(user, 'DELETE', '/do-not-contact/not-a-uuid'), 404, 'Không tìm thấy mục trong danh sách không liên hệ');
    expect(await dataOf(user, 'DELETE', `/do-not-contact/${entryId}`)).toEqual({ id: entryId });
    expect((await dataOf(user, 'GET', '/do-not-contact/counts')).total).toBe(2);
    // The other user may list the same number: lists are per user.
    expect(await dataOf(other, 'POST', '/do-not-contact', { phone: '0912345678' })).toEqual({ added: 1, alreadyListed: 0 });
  });

  it('imports column A of an Excel file as phone lists read it; refuses other files', async () => {
    const user = await t.signUp();
    await dataOf(user, 'POST', '/do-not-contact', { phone: '0912345678' });
    const imported = await upload(user, '/do-not-contact/import', 'ds.xlsx', workbook(['Số điện thoại', '0912345678', 987654321, '+84323334444', 'abc', '0987654321']));
    expect(imported.json().data).toEqual({ totalRows: 6, invalidCount: 2, added: 2, alreadyListed: 1 });
    expect(await dataOf(user, 'GET', '/do-not-contact/counts')).toMatchObject({ total: 3, bySource: { manual: 1, import: 2 } });
    refused(await upload(user, '/do-not-contact/import', 'ds.csv', Buffer.from('0912345678\n')), 400, 'Chỉ hỗ trợ file Excel (.xlsx, .xls)');
    refused(await upload(user, '/do-not-contact/import', 'ds.xlsx', workbook(['abc'])), 400, 'File không có số điện thoại hợp lệ nào');
    refused(await call(user, 'POST', '/do-not-contact/import', { file: 'x' }), 400, 'Vui lòng chọn file Excel');
  });

  it('keeps the opt-out words per user: defaults, saved trimmed and lower-case, validated', async () => {
    const user = await t.signUp();
    expect(await dataOf(user, 'GET', '/do-not-contact/settings')).toEqual({ optOutWords: ['hủy', 'không nhận', 'stop'] });
    expect(await dataOf(user, 'PUT', '/do-not-contact/settings', { optOutWords: [' Ngừng ', 'STOP', 'stop', ''] })).toEqual({ optOutWords: ['ngừng', 'stop'] });
    expect(await dataOf(user, 'GET', '/do-not-contact/settings')).toEqual({ optOutWords: ['ngừng', 'stop'] });
    expect((await dataOf(await t.signUp(), 'GET', '/do-not-contact/settings')).optOutWords).toEqual(['hủy', 'không nhận', 'stop']);
    refused(await call(user, 'PUT', '/do-not-contact/settings', { optOutWords: ['  '] }), 400, 'Vui lòng nhập ít nhất một từ hủy nhận');
    refused(await call(user, 'PUT', '/do-not-contact/settings', { optOutWords: ['x'.repeat(51)] }), 400, 'Mỗi từ hủy nhận tối đa 50 ký tự');
    refused(await call(user, 'PUT', '/do-not-contact/settings', { optOutWords: Array.from({ length: 21 }, (_, i) => `w${i}`) }), 400, 'Tối đa 20 từ hủy nhận');
  });
});

describe('opt-out words', () => {
  it('match the whole reply, any case, trailing punctuation ignored, diacritics kept', () => {
    const words = ['hủy', 'không nhận', 'stop'];
    for (const reply of ['hủy', '  HỦY  ', 'Hủy!', 'hủy.', 'Stop', 'không  nhận', 'Không nhận...', 'hu\u0309y']) expect(isOptOut(reply, words)).toBe(true);
    for (const reply of ['huy', 'Huy', 'không nhận được hàng', 'hủy đơn giúp em', 'stopped', '', '!!!']) expect(isOptOut(reply, words)).toBe(false);
  });
});

describe('opt-out by reply to a running bot', () => {
  it("lists the friend (by globalId, source opt-out) with the user's words, without an AI answer; other messages do not", async () => {
    const { user, account, friends } = await scene();
    await dataOf(user, 'PUT', '/do-not-contact/settings', { optOutWords: ['hủy', 'ngừng gửi'] });
    await dataOf(user, 'PUT', `/ai/config/${account.id}`, { systemPrompt: 'Bạn là trợ lý của Shop.', enabled: true });
    expect(await dataOf(user, 'POST', `/bots/${account.id}/start`)).toEqual({ isRunning: true });
    const [first, second] = [...world().friendIdsOf(account.zaloUserId)];
    world().deliverMessage({ fromUserId: first, toUserId: account.zaloUserId, text: 'không nhận được hàng' });
    world().deliverMessage({ fromUserId: second, toUserId: account.zaloUserId, text: 'stop' });
    world().deliverMessage({ fromUserId: first, toUserId: account.zaloUserId, text: 'Ngừng gửi!' });
    const listed = await until(() => dataOf(user, 'GET', '/do-not-contact'), (page) => page.items.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { items } = await dataOf(user, 'GET', '/do-not-contact');
    expect(items).toHaveLength(1);
    // The AI answered the two ordinary messages, not the opt-out.
    const replies = await until(() => world().recentMessages().filter((m) => m.fromUserId === account.zaloUserId), (sent) => sent.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(world().recentMessages().filter((m) => m.fromUserId === account.zaloUserId)).toHaveLength(2);
    expect(replies.map((m) => m.text).sort()).toEqual(['Trả lời: không nhận được hàng', 'Trả lời: stop']);
    const friend = friends.find((f) => f.globalId === globalIdOf(first)) as StoredFriend;
    expect(listed.items[0]).toMatchObject({ kind: 'user', globalId: globalIdOf(first), source: 'opt-out', phone: friend.phone, displayName: expect.any(String) });
    await dataOf(user, 'POST', `/bots/${account.id}/stop`);
  });
});

describe('workspace events', () => {
  it('announces a person who opts out by reply (keyword) or is added by hand (manual), once; a failing listener fails no addition', async () => {
    const { user, account, friends } = await scene();
    const accountRef = { id: account.id, name: account.displayName };
    expect(await dataOf(user, 'POST', `/bots/${account.id}/start`)).toEqual({ isRunning: true });
    const [first] = [...world().friendIdsOf(account.zaloUserId)];
    const stored = friends.find((f) => f.globalId === globalIdOf(first)) as StoredFriend;
    world().deliverMessage({ fromUserId: first, toUserId: account.zaloUserId, text: 'Hủy' });
    const [keyword] = await events.next('contact.opted_out', user.id);
    expect(keyword.data).toEqual({
      account: accountRef,
      contact: { uid: world().uidFor(account.zaloUserId, first), name: world().user(first).displayName, phone: stored.phone },
      source: 'keyword',
    });
    // Writing it again lists nobody new: nothing announced.
    world().deliverMessage({ fromUserId: first, toUserId: account.zaloUserId, text: 'hủy' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events.of('contact.opted_out', user.id)).toHaveLength(1);
    await dataOf(user, 'POST', `/bots/${account.id}/stop`);

    events.failing = true;
    try {
      expect(await dataOf(user, 'POST', '/do-not-contact', { phone: '0912 345 678' })).toEqual({ added: 1, alreadyListed: 0 });
    } finally {
      events.failing = false;
    }
    const other = friends.find((f) => f.id !== stored.id && f.globalId) as StoredFriend;
    await dataOf(user, 'POST', '/do-not-contact', { friendId: other.id });
    await dataOf(user, 'POST', '/do-not-contact', { phone: '0912345678' });
    expect(events.of('contact.opted_out', user.id).slice(1).map((event) => event.data)).toEqual([
      { account: null, contact: { uid: null, name: null, phone: '0912345678' }, source: 'manual' },
      { account: accountRef, contact: { uid: other.userId, name: other.displayName, phone: other.phone }, source: 'manual' },
    ]);
  });
});

describe('jobs', () => {
  it('leave listed friends and numbers out when created and say how many; all listed is a 400', async () => {
    const { user, account, friends } = await scene();
    const [a, b, c] = friends;
    await dataOf(user, 'POST', '/do-not-contact', { friendId: a.id });
    await dataOf(user, 'POST', '/do-not-contact', { phone: '0912345678' });
    const created = await dataOf(user, 'POST', '/jobs/message/to-friends', { accountId: account.id, message: 'Chào', recipients: [a.userId, b.userId, c.userId] });
    expect(created.jobs[0]).toMatchObject({ totalRecipients: 2, metadata: { doNotContactExcluded: 1 } });
    expect((await recipientsOf(user, created.jobs[0].id)).map((r) => r.targetId).sort()).toEqual([b.userId, c.userId].sort());

    const byPhone = await dataOf(user, 'POST', '/jobs/message/to-friends', {
      accountId: account.id,
      message: 'Chào',
      metadata: { phoneNumbers: ['0912345678', '0987654321'], doNotContactExcluded: 99 },
    });
    expect(byPhone.jobs[0]).toMatchObject({ totalRecipients: 1, metadata: { doNotContactExcluded: 1 } });

    const none = await dataOf(user, 'POST', '/jobs/message/to-friends', { accountId: account.id, message: 'Chào', recipients: [b.userId] });
    expect(none.jobs[0].metadata.doNotContactExcluded).toBeUndefined();
    refused(await call(user, 'POST', '/jobs/message/to-friends', { accountId: account.id, message: 'Chào', recipients: [a.userId] }), 400, 'Tất cả người nhận đều nằm trong danh sách không liên hệ');
  });

  it('skip a number whose person is listed only by globalId, once the lookup finds them, before anything is sent', async () => {
    const { user, account, friends } = await scene();
    const [listed, other] = friends.filter((friend) => friend.phone && friend.globalId);
    await t.database.query(`INSERT INTO do_not_contact (workspace_id, kind, global_id, source) VALUES ($1, 'user', $2, 'opt-out')`, [user.id, listed.globalId]);
    const created = await dataOf(user, 'POST', '/jobs/message/to-friends', {
      accountId: account.id,
      message: 'Tin theo số',
      delayMin: 0,
      delayMax: 0,
      metadata: { phoneNumbers: [listed.phone, other.phone] },
    });
    // Nothing tells the number is theirs before the lookup.
    expect(created.jobs[0]).toMatchObject({ totalRecipients: 2 });
    expect(created.jobs[0].metadata.doNotContactExcluded).toBeUndefined();
    const done = await until(() => t.app.jobs.read.get(user.id, created.jobs[0].id), (j) => j.status === 'COMPLETED' || j.status === 'FAILED', 30_000);
    expect(done).toMatchObject({ status: 'COMPLETED', successCount: 1, skippedCount: 1 });
    const outcome = await recipientsOf(user, created.jobs[0].id);
    expect(outcome.find((r) => r.targetId === listed.phone)).toMatchObject({ status: 'SKIPPED', errorMessage: DNC_SKIP_REASON, displayName: expect.any(String) });
    const delivered = world().recentMessages().filter((m) => m.fromUserId === account.zaloUserId && m.text === 'Tin theo số');
    expect(delivered.map((m) => globalIdOf(m.threadId))).toEqual([other.globalId]);
  });

  it("a phone list's schedule: listed numbers are SKIPPED with the reason when it is created, and the answer says how many", async () => {
    const { user, account } = await scene();
    const phones = world().users().slice(60, 63).map((u) => u.phone);
    await dataOf(user, 'POST', '/do-not-contact', { phone: phones[1] });
    const listId = (await upload(user, '/phone-lists/import', 'ds.xlsx', workbook(phones), { listName: 'Hội chợ' })).json().data.id as string;
    const scheduled = await dataOf(user, 'POST', `/phone-lists/${listId}/schedule/friend-request`, {
      scheduleTimes: ['09:00'],
      messageTemplate: 'Chào bạn',
      timezone: 'Asia/Ho_Chi_Minh',
      accountQuotas: [{ accountId: account.id, dailyLimit: 10 }],
    });
    expect(scheduled.doNotContactExcluded).toBe(1);
    const { phoneNumbers } = await dataOf(user, 'GET', `/phone-lists/${listId}/numbers?page=1&limit=100`);
    expect(phoneNumbers.find((n: { phoneNumber: string }) => n.phoneNumber === phones[1])).toMatchObject({ status: 'SKIPPED', errorMessage: DNC_SKIP_REASON });
    expect(phoneNumbers.filter((n: { status: string }) => n.status === 'PENDING')).toHaveLength(2);
  });

  it("a shared list's members: a listed member is left out of a member job, and marked when the list's schedule is created", async () => {
    const { user, account } = await scene();
    const me = account.zaloUserId;
    const group = world().groups().find((g) => g.members.has(me) && g.members.size > 6 && !g.isCommunity);
    if (!group) throw new Error('no group');
    const people = [...group.members].filter((id) => id !== me && !world().areFriends(me, id)).slice(0, 3);
    const members = people.map((id) => ({ memberId: world().uidFor(me, id), globalId: globalIdOf(id), displayName: `Người ${id.slice(-4)}`, groupId: group.id, groupName: group.name }));
    const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members });
    // The first person opted out (as the bot would list them).
    await t.database.query(`INSERT INTO do_not_contact (workspace_id, kind, global_id, display_name, source) VALUES ($1, 'user', $2, 'Khách', 'opt-out')`, [user.id, globalIdOf(people[0])]);
    const rows = (await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`)).list.members as Array<{ id: string; memberId: string; status: string }>;
    const created = await dataOf(user, 'POST', '/jobs/message/to-shared-pending-list-members', {
      listId: list.id,
      accountId: account.id,
      memberIds: rows.map((row) => row.id),
      message: 'Chào bạn',
      delayMin: 20,
      delayMax: 30,
    });
    expect(created.jobs[0]).toMatchObject({ totalRecipients: 2, metadata: { doNotContactExcluded: 1 } });
    await dataOf(user, 'POST', `/jobs/${created.jobs[0].id}/cancel`);

    const scheduled = await dataOf(user, 'POST', `/shared-pending/lists/${list.id}/schedule/message`, { scheduleTimes: ['09:00'], messageTemplate: 'Chào bạn', timezone: 'Asia/Ho_Chi_Minh', dailyLimit: 5 });
    expect(scheduled.doNotContactExcluded).toBe(1);
    const after = (await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`)).list.members as Array<{ memberId: string; status: string; statusReason: string | null }>;
    expect(after.find((m) => m.memberId === members[0].memberId)).toMatchObject({ status: 'FAILED', statusReason: DNC_SKIP_REASON });
    // The others are left as they are (pending, or sent by the member job before its cancel).
    expect(after.filter((m) => m.statusReason === DNC_SKIP_REASON)).toHaveLength(1);
  });

  it('skip at send time a recipient listed after the job was created: SKIPPED with the reason, nothing sent to them', async () => {
    const { user, account, friends } = await scene();
    const [a, b, c] = friends;
    // Created for later (in an hour: it cannot start while the test lists people, however slow the machine), then a
    // and b's number go on the list before it runs.
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await dataOf(user, 'POST', '/jobs/message/to-friends', { accountId: account.id, message: 'Khuyến mãi', recipients: [a.userId, b.userId, c.userId], scheduledAt, delayMin: 0, delayMax: 0 });
    const job = created.jobs[0];
    expect(job.totalRecipients).toBe(3);
    const logged = await recipientsOf(user, job.id);
    // The recipient log's own select: a from the job, b by its number (known from the stored friends).
    expect(await dataOf(user, 'POST', '/do-not-contact/from-job', { jobId: job.id, seqs: [logged.find((r) => r.targetId === a.userId)?.seq] })).toEqual({ added: 1, alreadyListed: 0, unresolved: 0 });
    await dataOf(user, 'POST', '/do-not-contact', { phone: b.phone });
    refused(await call(await t.signUp(), 'POST', '/do-not-contact/from-job', { jobId: job.id, seqs: [1] }), 404, 'Không tìm thấy công việc');
    refused(await call(user, 'POST', '/do-not-contact/from-job', { jobId: job.id, seqs: [] }), 400, 'Vui lòng chọn ít nhất một người nhận');

    // The hour passes: the job is due now, and the account's driver is woken (as its follow-up would have been).
    expect(await t.app.jobs.read.get(user.id, job.id)).toMatchObject({ status: 'PENDING', successCount: 0, skippedCount: 0 });
    await t.database.db.update(jobs).set({ scheduledAt: new Date() }).where(eq(jobs.id, job.id));
    await t.app.jobs.engine.wake(account.id);
    const done = await until(() => t.app.jobs.read.get(user.id, job.id), (j) => j.status === 'COMPLETED' || j.status === 'FAILED', 30_000);
    expect(done).toMatchObject({ status: 'COMPLETED', successCount: 1, skippedCount: 2, failedCount: 0 });
    const outcome = await recipientsOf(user, job.id);
    for (const skipped of [a, b]) expect(outcome.find((r) => r.targetId === skipped.userId)).toMatchObject({ status: 'SKIPPED', errorMessage: DNC_SKIP_REASON });
    expect(outcome.find((r) => r.targetId === c.userId)).toMatchObject({ status: 'SENT' });
    const delivered = world().recentMessages().filter((m) => m.fromUserId === account.zaloUserId && m.text === 'Khuyến mãi');
    expect(delivered.map((m) => globalIdOf(m.threadId))).toEqual([c.globalId]);
  });
});
