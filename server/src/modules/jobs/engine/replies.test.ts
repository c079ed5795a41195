import * as XLSX from '@e965/xlsx';
import { ACTIVE_CONVERSATION_REASON, type Job, STOPPED_ON_REPLY_REASON } from 'shared-sdk/schemas';
import type { SimulatorPlatform } from '../../../platform';
import { moveToPlan } from '../../../testing/plans';
import { loginSimAccount, type SimAccount } from '../../../testing/sim-accounts';
import { createSimTestApp } from '../../../testing/sim-test-app';
import type { SignedInUser, TestApp } from '../../../testing/test-app';
import { userCalls } from '../../../testing/user-calls';
import { until } from './testing/engine-fixtures';

/**
 * What the engine does with replies: each recipient of a job with variants is sent its own variant's
 * text; a scheduled run's job skips a person who answered the account within REPLY_WINDOW_DAYS (a reply to one of
 * its messages, or a private message in the inbox) unless its schedule's switch is off; a one-off job with "Bỏ qua
 * người đang trò chuyện" skips whoever answered within 24 hours. One customer's replies never stop another's sends.
 */

let t: TestApp;
let platform: SimulatorPlatform;
let nextSimUser = 0;

beforeAll(async () => {
  ({ t, platform } = await createSimTestApp(
    { seed: 'job-replies', users: 160 },
    {},
    { jobTiming: { pollMs: 200, sweepEveryMs: 500 } },
  ));
  // A scheduled run paces its messages 15-60 s apart: this suite's database stores its jobs unpaced, so runs take
  // seconds (before the engine can read them: shortening them after the insert races the engine's first read).
  await t.database.query(`CREATE FUNCTION unpaced_runs() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN NEW.payload := NEW.payload || '{"delayMin": 0, "delayMax": 0}'::jsonb; RETURN NEW; END $$`);
  await t.database.query(`CREATE TRIGGER unpaced_runs BEFORE INSERT ON jobs FOR EACH ROW WHEN (NEW.metadata->>'scheduleId' IS NOT NULL) EXECUTE FUNCTION unpaced_runs()`);
}, 60_000);
afterAll(() => t.close());

const calls = userCalls(() => t);
const { dataOf } = calls;
const world = () => platform.world;

async function scene(): Promise<{ user: SignedInUser; account: SimAccount }> {
  const user = await t.signUp();
  await moveToPlan(t.database, user.id, 'pro');
  const account = await loginSimAccount(t, platform, user, world().users()[nextSimUser++].id);
  return { user, account };
}

const finished = (job: Job) => job.status === 'COMPLETED' || job.status === 'FAILED' || job.status === 'CANCELLED';
const doneJob = (user: SignedInUser, jobId: string) => until(() => t.app.jobs.read.get(user.id, jobId), finished, 60_000);

type Recipient = { seq: number; target_id: string; resolved_id: string | null; status: string; error_message: string | null; sent_text: string | null; variant: number | null };
const recipientsOf = (jobId: string) =>
  t.database.query<Recipient>(`SELECT seq, target_id, resolved_id, status, error_message, sent_text, variant FROM job_recipients WHERE job_id = $1 ORDER BY seq`, [jobId]);

/** An earlier message of the account to the contact (a uid as it sees them), sent `sentAgo` and replied `repliedAgo`. */
async function repliedTo(user: SignedInUser, account: SimAccount, contactId: string, sentAgo: string, repliedAgo: string): Promise<void> {
  const [job] = await t.database.query<{ id: string }>(
    `INSERT INTO jobs (workspace_id, account_id, type, action, status, total_recipients, success_count, payload, completed_at)
     VALUES ($1, $2, 'TO_FRIENDS', 'message', 'COMPLETED', 1, 1, '{"message": "Tin cũ", "delayMin": 0, "delayMax": 0}', now()) RETURNING id`,
    [user.id, account.id],
  );
  await t.database.query(
    `INSERT INTO job_recipients (job_id, seq, target_id, target_type, status, processed_at, replied_at)
     VALUES ($1, 1, $2, 'user', 'SENT', now() - $3::interval, now() - $4::interval)`,
    [job.id, contactId, sentAgo, repliedAgo],
  );
}

/** A private message the contact wrote to the account `ago`, as the inbox keeps it. */
async function wrote(user: SignedInUser, account: SimAccount, contactId: string, ago: string): Promise<void> {
  const [conversation] = await t.database.query<{ id: string }>(
    `INSERT INTO conversations (workspace_id, account_id, thread_id, type) VALUES ($1, $2, $3, 'user')
     ON CONFLICT (account_id, type, thread_id) DO UPDATE SET last_at = excluded.last_at RETURNING id`,
    [user.id, account.id, contactId],
  );
  await t.database.query(
    `INSERT INTO messages (conversation_id, workspace_id, account_id, from_me, sender_id, text, at, status, source, search)
     VALUES ($1, $2, $3, false, $4, 'Cho mình hỏi giá', now() - $5::interval, 'RECEIVED', 'inbox', to_tsvector('simple', ''))`,
    [conversation.id, user.id, account.id, contactId, ago],
  );
}

/** Messages the account's person sent with this text, by the person they reached (as the account sees them). */
const deliveredTo = (account: SimAccount, text: string) =>
  world()
    .recentMessages()
    .filter((m) => m.fromUserId === account.zaloUserId && m.text === text)
    .map((m) => world().uidFor(account.zaloUserId, m.threadId));

/** People who take a stranger's message from the account and are not its friends: a phone list's numbers. */
function strangers(account: SimAccount, count: number) {
  const me = account.zaloUserId;
  const found = world()
    .users()
    .filter((u) => u.id !== me && u.acceptsStrangerMessages && !world().areFriends(me, u.id) && !world().hasBlocked(u.id, me) && u.phone)
    .slice(0, count);
  if (found.length < count) throw new Error('not enough strangers');
  return found.map((u) => ({ person: u.id, phone: u.phone, uid: world().uidFor(me, u.id) }));
}

function workbook(cells: string[]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells.map((cell) => [cell])), 'DS');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function phoneList(user: SignedInUser, phones: string[]): Promise<string> {
  const response = await calls.upload(user, '/phone-lists/import', { name: 'ds.xlsx', data: workbook(phones) }, { listName: 'Khách cũ' });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data.id as string;
}

/** Runs the phone list's schedule now ('Chạy ngay') and waits for its one job to end. */
async function runPhoneSchedule(user: SignedInUser, scheduleId: string): Promise<string> {
  const run = await dataOf(user, 'POST', `/phone-lists/schedules/${scheduleId}/execute`);
  await doneJob(user, run.jobId);
  return run.jobId as string;
}

const friendsOf = (account: SimAccount) =>
  world()
    .users()
    .filter((u) => u.id !== account.zaloUserId && world().areFriends(account.zaloUserId, u.id) && !world().hasBlocked(u.id, account.zaloUserId))
    .map((u) => world().uidFor(account.zaloUserId, u.id));

describe('variants', () => {
  it('sends each recipient its own variant, personalised, and records what was sent', async () => {
    const { user, account } = await scene();
    const chosen = friendsOf(account).slice(0, 6);
    const texts = ['Bản A cho {ten}', 'Bản B: ưu đãi hôm nay'];
    const created = await dataOf(user, 'POST', '/jobs/message/to-friends', { accountId: account.id, message: '', messages: texts, recipients: chosen, delayMin: 0, delayMax: 0 });
    expect(await doneJob(user, created.jobs[0].id)).toMatchObject({ status: 'COMPLETED', successCount: 6 });
    const recipients = await recipientsOf(created.jobs[0].id);
    expect(recipients.filter((r) => r.variant === 0)).toHaveLength(3);
    for (const recipient of recipients) {
      expect(recipient.status).toBe('SENT');
      if (recipient.variant === 0) expect(recipient.sent_text).toMatch(/^Bản A cho \S/);
      else expect(recipient.sent_text).toBe(texts[1]);
      expect(recipient.sent_text).not.toContain('{ten}');
    }
    // Each person got the text recorded for them, and only that one.
    const bText = recipients.filter((r) => r.variant === 1).map((r) => r.target_id).sort();
    expect(deliveredTo(account, texts[1]).sort()).toEqual(bText);
    for (const recipient of recipients.filter((r) => r.variant === 0)) {
      expect(deliveredTo(account, recipient.sent_text as string)).toContain(recipient.target_id);
    }
  }, 90_000);
});

describe('stop on reply', () => {
  it("a phone list's message schedule skips who replied to a message or wrote to the account within the window; the others are sent", async () => {
    const { user, account } = await scene();
    const [replied, wroteRecently, quiet, longAgo] = strangers(account, 4);
    await repliedTo(user, account, replied.uid, '3 days', '2 days');
    await wrote(user, account, wroteRecently.uid, '5 days');
    await wrote(user, account, longAgo.uid, '10 days');
    const listId = await phoneList(user, [replied, wroteRecently, quiet, longAgo].map((p) => p.phone));
    const text = 'Chào anh chị, shop có hàng mới';
    const { schedule } = await dataOf(user, 'POST', `/phone-lists/${listId}/schedule/message`, {
      scheduleTimes: ['09:00'],
      messageTemplate: text,
      timezone: 'Asia/Ho_Chi_Minh',
      accountQuotas: [{ accountId: account.id, dailyLimit: 10 }],
    });
    const jobId = await runPhoneSchedule(user, schedule.id);
    expect(await t.app.jobs.read.get(user.id, jobId)).toMatchObject({ status: 'COMPLETED', successCount: 2, skippedCount: 2, failedCount: 0 });
    const byPhone = new Map((await recipientsOf(jobId)).map((r) => [r.target_id, r]));
    expect(byPhone.get(replied.phone)).toMatchObject({ status: 'SKIPPED', error_message: STOPPED_ON_REPLY_REASON, resolved_id: replied.uid });
    expect(byPhone.get(wroteRecently.phone)).toMatchObject({ status: 'SKIPPED', error_message: STOPPED_ON_REPLY_REASON });
    expect(byPhone.get(quiet.phone)?.status).toBe('SENT');
    expect(byPhone.get(longAgo.phone)?.status).toBe('SENT');
    expect(deliveredTo(account, text).sort()).toEqual([quiet.uid, longAgo.uid].sort());
    // The list shows the numbers skipped with why, not failed.
    const { phoneNumbers } = await dataOf(user, 'GET', `/phone-lists/${listId}/numbers?page=1&limit=100`);
    expect(phoneNumbers.find((n: { phoneNumber: string }) => n.phoneNumber === replied.phone)).toMatchObject({ status: 'SKIPPED' });
  }, 120_000);

  it('switched off (at creation, then by PATCH), the same schedule kind sends to who replied', async () => {
    const { user, account } = await scene();
    const [replied, other] = strangers(account, 2);
    await repliedTo(user, account, replied.uid, '2 days', '1 day');
    await repliedTo(user, account, other.uid, '2 days', '1 day');
    const listId = await phoneList(user, [replied.phone]);
    const text = 'Tin theo lịch, đã tắt dừng khi trả lời';
    const { schedule } = await dataOf(user, 'POST', `/phone-lists/${listId}/schedule/message`, {
      scheduleTimes: ['09:00'],
      messageTemplate: text,
      timezone: 'Asia/Ho_Chi_Minh',
      accountQuotas: [{ accountId: account.id, dailyLimit: 10 }],
      stopOnReply: false,
    });
    const jobId = await runPhoneSchedule(user, schedule.id);
    expect((await recipientsOf(jobId))[0]).toMatchObject({ status: 'SENT' });
    expect(deliveredTo(account, text)).toEqual([replied.uid]);

    // A second list whose schedule is switched off by PATCH before its run.
    const secondList = await phoneList(user, [other.phone]);
    const second = await dataOf(user, 'POST', `/phone-lists/${secondList}/schedule/message`, {
      scheduleTimes: ['09:00'],
      messageTemplate: `${text} (2)`,
      timezone: 'Asia/Ho_Chi_Minh',
      accountQuotas: [{ accountId: account.id, dailyLimit: 10 }],
    });
    await dataOf(user, 'PATCH', `/schedules/${second.schedule.id}`, { stopOnReply: false });
    const secondJob = await runPhoneSchedule(user, second.schedule.id);
    expect((await recipientsOf(secondJob))[0]).toMatchObject({ status: 'SENT' });
  }, 120_000);

  it("a phone list's friend-request schedule (the one with the follow-up) skips who wrote lately and asks the others", async () => {
    const { user, account } = await scene();
    const [replied, quiet] = strangers(account, 2);
    await wrote(user, account, replied.uid, '1 day');
    const listId = await phoneList(user, [replied.phone, quiet.phone]);
    const { schedule } = await dataOf(user, 'POST', `/phone-lists/${listId}/schedule/friend-request`, {
      scheduleTimes: ['09:00'],
      messageTemplate: 'Kết bạn với shop nhé',
      followUpMessage: 'Cảm ơn bạn',
      timezone: 'Asia/Ho_Chi_Minh',
      accountQuotas: [{ accountId: account.id, dailyLimit: 10 }],
    });
    const jobId = await runPhoneSchedule(user, schedule.id);
    const byPhone = new Map((await recipientsOf(jobId)).map((r) => [r.target_id, r]));
    expect(byPhone.get(replied.phone)).toMatchObject({ status: 'SKIPPED', error_message: STOPPED_ON_REPLY_REASON });
    expect(byPhone.get(quiet.phone)?.status).toBe('SENT');
    const asked = world().sentFriendRequests(account.zaloUserId).map((r) => r.userId);
    expect(asked).not.toContain(replied.person);
  }, 120_000);

  it("Kho chung's daily schedule skips a member who answered; switched off it sends to them", async () => {
    const { user, account } = await scene();
    const me = account.zaloUserId;
    const group = world().groups().find((g) => g.members.has(me) && g.members.size >= 5 && !g.isCommunity);
    if (!group) throw new Error('no group');
    const people = [...group.members].filter((id) => id !== me && !world().hasBlocked(id, me) && (world().areFriends(me, id) || world().user(id).acceptsStrangerMessages)).slice(0, 2);
    const [answered, quiet] = people.map((id) => world().uidFor(me, id));
    await repliedTo(user, account, answered, '4 days', '4 days');
    const members = people.map((id) => ({ memberId: world().uidFor(me, id), displayName: `Người ${id.slice(-4)}`, groupId: group.id, groupName: group.name }));
    const { list } = await dataOf(user, 'POST', '/shared-pending/save-members', { sourceAccountId: account.id, members });
    const text = 'Kho chung hằng ngày';
    const { schedule } = await dataOf(user, 'POST', `/shared-pending/lists/${list.id}/schedule/message`, { scheduleTimes: ['09:00'], messageTemplate: text, timezone: 'Asia/Ho_Chi_Minh', dailyLimit: 5 });
    expect(await t.app.jobSchedules.runDue(new Date(schedule.nextRunAt))).toMatchObject({ created: 1 });
    const [job] = await t.database.query<{ id: string }>(`SELECT id FROM jobs WHERE schedule_id = $1`, [schedule.id]);
    await doneJob(user, job.id);
    const byUid = new Map((await recipientsOf(job.id)).map((r) => [r.target_id, r]));
    expect(byUid.get(answered)).toMatchObject({ status: 'SKIPPED', error_message: STOPPED_ON_REPLY_REASON });
    expect(byUid.get(quiet)?.status).toBe('SENT');
    expect(deliveredTo(account, text)).toEqual([quiet]);
    // The member is done with why (not taken again by the next run: the list has nothing left).
    const after = (await dataOf(user, 'GET', `/shared-pending/lists/${list.id}`)).list.members as Array<{ memberId: string; status: string; statusReason: string | null }>;
    expect(after.find((m) => m.memberId === answered)).toMatchObject({ status: 'FAILED', statusReason: STOPPED_ON_REPLY_REASON });
    expect(after.find((m) => m.memberId === quiet)).toMatchObject({ status: 'SUCCESS' });
    const tomorrow = new Date(new Date(schedule.nextRunAt).getTime() + 86_400_000);
    await t.app.jobSchedules.runDue(tomorrow);
    expect(await t.database.query(`SELECT id FROM jobs WHERE schedule_id = $1`, [schedule.id])).toHaveLength(1);
    const { schedules } = await dataOf(user, 'GET', '/schedules');
    expect(schedules.find((s: { id: string }) => s.id === schedule.id)).toMatchObject({ state: 'FINISHED' });

    // Switched off (another customer's list, the same scene): the member who answered is sent the message.
    const other = await scene();
    const [uid] = friendsOf(other.account);
    await repliedTo(other.user, other.account, uid, '2 days', '1 day');
    const saved = await dataOf(other.user, 'POST', '/shared-pending/save-members', {
      sourceAccountId: other.account.id,
      members: [{ memberId: uid, displayName: 'Khách', groupId: group.id, groupName: group.name }],
    });
    const off = await dataOf(other.user, 'POST', `/shared-pending/lists/${saved.list.id}/schedule/message`, {
      scheduleTimes: ['10:00'],
      messageTemplate: `${text} (tắt)`,
      timezone: 'Asia/Ho_Chi_Minh',
      dailyLimit: 5,
      stopOnReply: false,
    });
    await t.app.jobSchedules.runDue(new Date(off.schedule.nextRunAt));
    const [again] = await t.database.query<{ id: string }>(`SELECT id FROM jobs WHERE schedule_id = $1`, [off.schedule.id]);
    await doneJob(other.user, again.id);
    expect(deliveredTo(other.account, `${text} (tắt)`)).toEqual([uid]);
  }, 120_000);

  it("another customer's account is not stopped by a reply to this customer's account", async () => {
    const first = await scene();
    const second = await scene();
    const [shared] = strangers(second.account, 1);
    // The person wrote to the first customer's account only (under the uid that account sees).
    await wrote(first.user, first.account, world().uidFor(first.account.zaloUserId, shared.person), '1 day');
    await repliedTo(first.user, first.account, world().uidFor(first.account.zaloUserId, shared.person), '2 days', '1 day');
    const listId = await phoneList(second.user, [shared.phone]);
    const { schedule } = await dataOf(second.user, 'POST', `/phone-lists/${listId}/schedule/message`, {
      scheduleTimes: ['09:00'],
      messageTemplate: 'Khách của người khác',
      timezone: 'Asia/Ho_Chi_Minh',
      accountQuotas: [{ accountId: second.account.id, dailyLimit: 10 }],
    });
    const jobId = await runPhoneSchedule(second.user, schedule.id);
    expect((await recipientsOf(jobId))[0]).toMatchObject({ status: 'SENT' });
  }, 120_000);
});

describe('"Bỏ qua người đang trò chuyện" on a one-off job', () => {
  it('on: skips who wrote or replied within 24 hours; older answers and the others are sent', async () => {
    const { user, account } = await scene();
    const [wroteToday, repliedToday, answeredDaysAgo, quiet] = friendsOf(account).slice(0, 4);
    await wrote(user, account, wroteToday, '2 hours');
    await repliedTo(user, account, repliedToday, '1 day', '3 hours');
    await wrote(user, account, answeredDaysAgo, '3 days');
    const text = 'Chào bạn, tin một lần';
    const created = await dataOf(user, 'POST', '/jobs/message/to-friends', {
      accountId: account.id,
      message: text,
      recipients: [wroteToday, repliedToday, answeredDaysAgo, quiet],
      skipActiveConversations: true,
      delayMin: 0,
      delayMax: 0,
    });
    expect(await doneJob(user, created.jobs[0].id)).toMatchObject({ status: 'COMPLETED', successCount: 2, skippedCount: 2 });
    const byUid = new Map((await recipientsOf(created.jobs[0].id)).map((r) => [r.target_id, r]));
    expect(byUid.get(wroteToday)).toMatchObject({ status: 'SKIPPED', error_message: ACTIVE_CONVERSATION_REASON });
    expect(byUid.get(repliedToday)).toMatchObject({ status: 'SKIPPED', error_message: ACTIVE_CONVERSATION_REASON });
    expect(deliveredTo(account, text).sort()).toEqual([answeredDaysAgo, quiet].sort());
  }, 90_000);

  it('off (the default): a one-off job sends to everyone, answered or not', async () => {
    const { user, account } = await scene();
    const [wroteToday, repliedToday] = friendsOf(account).slice(0, 2);
    await wrote(user, account, wroteToday, '1 hour');
    await repliedTo(user, account, repliedToday, '2 hours', '1 hour');
    const text = 'Tin một lần, không bỏ qua';
    const created = await dataOf(user, 'POST', '/jobs/message/to-friends', { accountId: account.id, message: text, recipients: [wroteToday, repliedToday], delayMin: 0, delayMax: 0 });
    expect(await doneJob(user, created.jobs[0].id)).toMatchObject({ status: 'COMPLETED', successCount: 2, skippedCount: 0 });
    expect(deliveredTo(account, text).sort()).toEqual([wroteToday, repliedToday].sort());
  }, 90_000);
});
