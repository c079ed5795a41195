import { randomUUID } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import * as phoneNoZalo from '../../db/migrations/0030-phone-no-zalo';
import { vietnamDate } from '../../lib/vietnam-time';
import { jobSchedules, plans, subscriptions } from '../../db/schema';
import type { SimulatorPlatform } from '../../platform';
import type { SimUser } from '../../platform/simulator/world';
import { bearer, type SignedInUser, type TestApp } from '../../testing/test-app';
import { createSimTestApp } from '../../testing/sim-test-app';
import { userCalls } from '../../testing/user-calls';
import { until } from '../jobs/engine/testing/engine-fixtures';
import { loginSimAccount, type SimAccount } from '../../testing/sim-accounts';
import { moveToPlan } from '../../testing/plans';
import { type EventRecorder, recordEvents } from '../../testing/event-recorder';

let t: TestApp;
let platform: SimulatorPlatform;
let nextSimUser = 0;
let events: EventRecorder;

beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'phone-lists', users: 120 }, {}, { jobTiming: { pollMs: 500, sweepEveryMs: 1000 } }));
  events = recordEvents(t.app);
});
afterAll(() => t.close());

const { call, dataOf, upload } = userCalls(() => t);
async function refused(response: { statusCode: number; json(): unknown }, status: number, error: string) {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body: { success: false, error } });
}

/** A workbook whose column A holds these cells, as .xlsx or .xls bytes. */
function workbook(cells: unknown[], type: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells.map((cell) => [cell])), 'Danh sách');
  return XLSX.write(book, { type: 'buffer', bookType: type }) as Buffer;
}

const world = () => platform.world;
/** A Pro user (10 jobs at once: a run makes one job per account) with logged-in accounts; or on another plan. */
async function scene(accounts = 1, plan: 'basic' | 'plus' | 'pro' = 'pro'): Promise<{ user: SignedInUser; accounts: SimAccount[] }> {
  const user = await t.signUp();
  await moveToPlan(t.database, user.id, plan);
  const logged: SimAccount[] = [];
  for (let i = 0; i < accounts; i++) logged.push(await loginSimAccount(t, platform, user, world().users()[nextSimUser++].id, `Shop ${i + 1}`));
  return { user, accounts: logged };
}
/** Phones of people in the simulated world that none of the test's accounts is friends with. */
const strangersPhones = (count: number) => world().users().slice(60, 60 + count).map((u) => u.phone);

describe('import', () => {
  it('previews and imports column A of .xlsx and .xls: both forms, numeric cells, duplicates dropped, invalid counted', async () => {
    const { user } = await scene();
    const cells = ['Số điện thoại', '0912345678', '+84912345678', 987654321, '01681234567', 'không phải số', '0323334444'];
    for (const type of ['xlsx', 'biff8'] as const) {
      const name = type === 'xlsx' ? 'khach.xlsx' : 'khach.xls';
      const preview = await upload(user, '/phone-lists/preview', { name, data: workbook(cells, type) });
      expect(preview.json().data).toEqual({
        totalRows: 7,
        validCount: 4,
        invalidCount: 2,
        duplicateCount: 1,
        sampleNumbers: ['0912345678', '0987654321', '0381234567', '0323334444'],
        // Which rows were not taken and why, by their row number in the sheet.
        rejectedRows: [
          { row: 1, value: 'Số điện thoại', reason: 'Dòng tiêu đề, không phải số điện thoại' },
          { row: 6, value: 'không phải số', reason: 'Không phải số điện thoại' },
        ],
      });
    }
    const imported = await upload(user, '/phone-lists/import', { name: 'khach.xlsx', data: workbook(cells) }, { listName: 'Khách hội chợ', description: 'Tháng 3' });
    expect(imported.json().data).toMatchObject({ validNumbers: 4, invalidNumbers: 2, duplicates: 1 });
    const { phoneLists, pagination } = await dataOf(user, 'GET', '/phone-lists?page=1&limit=12');
    expect(pagination).toMatchObject({ total: 1, totalPages: 1 });
    expect(phoneLists[0]).toMatchObject({ name: 'Khách hội chợ', description: 'Tháng 3', status: 'PENDING', totalNumbers: 4, processedNumbers: 0, schedules: [] });
    const numbers = await dataOf(user, 'GET', `/phone-lists/${phoneLists[0].id}/numbers?page=1&limit=100`);
    expect(numbers.phoneNumbers.map((n: { phoneNumber: string }) => n.phoneNumber)).toEqual(['0912345678', '0987654321', '0381234567', '0323334444']);
    expect(numbers.phoneNumbers[0]).toMatchObject({ status: 'PENDING', assignedAccount: null, foundUserName: null });
  });

  it('refuses another kind of file, a disguised or corrupt one, one over 10 MB, a missing name, and a file with no valid number', async () => {
    const { user } = await scene();
    await refused(await upload(user, '/phone-lists/preview', { name: 'khach.csv', data: Buffer.from('0912345678\n') }), 400, 'Chỉ hỗ trợ file Excel (.xlsx, .xls)');
    await refused(await upload(user, '/phone-lists/preview', { name: 'khach.xlsx', data: Buffer.from('0912345678\n') }), 400, 'Chỉ hỗ trợ file Excel (.xlsx, .xls)');
    const corrupt = workbook(['0912345678']).subarray(0, 200);
    await refused(await upload(user, '/phone-lists/preview', { name: 'khach.xlsx', data: corrupt }), 400, 'Không đọc được file Excel: file bị hỏng hoặc không đúng định dạng');
    await refused(await upload(user, '/phone-lists/preview', { name: 'to.xlsx', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x50) }), 400, 'File không được vượt quá 10MB');
    await refused(await upload(user, '/phone-lists/import', { name: 'khach.xlsx', data: workbook(['0912345678']) }), 400, 'Vui lòng nhập tên danh sách');
    await refused(await upload(user, '/phone-lists/import', { name: 'khach.xlsx', data: workbook(['abc']) }, { listName: 'Rỗng' }), 400, 'File không có số điện thoại hợp lệ nào');
    await refused(await call(user, 'POST', '/phone-lists/preview', { file: 'x' }), 400, 'Vui lòng chọn file Excel');
  });
});

async function importedList(user: SignedInUser, phones: string[], name = 'Danh sách') {
  const response = await upload(user, '/phone-lists/import', { name: 'ds.xlsx', data: workbook(phones) }, { listName: name });
  return response.json().data.id as string;
}

type Entry = { phoneNumber: string; status: string; foundUserName: string | null; foundUserId: string | null; errorMessage: string | null; messageErrorMessage: string | null };
const entriesOf = async (user: SignedInUser, listId: string) => (await dataOf(user, 'GET', `/phone-lists/${listId}/numbers?page=1&limit=100`)).phoneNumbers as Entry[];
const entryOf = async (user: SignedInUser, listId: string, phone: string) => (await entriesOf(user, listId)).find((e) => e.phoneNumber === phone) as Entry;

/** 'Chạy ngay' on a schedule (the accounts' last sends moved a day back: no pacing wait), then every job of the list ends. */
async function runNow(user: SignedInUser, listId: string, scheduleId: string) {
  await t.database.query(`UPDATE account_send_state SET last_sent_at = last_sent_at - interval '1 day'`);
  const run = await dataOf(user, 'POST', `/phone-lists/schedules/${scheduleId}/execute`);
  const jobs = await t.database.query<{ id: string }>(`SELECT id FROM jobs WHERE metadata->>'phoneListId' = $1`, [listId]);
  for (const job of jobs) await until(() => t.app.jobs.read.get(user.id, job.id), (j) => j.status === 'COMPLETED' || j.status === 'FAILED', 30_000);
  return run as { started: boolean; jobId: string };
}

/** People of the world the account is not friends with and who have not blocked it: their messages depend on their settings. */
function strangersOf(account: SimAccount, count: number, skip: Set<string> = new Set()): SimUser[] {
  return world()
    .users()
    .slice(60)
    .filter((u) => !skip.has(u.id) && u.id !== account.zaloUserId && !world().areFriends(account.zaloUserId, u.id) && !world().hasBlocked(u.id, account.zaloUserId))
    .slice(0, count);
}
const image = { filename: 'anh.png', mimeType: 'image/png', totalSize: 4, type: 'file' as const, data: `data:image/png;base64,${Buffer.from('PNG!').toString('base64')}` };

describe('lists', () => {
  it("are the user's own; distribute and retry-failed assign PENDING numbers over ACTIVE accounts; quotas are checked", async () => {
    const { user, accounts } = await scene(2);
    const id = await importedList(user, strangersPhones(5));
    const stranger = await t.signUp();
    for (const [method, url] of [['GET', `/phone-lists/${id}`], ['GET', `/phone-lists/${id}/numbers`], ['DELETE', `/phone-lists/${id}`], ['POST', `/phone-lists/${id}/distribute`], ['GET', `/phone-lists/${id}/stats`]] as const) {
      await refused(await call(stranger, method, url), 404, 'Không tìm thấy danh sách số điện thoại');
    }
    expect(await dataOf(user, 'POST', `/phone-lists/${id}/distribute`)).toEqual({ totalDistributed: 5 });
    const stats = await dataOf(user, 'GET', `/phone-lists/${id}/stats`);
    expect(stats.importStats).toEqual({ total: 5, pending: 5, processing: 0, success: 0, failed: 0, skipped: 0 });
    expect(stats.distributionSummary.accountsUsed.map((a: { assigned: number }) => a.assigned).sort()).toEqual([2, 3]);
    expect(await dataOf(user, 'POST', `/phone-lists/${id}/distribute`)).toEqual({ totalDistributed: 0 });

    await refused(await call(user, 'PATCH', `/phone-lists/accounts/${accounts[0].id}/quota`, { dailyLimit: 501 }), 400, 'Hạn mức mỗi ngày phải từ 1 đến 500');
    await refused(await call(user, 'PATCH', `/phone-lists/accounts/${accounts[0].id}/quota`, {}), 400, 'Vui lòng nhập hạn mức mỗi ngày');
    expect(await dataOf(user, 'GET', '/phone-lists/accounts/quotas')).toEqual({
      quotas: accounts.map((a) => ({ accountId: a.id, dailyLimit: 50, messageDailyLimit: 100, dailyLimitSaved: false, messageDailyLimitSaved: false })),
    });
    expect(await dataOf(user, 'PATCH', `/phone-lists/accounts/${accounts[0].id}/quota`, { dailyLimit: 20 })).toMatchObject({
      dailyLimit: 20,
      messageDailyLimit: 100,
      dailyLimitSaved: true,
      messageDailyLimitSaved: false,
    });
    // The message quota on its own, as the message dialog saves it; the friend-request one stays.
    const both = { accountId: accounts[0].id, dailyLimit: 20, messageDailyLimit: 30, dailyLimitSaved: true, messageDailyLimitSaved: true };
    expect(await dataOf(user, 'PATCH', `/phone-lists/accounts/${accounts[0].id}/quota`, { messageDailyLimit: 30 })).toEqual(both);
    expect((await dataOf(user, 'GET', '/phone-lists/accounts/quotas')).quotas[0]).toEqual(both);
    expect((await dataOf(stranger, 'GET', '/phone-lists/accounts/quotas')).quotas).toEqual([]);
    await refused(await call(stranger, 'PATCH', `/phone-lists/accounts/${accounts[0].id}/quota`, { dailyLimit: 20 }), 404, 'Không tìm thấy tài khoản');
    await refused(await call(user, 'PATCH', `/phone-lists/${id}/status`, { status: 'COMPLETED' }), 400, 'Trạng thái chỉ có thể là tạm dừng hoặc đang chạy');
  });

  it('friend-request schedule: validation texts, one job per account within its quota, outcomes on the numbers, pause, manual run, completion', async () => {
    const { user, accounts } = await scene(2);
    const phones = [...strangersPhones(3).slice(0, 2), '0399999999'];
    const id = await importedList(user, phones);
    const url = `/phone-lists/${id}/schedule/friend-request`;
    const body = { scheduleTimes: ['09:00', '20:30'], messageTemplate: 'Chào bạn, mình kết bạn nhé', timezone: 'Asia/Ho_Chi_Minh', accountQuotas: accounts.map((a) => ({ accountId: a.id, dailyLimit: 1 })) };
    await refused(await call(user, 'POST', url, { ...body, messageTemplate: '' }), 400, 'Vui lòng nhập tin nhắn mẫu');
    await refused(await call(user, 'POST', url, { ...body, messageTemplate: 'x'.repeat(501) }), 400, 'Tin nhắn mẫu tối đa 500 ký tự');
    await refused(await call(user, 'POST', url, { ...body, scheduleTimes: [] }), 400, 'Vui lòng thêm ít nhất một thời gian gửi');
    await refused(await call(user, 'POST', url, { ...body, accountQuotas: [{ accountId: accounts[0].id, dailyLimit: 0 }] }), 400, 'Hạn mức mỗi ngày phải từ 1 đến 500');

    const { schedule } = await dataOf(user, 'POST', url, body);
    expect(schedule).toMatchObject({ isActive: true, kind: 'friend-request', scheduleTimes: ['09:00', '20:30'], nextRunAt: expect.any(String) });
    expect((await dataOf(user, 'GET', `/phone-lists/${id}`)).status).toBe('PROCESSING');
    expect((await dataOf(user, 'GET', `/phone-lists/${id}/schedules/friend-requests`)).schedules).toHaveLength(1);
    await refused(await call(user, 'DELETE', `/phone-lists/${id}`), 400, 'Không thể xóa danh sách đang chạy, hãy tạm dừng trước');

    // 'Chạy ngay': one job per account, one number each (the quota).
    const run = await dataOf(user, 'POST', `/phone-lists/schedules/${schedule.id}/execute`);
    expect(run).toMatchObject({ started: true, jobId: expect.any(String) });
    const jobs = await t.database.query<{ id: string; account_id: string; total_recipients: number; type: string }>(
      `SELECT id, account_id, total_recipients, type FROM jobs WHERE metadata->>'phoneListId' = $1`,
      [id],
    );
    expect(jobs.map((j) => [j.type, j.total_recipients])).toEqual([['FRIEND_REQUEST', 1], ['FRIEND_REQUEST', 1]]);
    expect(new Set(jobs.map((j) => j.account_id))).toEqual(new Set(accounts.map((a) => a.id)));
    for (const job of jobs) await until(() => t.app.jobs.read.get(user.id, job.id), (j) => j.status === 'COMPLETED' || j.status === 'FAILED');

    const numbers = (await dataOf(user, 'GET', `/phone-lists/${id}/numbers?page=1&limit=100`)).phoneNumbers as Array<{ phoneNumber: string; status: string; foundUserName: string | null; foundUserId: string | null; assignedAccount: { displayName: string } | null }>;
    const worked = numbers.filter((n) => n.status !== 'PENDING');
    expect(worked).toHaveLength(2);
    for (const entry of worked) {
      if (entry.phoneNumber === '0399999999') {
        expect(entry).toMatchObject({ status: 'SKIPPED', errorMessage: 'Không có Zalo' });
        continue;
      }
      // The entry keeps who the number turned out to be: the name and the platform id Zalo gave the account that looked it up.
      const person = world().userByPhone(entry.phoneNumber) as SimUser;
      const viewer = accounts.find((a) => a.displayName === entry.assignedAccount?.displayName) as SimAccount;
      expect(entry).toMatchObject({ status: 'SUCCESS', foundUserName: person.displayName, foundUserId: world().uidFor(viewer.zaloUserId, person.id), assignedAccount: { displayName: expect.any(String) } });
    }
    // A number is left for tomorrow: the list is not completed yet.
    expect(events.of('phone_list.completed', user.id)).toEqual([]);
    // Today's quota is used: another run has nothing to do.
    await refused(await call(user, 'POST', `/phone-lists/schedules/${schedule.id}/execute`), 400, 'Các tài khoản đã dùng hết hạn mức hôm nay hoặc không còn số được phân cho chúng');

    // Pause stops the schedule, resume starts it again.
    expect((await dataOf(user, 'PATCH', `/phone-lists/${id}/status`, { status: 'PAUSED' })).status).toBe('PAUSED');
    const [paused] = await t.database.db.select().from(jobSchedules).where(eq(jobSchedules.id, schedule.id));
    expect(paused.isActive).toBe(false);
    expect((await dataOf(user, 'PATCH', `/phone-lists/${id}/status`, { status: 'PROCESSING' })).schedules[0]).toMatchObject({ isActive: true });

    // Tomorrow the last number goes; then the list is COMPLETED and its schedule stops.
    await t.database.query(`UPDATE jobs SET created_at = created_at - interval '1 day' WHERE metadata->>'phoneListId' = $1`, [id]);
    // A day later the accounts' last sends are long past too (else the next job waits its 15-45 s after them).
    await t.database.query(`UPDATE account_send_state SET last_sent_at = last_sent_at - interval '1 day'`);
    const next = await dataOf(user, 'POST', `/phone-lists/schedules/${schedule.id}/execute`);
    await until(() => t.app.jobs.read.get(user.id, next.jobId), (j) => j.status === 'COMPLETED' || j.status === 'FAILED');
    await dataOf(user, 'GET', `/phone-lists/${id}`);
    await t.database.query(`UPDATE job_schedules SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [schedule.id]);
    await t.app.jobSchedules.runDue(new Date());
    const list = await dataOf(user, 'GET', `/phone-lists/${id}`);
    expect(list).toMatchObject({ status: 'COMPLETED', processedNumbers: 3, schedules: [{ isActive: false }] });
    expect((await events.next('phone_list.completed', user.id)).map((event) => event.data.phoneListId)).toEqual([id]);
    const stats = await dataOf(user, 'GET', `/phone-lists/${id}/stats`);
    expect(stats.scheduleStats.totalExecutions).toBe(2);
    expect((await dataOf(user, 'GET', `/phone-lists/${id}/executions?page=1&limit=20`)).executions[0]).toMatchObject({ accountsUsed: [expect.any(String)] });
    await dataOf(user, 'DELETE', `/phone-lists/${id}`);
    await refused(await call(user, 'GET', `/phone-lists/${id}`), 404, 'Không tìm thấy danh sách số điện thoại');
  }, 90_000);
});

describe('retry-failed', () => {
  it('puts FAILED numbers back to PENDING with their errors cleared, spreads them over the ACTIVE accounts again and answers totalDistributed', async () => {
    const { user, accounts } = await scene(2);
    const phones = strangersPhones(4);
    const id = await importedList(user, phones);
    expect(await dataOf(user, 'POST', `/phone-lists/${id}/distribute`)).toEqual({ totalDistributed: 4 });
    // Two numbers failed in an earlier run, one succeeded.
    await t.database.query(
      `UPDATE phone_numbers SET status = 'FAILED', error_message = 'Account blocked by the user (Code: 215)', message_error_message = 'x', processed_at = now(), status_at = now()
       WHERE list_id = $1 AND phone = ANY($2::text[])`,
      [id, phones.slice(0, 2)],
    );
    await t.database.query(`UPDATE phone_numbers SET status = 'SUCCESS', processed_at = now(), status_at = now() WHERE list_id = $1 AND phone = $2`, [id, phones[2]]);
    expect((await dataOf(user, 'GET', `/phone-lists/${id}`)).failedRequests).toBe(2);

    expect(await dataOf(user, 'POST', `/phone-lists/${id}/retry-failed`)).toEqual({ totalDistributed: 2 });
    const entries = await entriesOf(user, id);
    for (const phone of phones.slice(0, 2)) {
      expect(entries.find((e) => e.phoneNumber === phone)).toMatchObject({ status: 'PENDING', errorMessage: null, messageErrorMessage: null, assignedAccount: { displayName: expect.any(String) } });
    }
    expect(entries.find((e) => e.phoneNumber === phones[2])?.status).toBe('SUCCESS');
    const stats = await dataOf(user, 'GET', `/phone-lists/${id}/stats`);
    expect(stats.importStats).toEqual({ total: 4, pending: 3, processing: 0, success: 1, failed: 0, skipped: 0 });
    expect(stats.distributionSummary.accountsUsed.map((a: { accountId: string }) => a.accountId).sort()).toEqual(accounts.map((a) => a.id).sort());
    // Nothing failed any more: nothing to put back.
    expect(await dataOf(user, 'POST', `/phone-lists/${id}/retry-failed`)).toEqual({ totalDistributed: 0 });
    const stranger = await t.signUp();
    await refused(await call(stranger, 'POST', `/phone-lists/${id}/retry-failed`), 404, 'Không tìm thấy danh sách số điện thoại');
  });
});

describe('message schedule', () => {
  it('validates with the spec texts and refuses another user or an unknown list', async () => {
    const { user, accounts } = await scene(1);
    const id = await importedList(user, strangersPhones(2));
    const url = `/phone-lists/${id}/schedule/message`;
    const body = { scheduleTimes: ['09:00'], messageTemplate: 'Chào bạn', timezone: 'Asia/Ho_Chi_Minh', accountQuotas: [{ accountId: accounts[0].id, dailyLimit: 5 }], attachments: [] };
    await refused(await call(user, 'POST', url, { ...body, messageTemplate: '   ' }), 400, 'Vui lòng nhập nội dung tin nhắn');
    await refused(await call(user, 'POST', url, { ...body, messageTemplate: 'x'.repeat(2001) }), 400, 'Nội dung tin nhắn tối đa 2000 ký tự');
    await refused(await call(user, 'POST', url, { ...body, scheduleTimes: [] }), 400, 'Vui lòng thêm ít nhất một thời gian gửi');
    await refused(await call(user, 'POST', url, { ...body, scheduleTimes: ['9h'] }), 400, 'Thời gian gửi phải theo dạng giờ:phút, ví dụ 09:30');
    await refused(await call(user, 'POST', url, { ...body, scheduleTimes: Array.from({ length: 11 }, (_, i) => `1${i % 10}:0${i % 6}`) }), 400, 'Tối đa 10 thời gian gửi mỗi ngày');
    await refused(await call(user, 'POST', url, { ...body, timezone: 'Mars/Olympus' }), 400, 'Múi giờ không hợp lệ');
    await refused(await call(user, 'POST', url, { ...body, accountQuotas: [{ accountId: accounts[0].id, dailyLimit: 1001 }] }), 400, 'Hạn mức mỗi ngày phải từ 1 đến 1000');
    await refused(await call(user, 'POST', url, { ...body, attachments: [{ ...image, filename: 'a.pdf', mimeType: 'application/pdf' }] }), 400, 'Chỉ được đính kèm hình ảnh');
    const stranger = await t.signUp();
    await refused(await call(stranger, 'POST', url, body), 404, 'Không tìm thấy danh sách số điện thoại');
    await refused(await call(user, 'POST', '/phone-lists/5d0d5d0d-0000-4000-8000-000000000000/schedule/message', body), 404, 'Không tìm thấy danh sách số điện thoại');
    expect((await dataOf(user, 'GET', `/phone-lists/${id}/schedules/messages`)).schedules).toEqual([]);
  });

  it('a run messages each account\'s numbers with the images, records outcomes on the message side and an execution with status and counts', async () => {
    const { user, accounts } = await scene(2);
    const [willing] = strangersOf(accounts[0], 1);
    const [closed] = strangersOf(accounts[1], 1, new Set([willing.id]));
    world().setAcceptsStrangerMessages(willing.id, true);
    world().setAcceptsStrangerMessages(closed.id, false);
    const later = strangersPhones(12).find((phone) => phone !== willing.phone && phone !== closed.phone) as string;
    // In turn: the first and third numbers go to the first account, the second to the other.
    const id = await importedList(user, [willing.phone, closed.phone, later]);
    const body = { scheduleTimes: ['08:15'], messageTemplate: 'Chào bạn, shop có ưu đãi', timezone: 'Asia/Ho_Chi_Minh', accountQuotas: accounts.map((a) => ({ accountId: a.id, dailyLimit: 1 })), attachments: [image] };
    const { schedule } = await dataOf(user, 'POST', `/phone-lists/${id}/schedule/message`, body);
    expect(schedule).toMatchObject({ isActive: true, kind: 'message', scheduleTimes: ['08:15'], timezone: 'Asia/Ho_Chi_Minh', nextRunAt: expect.any(String) });
    expect((await dataOf(user, 'GET', `/phone-lists/${id}/schedules/messages`)).schedules).toHaveLength(1);
    expect((await dataOf(user, 'GET', `/phone-lists/${id}`)).status).toBe('PROCESSING');

    const sentBefore = world().recentMessages().length;
    await runNow(user, id, schedule.id);
    const jobs = await t.database.query<{ type: string; action: string; total_recipients: number }>(`SELECT type, action, total_recipients FROM jobs WHERE metadata->>'phoneListId' = $1`, [id]);
    expect(jobs.map((j) => [j.type, j.action, j.total_recipients])).toEqual([['TO_FRIENDS', 'message', 1], ['TO_FRIENDS', 'message', 1]]);
    const delivered = world().recentMessages().slice(sentBefore).filter((m) => m.threadId === willing.id);
    expect(delivered).toEqual([expect.objectContaining({ text: 'Chào bạn, shop có ưu đãi', attachments: [expect.any(String)] })]);

    expect(await entryOf(user, id, willing.phone)).toMatchObject({
      status: 'SUCCESS',
      foundUserName: willing.displayName,
      foundUserId: world().uidFor(accounts[0].zaloUserId, willing.id),
      messageErrorMessage: null,
      errorMessage: null,
    });
    expect(await entryOf(user, id, closed.phone)).toMatchObject({ status: 'FAILED', foundUserId: world().uidFor(accounts[1].zaloUserId, closed.id), messageErrorMessage: 'Stranger cannot receive messages (Code: 123)', errorMessage: null });
    expect((await entryOf(user, id, later)).status).toBe('PENDING');

    const { executions, pagination } = await dataOf(user, 'GET', `/phone-lists/${id}/message-executions?page=1&limit=20`);
    expect(pagination).toMatchObject({ total: 1 });
    expect(executions[0]).toMatchObject({
      status: 'PARTIAL',
      totalProcessed: 2,
      successfulMessages: 1,
      blockedMessages: 1,
      failedMessages: 0,
      executionDuration: expect.any(Number),
      schedule: { messageTemplate: 'Chào bạn, shop có ưu đãi' },
    });
    expect(executions[0].accountsUsed.sort()).toEqual(['Shop 1', 'Shop 2']);
    expect(executions[0].schedule.attachments).toHaveLength(1);
    const stats = await dataOf(user, 'GET', `/phone-lists/${id}/stats`);
    expect(stats.scheduleStats).toEqual({ totalExecutions: 1, avgSuccessRate: 50 });
    expect(stats.importStats).toMatchObject({ success: 1, failed: 1, pending: 1 });
  }, 90_000);

  it('an execution is SUCCESS when every number worked, FAILED when none did', async () => {
    const { user, accounts } = await scene(1);
    const [willing, closed] = strangersOf(accounts[0], 2);
    world().setAcceptsStrangerMessages(willing.id, true);
    world().setAcceptsStrangerMessages(closed.id, false);
    const body = { scheduleTimes: ['10:00'], messageTemplate: 'Xin chào', timezone: 'Asia/Ho_Chi_Minh', accountQuotas: [{ accountId: accounts[0].id, dailyLimit: 1 }], attachments: [] };

    const good = await importedList(user, [willing.phone], 'Tốt');
    const goodSchedule = (await dataOf(user, 'POST', `/phone-lists/${good}/schedule/message`, body)).schedule;
    await runNow(user, good, goodSchedule.id);
    const [success] = (await dataOf(user, 'GET', `/phone-lists/${good}/message-executions?page=1&limit=20`)).executions;
    expect(success).toMatchObject({ status: 'SUCCESS', totalProcessed: 1, successfulMessages: 1, blockedMessages: 0, failedMessages: 0, errorMessage: null, accountsUsed: ['Shop 1'] });
    expect((await dataOf(user, 'GET', `/phone-lists/${good}/stats`)).scheduleStats).toEqual({ totalExecutions: 1, avgSuccessRate: 100 });

    // The quota is per account and day: the next day's run (jobs moved a day back) works the second list.
    await t.database.query(`UPDATE jobs SET created_at = created_at - interval '1 day' WHERE workspace_id = $1`, [user.id]);
    const bad = await importedList(user, [closed.phone], 'Tệ');
    const badSchedule = (await dataOf(user, 'POST', `/phone-lists/${bad}/schedule/message`, body)).schedule;
    await runNow(user, bad, badSchedule.id);
    const [failure] = (await dataOf(user, 'GET', `/phone-lists/${bad}/executions?page=1&limit=20`)).executions;
    expect(failure).toMatchObject({ status: 'FAILED', totalProcessed: 1, successfulMessages: 0, blockedMessages: 1, failedMessages: 0, accountsUsed: ['Shop 1'] });
    expect(failure.errorMessage).toContain('Stranger cannot receive messages');
    expect((await dataOf(user, 'GET', `/phone-lists/${bad}/stats`)).scheduleStats).toEqual({ totalExecutions: 1, avgSuccessRate: 0 });
  }, 90_000);
});

describe('a number without Zalo (one meaning everywhere)', () => {
  it('is SKIPPED with "Không có Zalo": its job COMPLETED, counted apart on the card, the run and the stats, no failure on the day', async () => {
    const { user, accounts } = await scene(2);
    const [willing] = strangersOf(accounts[0], 1);
    world().setAcceptsStrangerMessages(willing.id, true);
    // In turn: the first number to the first account, the one nobody has to the other.
    const id = await importedList(user, [willing.phone, '0399999998']);
    const body = { scheduleTimes: ['09:00'], messageTemplate: 'Chào bạn', timezone: 'Asia/Ho_Chi_Minh', accountQuotas: accounts.map((a) => ({ accountId: a.id, dailyLimit: 5 })), attachments: [] };
    const { schedule } = await dataOf(user, 'POST', `/phone-lists/${id}/schedule/message`, body);
    await runNow(user, id, schedule.id);

    const jobs = await t.database.query<{ status: string; success_count: number; failed_count: number; skipped_count: number }>(
      `SELECT status, success_count, failed_count, skipped_count FROM jobs WHERE metadata->>'phoneListId' = $1 ORDER BY success_count DESC`,
      [id],
    );
    expect(jobs).toEqual([
      { status: 'COMPLETED', success_count: 1, failed_count: 0, skipped_count: 0 },
      { status: 'COMPLETED', success_count: 0, failed_count: 0, skipped_count: 1 },
    ]);
    expect(await entryOf(user, id, '0399999998')).toMatchObject({ status: 'SKIPPED', messageErrorMessage: 'Không có Zalo', errorMessage: null });
    expect(await dataOf(user, 'GET', `/phone-lists/${id}`)).toMatchObject({
      processedNumbers: 2,
      successfulRequests: 1,
      failedRequests: 0,
      skippedNumbers: 1,
      noZaloNumbers: 1,
    });
    const [run] = (await dataOf(user, 'GET', `/phone-lists/${id}/executions?page=1&limit=20`)).executions;
    expect(run).toMatchObject({ kind: 'message', status: 'SUCCESS', totalProcessed: 1, successfulMessages: 1, failedMessages: 0, noZaloNumbers: 1, notStarted: [] });
    expect((await dataOf(user, 'GET', `/phone-lists/${id}/stats`)).importStats).toMatchObject({ success: 1, failed: 0, skipped: 1 });
    const { days } = await dataOf(user, 'GET', '/jobs/stats/daily?days=1');
    expect(days).toEqual([expect.objectContaining({ sent: 1, failed: 0 })]);
    // Every number worked: the list is COMPLETED and announced once, with who was found.
    const [completed] = await events.next('phone_list.completed', user.id);
    expect(completed.data).toEqual({ phoneListId: id, name: 'Danh sách', counts: { total: 2, found: 1, notFound: 1, failed: 0 } });
    expect((await dataOf(user, 'GET', `/phone-lists/${id}`)).status).toBe('COMPLETED');
    expect(events.of('phone_list.completed', user.id)).toHaveLength(1);
  }, 90_000);

  it('what was recorded before as a failure takes the same meaning (migration 0030)', async () => {
    const { user, accounts } = await scene(1);
    const id = await importedList(user, ['0399999997']);
    // The old way: the recipient FAILED 'User not found by phone', its job FAILED, the day counted a failure, the number SKIPPED without a reason.
    const [job] = await t.database.query<{ id: string }>(
      `INSERT INTO jobs (workspace_id, account_id, account_name, type, action, status, total_recipients, failed_count, error_message, payload, metadata, started_at, completed_at)
       VALUES ($1, $2, 'Shop 1', 'FRIEND_REQUEST', 'friend-request', 'FAILED', 1, 1, 'Không gửi được cho người nhận nào: User not found by phone', '{"message":"Chào"}'::jsonb, $3::jsonb, now(), now())
       RETURNING id`,
      [user.id, accounts[0].id, JSON.stringify({ source: 'phone-list', phoneListId: id, phoneAction: 'friend-request', executionId: randomUUID() })],
    );
    await t.database.query(
      `INSERT INTO job_recipients (job_id, seq, target_id, target_type, status, attempts, error_message, processed_at) VALUES ($1, 1, '0399999997', 'phone', 'FAILED', 1, 'User not found by phone', now())`,
      [job.id],
    );
    await t.database.query(
      // Counted under no account, as rows from before migration 0039 are.
      `INSERT INTO job_daily_activity (workspace_id, day, sent, failed) VALUES ($1, $2, 2, 1) ON CONFLICT (workspace_id, day, account_id) DO UPDATE SET sent = 2, failed = 1`,
      [user.id, vietnamDate(new Date())],
    );
    await t.database.query(`UPDATE phone_numbers SET status = 'SKIPPED', account_id = $2, processed_at = now(), status_at = now() WHERE list_id = $1`, [id, accounts[0].id]);

    // The migration as it ran then, on today's names (rows have belonged to workspaces since migration 0053).
    await t.database.exec(phoneNoZalo.sql.replace(/\buser_id\b/g, 'workspace_id'));

    const [after] = await t.database.query(`SELECT status, failed_count, skipped_count, error_message FROM jobs WHERE id = $1`, [job.id]);
    expect(after).toEqual({ status: 'COMPLETED', failed_count: 0, skipped_count: 1, error_message: null });
    const [recipient] = await t.database.query(`SELECT status, error_message FROM job_recipients WHERE job_id = $1`, [job.id]);
    expect(recipient).toEqual({ status: 'SKIPPED', error_message: 'Không có Zalo' });
    expect((await dataOf(user, 'GET', '/jobs/stats/daily?days=1')).days).toEqual([expect.objectContaining({ sent: 2, failed: 0 })]);
    expect(await entryOf(user, id, '0399999997')).toMatchObject({ status: 'SKIPPED', errorMessage: 'Không có Zalo' });
    expect(await dataOf(user, 'GET', `/phone-lists/${id}`)).toMatchObject({ failedRequests: 0, skippedNumbers: 1, noZaloNumbers: 1 });
  });
});

describe('the schedule_messages gate', () => {
  it('refuses both kinds of phone-list schedule to a Basic plan with the plan text, and a schedule change that would turn one on', async () => {
    const { user, accounts } = await scene(1, 'basic');
    const id = await importedList(user, strangersPhones(2));
    const times = { scheduleTimes: ['09:00'], timezone: 'Asia/Ho_Chi_Minh', accountQuotas: [{ accountId: accounts[0].id, dailyLimit: 5 }] };
    await refused(await call(user, 'POST', `/phone-lists/${id}/schedule/friend-request`, { ...times, messageTemplate: 'Kết bạn nhé' }), 403, 'Tính năng này yêu cầu gói Plus');
    await refused(await call(user, 'POST', `/phone-lists/${id}/schedule/message`, { ...times, messageTemplate: 'Chào bạn', attachments: [] }), 403, 'Tính năng này yêu cầu gói Plus');
    expect((await dataOf(user, 'GET', `/phone-lists/${id}`)).status).toBe('PENDING');

    // A Plus user schedules; after a move to Basic the schedule can be turned off, not on again.
    const plus = await scene(1, 'plus');
    const listId = await importedList(plus.user, strangersPhones(2));
    const { schedule } = await dataOf(plus.user, 'POST', `/phone-lists/${listId}/schedule/friend-request`, {
      ...times,
      accountQuotas: [{ accountId: plus.accounts[0].id, dailyLimit: 5 }],
      messageTemplate: 'Kết bạn nhé',
    });
    const [basic] = await t.database.db.select().from(plans).where(eq(plans.name, 'basic'));
    await t.database.db.update(subscriptions).set({ planId: basic.id }).where(eq(subscriptions.workspaceId, plus.user.id));
    expect((await dataOf(plus.user, 'PATCH', `/phone-lists/schedules/${schedule.id}`, { isActive: false })).schedule).toMatchObject({ isActive: false, nextRunAt: null });
    await refused(await call(plus.user, 'PATCH', `/phone-lists/schedules/${schedule.id}`, { isActive: true }), 403, 'Tính năng này yêu cầu gói Plus');
    await refused(await call(plus.user, 'PATCH', `/phone-lists/schedules/${schedule.id}`, { scheduleTimes: ['10:00'] }), 403, 'Tính năng này yêu cầu gói Plus');
  });
});

describe('schedule changes (PATCH /phone-lists/schedules/{id})', () => {
  it('turn a schedule off and on and change its times; another user gets a 404', async () => {
    const { user, accounts } = await scene(1);
    const id = await importedList(user, strangersPhones(2));
    const { schedule } = await dataOf(user, 'POST', `/phone-lists/${id}/schedule/message`, {
      scheduleTimes: ['09:00'],
      messageTemplate: 'Chào bạn',
      timezone: 'Asia/Ho_Chi_Minh',
      accountQuotas: [{ accountId: accounts[0].id, dailyLimit: 5 }],
      attachments: [],
    });
    expect((await dataOf(user, 'PATCH', `/phone-lists/schedules/${schedule.id}`, { isActive: false })).schedule).toMatchObject({ isActive: false, nextRunAt: null });
    const changed = (await dataOf(user, 'PATCH', `/phone-lists/schedules/${schedule.id}`, { isActive: true, scheduleTimes: ['20:00', '08:00'] })).schedule;
    expect(changed).toMatchObject({ isActive: true, scheduleTimes: ['08:00', '20:00'], nextRunAt: expect.any(String) });
    expect((await dataOf(user, 'GET', `/phone-lists/${id}`)).schedules).toEqual([expect.objectContaining({ id: schedule.id, scheduleTimes: ['08:00', '20:00'] })]);
    const stranger = await t.signUp();
    await refused(await call(stranger, 'PATCH', `/phone-lists/schedules/${schedule.id}`, { isActive: false }), 404, 'Không tìm thấy lịch chạy');
  });
});

describe('a run beyond what the plan runs at once', () => {
  it("leaves no account's numbers out silently: each one has a job (running or waiting for a slot) or is named with the reason, on the answer and the run", async () => {
    // Plus runs 3 jobs at once; the run makes one job per account of four.
    const { user, accounts } = await scene(4, 'plus');
    const id = await importedList(user, strangersPhones(8));
    const { schedule } = await dataOf(user, 'POST', `/phone-lists/${id}/schedule/friend-request`, {
      scheduleTimes: ['09:00'],
      messageTemplate: 'Kết bạn nhé',
      timezone: 'Asia/Ho_Chi_Minh',
      accountQuotas: accounts.map((a) => ({ accountId: a.id, dailyLimit: 2 })),
    });
    const run = await dataOf(user, 'POST', `/phone-lists/schedules/${schedule.id}/execute`);
    const jobs = run.jobs as Array<{ accountId: string; numbers: number; waitingForSlot: boolean }>;
    const notStarted = run.notStarted as Array<{ accountId: string; accountName: string; numbers: number; reason: string }>;
    expect([...jobs.map((j) => j.accountId), ...notStarted.map((n) => n.accountId)].sort()).toEqual(accounts.map((a) => a.id).sort());
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    for (const job of jobs) expect(job).toMatchObject({ numbers: 2, waitingForSlot: expect.any(Boolean) });
    for (const entry of notStarted) expect(entry).toMatchObject({ numbers: 2, accountName: expect.stringMatching(/^Shop /), reason: expect.stringMatching(/\S/) });
    // The run keeps who did not start and why; those numbers are still pending for the next run.
    const [execution] = (await dataOf(user, 'GET', `/phone-lists/${id}/executions?page=1&limit=20`)).executions;
    expect(execution).toMatchObject({ kind: 'friend-request', notStarted });
    const stats = await dataOf(user, 'GET', `/phone-lists/${id}/stats`);
    expect(stats.importStats.pending + stats.importStats.processing + stats.importStats.success + stats.importStats.failed + stats.importStats.skipped).toBe(8);
  }, 60_000);
});

describe('the runs tab', () => {
  it('shows a run in progress as RUNNING with the numbers still waiting', async () => {
    const { user, accounts } = await scene(1);
    const id = await importedList(user, strangersPhones(3));
    const { schedule } = await dataOf(user, 'POST', `/phone-lists/${id}/schedule/friend-request`, {
      scheduleTimes: ['09:00'],
      messageTemplate: 'Kết bạn nhé',
      timezone: 'Asia/Ho_Chi_Minh',
      accountQuotas: [{ accountId: accounts[0].id, dailyLimit: 3 }],
    });
    // Three numbers paced 15-45 s apart: the run is still going when the tab reads it.
    await dataOf(user, 'POST', `/phone-lists/schedules/${schedule.id}/execute`);
    const [run] = (await dataOf(user, 'GET', `/phone-lists/${id}/executions?page=1&limit=20`)).executions;
    expect(run).toMatchObject({ kind: 'friend-request', status: 'RUNNING' });
    expect(run.pendingNumbers).toBeGreaterThanOrEqual(2);
  });
});

describe('one number', () => {
  it('finds, asks and messages a person by phone from an ACTIVE account; errors are the spec texts', async () => {
    const { user, accounts } = await scene();
    const me = world().users()[nextSimUser - 1].id;
    const person = world().users().slice(90).find((u) => u.id !== me && !world().areFriends(me, u.id) && !world().requestBetween(me, u.id) && !world().requestBetween(u.id, me)) as SimUser;
    const found = await dataOf(user, 'GET', `/accounts/${accounts[0].id}/find-user?phone=${encodeURIComponent(person.phone.replace(/^0/, '+84'))}`);
    expect(found).toMatchObject({ found: true, userInfo: { displayName: person.displayName, userId: expect.any(String) } });
    await refused(await call(user, 'GET', `/accounts/${accounts[0].id}/find-user?phone=0399999999`), 404, 'Không tìm thấy người dùng với số điện thoại này');
    await refused(await call(user, 'GET', `/accounts/${accounts[0].id}/find-user?phone=abc`), 400, 'Số điện thoại không hợp lệ');
    await refused(await call(user, 'POST', `/accounts/${accounts[0].id}/friend-request-by-phone`, { phoneNumber: person.phone, message: '' }), 400, 'Vui lòng nhập đầy đủ thông tin');
    const asked = await dataOf(user, 'POST', `/accounts/${accounts[0].id}/friend-request-by-phone`, { phoneNumber: person.phone, message: 'Kết bạn nhé' });
    expect(asked).toMatchObject({ found: true, friendRequestResult: { success: true } });
    // A stranger who does not take messages: Zalo's 123 in Vietnamese, with its code (no English).
    world().setAcceptsStrangerMessages(person.id, false);
    await refused(await call(user, 'POST', `/accounts/${accounts[0].id}/message-by-phone`, { phoneNumber: person.phone, message: 'Chào bạn', attachments: [] }), 400, 'Người lạ không thể nhận tin nhắn (mã 123)');
    world().setAcceptsStrangerMessages(person.id, true);
    const messaged = await dataOf(user, 'POST', `/accounts/${accounts[0].id}/message-by-phone`, { phoneNumber: person.phone, message: 'Chào bạn', attachments: [] });
    expect(messaged.messageResult.message.msgId).toEqual(expect.anything());
    const stranger = await t.signUp();
    await refused(await call(stranger, 'GET', `/accounts/${accounts[0].id}/find-user?phone=${person.phone}`), 404, 'Không tìm thấy tài khoản');
  });
  it('friend-request-and-message-by-phone asks and then messages the person; the spec texts for bad input and unknown numbers', async () => {
    const { user, accounts } = await scene();
    const me = accounts[0].zaloUserId;
    const person = world().users().slice(90).find((u) => u.id !== me && u.acceptsStrangerMessages && !world().areFriends(me, u.id) && !world().hasBlocked(u.id, me) && !world().requestBetween(me, u.id) && !world().requestBetween(u.id, me)) as SimUser;
    const url = `/accounts/${accounts[0].id}/friend-request-and-message-by-phone`;
    const body = { phoneNumber: person.phone.replace(/^0/, '+84'), friendRequestMessage: 'Kết bạn nhé', message: 'Chào bạn, gửi bạn ảnh', attachments: [image] };
    await refused(await call(user, 'POST', url, { ...body, friendRequestMessage: ' ' }), 400, 'Vui lòng nhập đầy đủ thông tin');
    await refused(await call(user, 'POST', url, { ...body, message: '' }), 400, 'Vui lòng nhập đầy đủ thông tin');
    await refused(await call(user, 'POST', url, { ...body, phoneNumber: '' }), 400, 'Vui lòng nhập số điện thoại và chọn tài khoản');
    await refused(await call(user, 'POST', url, { ...body, phoneNumber: '12345' }), 400, 'Số điện thoại không hợp lệ');
    await refused(await call(user, 'POST', url, { ...body, phoneNumber: '0399999999' }), 404, 'Không tìm thấy người dùng với số điện thoại này');

    const sentBefore = world().recentMessages().length;
    const result = await dataOf(user, 'POST', url, body);
    expect(result).toMatchObject({
      found: true,
      userInfo: { displayName: person.displayName, userId: world().uidFor(me, person.id) },
      friendRequestResult: { success: true },
      messageResult: { message: { msgId: expect.anything() } },
    });
    expect(world().requestBetween(me, person.id)).toMatchObject({ message: 'Kết bạn nhé' });
    const delivered = world().recentMessages().slice(sentBefore).filter((m) => m.threadId === person.id);
    expect(delivered).toEqual([expect.objectContaining({ text: 'Chào bạn, gửi bạn ảnh', attachments: [expect.any(String)] })]);

    // Asked already and friends now: the request's goal holds (225), the message still goes.
    world().makeFriends(me, person.id);
    const again = await dataOf(user, 'POST', url, { ...body, attachments: [] });
    expect(again.friendRequestResult).toEqual({ success: true, alreadyDone: 'Đã là bạn bè (mã 225)' });
    expect(again.messageResult.message.msgId).toEqual(expect.anything());
    const stranger = await t.signUp();
    await refused(await call(stranger, 'POST', url, body), 404, 'Không tìm thấy tài khoản');
  });
});

describe("the lists page's poll", () => {
  const page = '/phone-lists?page=1&limit=12';
  const poll = (user: SignedInUser, etag?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${page}`, headers: { ...bearer(user.token), ...(etag ? { 'if-none-match': etag } : {}) } });
  async function etagNow(user: SignedInUser): Promise<string> {
    const response = await poll(user);
    expect(response.statusCode).toBe(200);
    return response.headers.etag as string;
  }
  async function expectUnchanged(user: SignedInUser, etag: string) {
    const response = await poll(user, etag);
    expect({ status: response.statusCode, body: response.body }).toEqual({ status: 304, body: '' });
  }
  /** The next answer is a full one with a new ETag (and the browser's stored one is no longer confirmed). */
  async function expectChanged(user: SignedInUser, etag: string): Promise<string> {
    const response = await poll(user, etag);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).not.toBe(etag);
    return response.headers.etag as string;
  }

  it('answers 304 while nothing the page shows changed, and a full answer after an import, a status change, a schedule, a retry or a job outcome', async () => {
    const { user, accounts } = await scene(1);
    let etag = await etagNow(user);
    await expectUnchanged(user, etag);

    const phones = strangersPhones(3);
    const id = await importedList(user, phones);
    etag = await expectChanged(user, etag);
    await expectUnchanged(user, etag);

    // Another customer's list is not this page's business.
    const other = await scene(0);
    await importedList(other.user, strangersPhones(2));
    await expectUnchanged(user, etag);

    await dataOf(user, 'PATCH', `/phone-lists/${id}/status`, { status: 'PAUSED' });
    etag = await expectChanged(user, etag);

    const body = { scheduleTimes: ['09:00'], messageTemplate: 'Chào bạn', timezone: 'Asia/Ho_Chi_Minh', accountQuotas: [{ accountId: accounts[0].id, dailyLimit: 1 }] };
    const { schedule } = await dataOf(user, 'POST', `/phone-lists/${id}/schedule/friend-request`, body);
    etag = await expectChanged(user, etag);

    await t.database.query(`UPDATE phone_numbers SET status = 'FAILED', status_at = now() WHERE list_id = $1 AND phone = $2`, [id, phones[2]]);
    etag = await etagNow(user); // a write behind the service's back: what the page shows now
    expect(await dataOf(user, 'POST', `/phone-lists/${id}/retry-failed`)).toEqual({ totalDistributed: 1 });
    etag = await expectChanged(user, etag);

    // A run's job records its outcomes: the list's counts move with them.
    const run = await dataOf(user, 'POST', `/phone-lists/schedules/${schedule.id}/execute`);
    await until(() => t.app.jobs.read.get(user.id, run.jobId), (job) => job.status === 'COMPLETED' || job.status === 'FAILED');
    const after = await poll(user, etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.phoneLists[0].processedNumbers).toBe(1);
    await expectUnchanged(user, after.headers.etag as string);
  });
});
