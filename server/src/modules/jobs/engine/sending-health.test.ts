import type { AccountHealth, Job } from 'shared-sdk/schemas';
import { vietnamDate } from '../../../lib/vietnam-time';
import { PlatformError, type SimulatorPlatform } from '../../../platform';
import type { SimMessageRecord } from '../../../platform/simulator/world';
import { bearer, type SignedInUser, type TestApp, testConfig } from '../../../testing/test-app';
import { createSimTestApp } from '../../../testing/sim-test-app';
import type { EngineTiming } from '../../../config/jobs';
import { deliveriesIn } from '../../../testing/server-processes';
import { loggedInAccount, messageDraft, type TestAccount, until } from './testing/engine-fixtures';
import { moveToJobLimitsPlan } from '../../../testing/plans';

/**
 * Sending windows, the circuit breaker and the warm-up, driven by the engine's clock: a test sets the Vietnamese time
 * of day the engine sees (the clock then runs on from there), so a window opens or closes within seconds.
 */
let skew = 0;
const clock = () => Date.now() + skew;
/** The engine's clock reads `time` (HH:MM:SS.mmm, Vietnam) of today's Vietnamese date now. */
function setClock(time: string, plusDays = 0): number {
  const target = Date.parse(`${vietnamDate(Date.now())}T${time}+07:00`) + plusDays * 86_400_000;
  skew = target - Date.now();
  return target;
}
const vn = (day: string, time: string) => Date.parse(`${day}T${time}+07:00`);

const FAST: Partial<EngineTiming> = { sliceMs: 2000, maxInlineWaitMs: 1500, retryDelayMs: 50, superviseSeconds: 5, pollMs: 500, sweepEveryMs: 1000, now: clock };
const BREAKER_PAUSE_MS = 60 * 60_000;

let t: TestApp;
let platform: SimulatorPlatform;
let deliveryLog: string;
let nextPerson = 0;

beforeAll(async () => {
  const base = testConfig();
  const jobs = {
    ...base.jobs,
    dailyCaps: { ...base.jobs.dailyCaps, 'friend-request': 10 },
    sending: {
      ...base.jobs.sending,
      defaultWindow: { start: 8 * 60, end: 21 * 60 },
      breaker: { consecutive: 5, window: 10, rate: 0.5, pauseMs: BREAKER_PAUSE_MS },
      warmUp: [0.2, 0.5],
    },
  };
  ({ t, platform, deliveryLog } = await createSimTestApp({ seed: 'sending-health', users: 300 }, { jobs }, { jobTiming: FAST }));
}, 60_000);

afterAll(() => t?.close());

const finished = (job: Job) => job.status === 'COMPLETED' || job.status === 'FAILED' || job.status === 'CANCELLED';
const get = (user: SignedInUser, job: Job) => t.app.jobs.read.get(user.id, job.id);
const waitFor = (user: SignedInUser, job: Job, accept: (job: Job) => boolean, timeoutMs = 15_000) => until(() => get(user, job), accept, timeoutMs);

function deliveriesFrom(fromUserId: string): SimMessageRecord[] {
  return deliveriesIn(deliveryLog).filter((record) => record.fromUserId === fromUserId);
}

async function userWithAccount(): Promise<{ user: SignedInUser; account: TestAccount }> {
  const user = await t.signUp();
  const name = 'sending-health-unlimited';
  await moveToJobLimitsPlan(t.database, user.id, name);
  const person = platform.world.users()[nextPerson++].id;
  const account = await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, person);
  // Logged in long ago: no warm-up unless a test says so.
  await t.database.query(`UPDATE accounts SET first_login_at = now() - interval '30 days' WHERE id = $1`, [account.id]);
  return { user, account };
}

const friendsOf = (account: TestAccount, count: number) =>
  [...platform.world.friendIdsOf(account.zaloUserId)].slice(0, count).map((id) => platform.world.uidFor(account.zaloUserId, id));

async function health(user: SignedInUser, accountId: string): Promise<AccountHealth> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/health', headers: bearer(user.token) });
  return (response.json().data as AccountHealth[]).find((entry) => entry.accountId === accountId) as AccountHealth;
}

describe('sending window', () => {
  it('a job created outside the window waits (paused until it opens, with the reason) and resumes by itself when the clock enters it', async () => {
    const { user, account } = await userWithAccount();
    const opens = setClock('07:59:57');
    const targets = friendsOf(account, 3);
    const [job] = await t.app.jobs.service.create(user.id, [messageDraft(account.id, targets)]);

    const waiting = await waitFor(user, job, (j) => j.pausedUntil !== null);
    expect(waiting).toMatchObject({ status: 'PENDING', successCount: 0, pauseReason: 'Ngoài khung giờ gửi' });
    expect(Date.parse(waiting.pausedUntil as string)).toBe(opens + 3000);
    expect(deliveriesFrom(account.zaloUserId)).toHaveLength(0);
    expect((await health(user, account.id)).window).toMatchObject({ enabled: true, custom: false, start: '08:00', end: '21:00', open: false });

    const done = await waitFor(user, job, finished);
    expect(done).toMatchObject({ status: 'COMPLETED', successCount: 3 });
    // Nothing went out before 08:00 on the engine's clock.
    for (const message of deliveriesFrom(account.zaloUserId)) expect(message.at + skew).toBeGreaterThanOrEqual(opens + 3000);
  });

  it('a job running when the window closes stops there and waits for the next morning', async () => {
    const { user, account } = await userWithAccount();
    // Five seconds before it closes (a loaded machine may take a few to send the first message), 20 messages a second
    // apart: some go out, the rest wait.
    const closes = setClock('20:59:55') + 5000;
    const [job] = await t.app.jobs.service.create(user.id, [messageDraft(account.id, friendsOf(account, 20), { payload: { delayMin: 1, delayMax: 1 } })]);
    const waiting = await waitFor(user, job, (j) => j.pauseReason === 'Ngoài khung giờ gửi');
    const day = vietnamDate(closes);
    const nextMorning = vn(day, '08:00:00') + 86_400_000;
    expect(Date.parse(waiting.pausedUntil as string)).toBe(nextMorning);
    expect(waiting.successCount).toBeGreaterThan(0);
    expect(waiting.successCount).toBeLessThan(20);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(deliveriesFrom(account.zaloUserId)).toHaveLength(waiting.successCount);
    await t.app.jobs.service.cancel(user.id, job.id);
  });

  it("an account's own window (crossing midnight, or off) is used instead of the server's; changing it releases a waiting job", async () => {
    const { user, account } = await userWithAccount();
    const put = (body: object) => t.app.inject({ method: 'PUT', url: `/api/v1/accounts/${account.id}/sending-window`, headers: bearer(user.token), payload: body });

    setClock('23:00:00');
    const night = await put({ enabled: true, start: '22:00', end: '06:00' });
    expect(night.json().data.window).toMatchObject({ enabled: true, custom: true, start: '22:00', end: '06:00', open: true });
    const [atNight] = await t.app.jobs.service.create(user.id, [messageDraft(account.id, friendsOf(account, 2))]);
    expect(await waitFor(user, atNight, finished)).toMatchObject({ status: 'COMPLETED', successCount: 2 });

    // The next morning (the engine's clock never goes back: its pacing remembers the last send).
    setClock('07:00:00', 1);
    const [morning] = await t.app.jobs.service.create(user.id, [messageDraft(account.id, friendsOf(account, 4).slice(2))]);
    const waiting = await waitFor(user, morning, (j) => j.pausedUntil !== null);
    expect(Date.parse(waiting.pausedUntil as string)).toBe(vn(vietnamDate(clock()), '22:00:00'));
    const off = await put({ enabled: false, start: '22:00', end: '06:00' });
    expect(off.json().data.window).toMatchObject({ enabled: false, custom: true, open: true });
    expect(await waitFor(user, morning, finished)).toMatchObject({ status: 'COMPLETED', successCount: 2, pausedUntil: null });
  });
});

describe('circuit breaker', () => {
  it('pauses the account after 5 failures in a row, shows why on the job and the account, and sends again when the user resumes', async () => {
    const { user, account } = await userWithAccount();
    setClock('10:00:00');
    platform.world.failNextActions(account.zaloUserId, ...Array.from({ length: 5 }, () => PlatformError.fromCode(215)));
    const [job] = await t.app.jobs.service.create(user.id, [messageDraft(account.id, friendsOf(account, 8))]);

    const paused = await waitFor(user, job, (j) => j.pauseReason !== null && j.pauseReason !== undefined);
    expect(paused).toMatchObject({ status: 'PROCESSING', failedCount: 5, successCount: 0, pauseReason: 'Tạm dừng gửi: 5 lần thất bại liên tiếp' });
    expect(Date.parse(paused.pausedUntil as string) - clock()).toBeGreaterThan(BREAKER_PAUSE_MS - 60_000);
    const open = await health(user, account.id);
    expect(open.breaker).toMatchObject({ open: true, reason: 'Tạm dừng gửi: 5 lần thất bại liên tiếp', failStreak: 0 });
    // Another job of the account waits too, with the reason.
    const [second] = await t.app.jobs.service.create(user.id, [messageDraft(account.id, friendsOf(account, 9).slice(8))]);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(deliveriesFrom(account.zaloUserId)).toHaveLength(0);

    const resumed = await t.app.inject({ method: 'POST', url: `/api/v1/accounts/${account.id}/sending/resume`, headers: bearer(user.token) });
    expect(resumed.json().data.breaker).toMatchObject({ open: false, reason: null, until: null });
    expect(await waitFor(user, job, finished)).toMatchObject({ status: 'COMPLETED', successCount: 3, failedCount: 5 });
    expect(await waitFor(user, second, finished)).toMatchObject({ status: 'COMPLETED', successCount: 1 });
  });

  it('pauses the account when half of its last 10 attempts failed, even never 5 in a row (123 refusals among sends)', async () => {
    const { user, account } = await userWithAccount();
    setClock('10:00:00');
    const me = account.zaloUserId;
    const strangers = platform.world
      .users()
      .filter((u) => u.id !== me && !platform.world.areFriends(me, u.id) && !platform.world.hasBlocked(u.id, me))
      .slice(0, 5)
      .map((u) => {
        platform.world.setAcceptsStrangerMessages(u.id, false);
        return platform.world.uidFor(me, u.id);
      });
    const friends = friendsOf(account, 7);
    // F S F S F S F S S F: the 10th attempt makes 5 of 10.
    const order = [strangers[0], friends[0], strangers[1], friends[1], strangers[2], friends[2], strangers[3], friends[3], friends[4], strangers[4], friends[5], friends[6]];
    const [job] = await t.app.jobs.service.create(user.id, [messageDraft(account.id, order)]);
    const paused = await waitFor(user, job, (j) => Boolean(j.pauseReason));
    expect(paused).toMatchObject({ failedCount: 5, successCount: 5, pauseReason: 'Tạm dừng gửi: 5/10 lần gửi gần nhất thất bại' });
    expect((await health(user, account.id)).breaker).toMatchObject({ open: true, recentAttempts: 0 });
    await t.app.jobs.service.cancel(user.id, job.id);
  });
});

describe('warm-up', () => {
  it('lowers the daily caps in the first days after the first login (here 20 % of 10 friend requests on day 1)', async () => {
    const { user, account } = await userWithAccount();
    setClock('10:00:00');
    await t.database.query(`UPDATE accounts SET first_login_at = $2 WHERE id = $1`, [account.id, new Date(clock() - 60_000)]);
    const me = account.zaloUserId;
    const strangers = platform.world
      .users()
      .filter((u) => u.id !== me && !platform.world.areFriends(me, u.id) && !platform.world.requestBetween(me, u.id) && !platform.world.requestBetween(u.id, me))
      .slice(20, 24)
      .map((u) => platform.world.uidFor(me, u.id));
    const draft = { ...messageDraft(account.id, strangers), type: 'FRIEND_REQUEST' as const, action: 'friend-request' as const };
    const [job] = await t.app.jobs.service.create(user.id, [draft]);
    const paused = await waitFor(user, job, (j) => j.pausedUntil !== null);
    expect(paused).toMatchObject({ successCount: 2, pauseReason: 'Tài khoản mới đã đạt giới hạn làm nóng hôm nay' });
    expect(Date.parse(paused.pausedUntil as string)).toBe(vn(vietnamDate(clock()), '00:00:00') + 86_400_000);
    const shown = await health(user, account.id);
    expect(shown.warmUp).toEqual({ day: 1, days: 2 });
    expect(shown.today.friendRequests).toEqual({ used: 2, cap: 2 });
    expect(shown.today.messages.cap).toBe(t.config.jobs.dailyCaps.message * 0.2);
    await t.app.jobs.service.cancel(user.id, job.id);

    // Logged in long ago: the whole cap.
    await t.database.query(`UPDATE accounts SET first_login_at = now() - interval '3 days' WHERE id = $1`, [account.id]);
    expect((await health(user, account.id)).today.friendRequests).toEqual({ used: 2, cap: 10 });
    expect((await health(user, account.id)).warmUp).toBeNull();
  });
});

describe('daily contacts', () => {
  it('counts messages to people who are not stored friends, and phone lookups; messages to friends count as neither', async () => {
    const { user, account } = await userWithAccount();
    setClock('10:00:00');
    const sync = await t.app.inject({ method: 'POST', url: `/api/v1/accounts/${account.id}/friends/sync`, headers: bearer(user.token) });
    expect(sync.statusCode).toBe(200);
    const me = account.zaloUserId;
    const strangers = platform.world
      .users()
      .filter((u) => u.id !== me && !platform.world.areFriends(me, u.id) && !platform.world.hasBlocked(u.id, me) && u.acceptsStrangerMessages)
      .slice(40, 44);
    const friends = friendsOf(account, 2);
    // Members of a group: two friends and two strangers.
    const members = { ...messageDraft(account.id, [...friends, ...strangers.slice(0, 2).map((u) => platform.world.uidFor(me, u.id))]), type: 'TO_GROUP_MEMBERS' as const };
    const [toMembers] = await t.app.jobs.service.create(user.id, [members]);
    expect(await waitFor(user, toMembers, finished)).toMatchObject({ status: 'COMPLETED', successCount: 4 });
    // A job to friends only.
    const [toFriends] = await t.app.jobs.service.create(user.id, [messageDraft(account.id, friendsOf(account, 4).slice(2))]);
    expect(await waitFor(user, toFriends, finished)).toMatchObject({ status: 'COMPLETED', successCount: 2 });
    // Two phone numbers: each a lookup, each a stranger once sent.
    const phones = strangers.slice(2).map((u) => ({ targetId: u.phone, targetType: 'phone' as const }));
    const [byPhone] = await t.app.jobs.service.create(user.id, [{ ...messageDraft(account.id, []), type: 'TO_THREAD' as const, recipients: phones }]);
    expect(await waitFor(user, byPhone, finished)).toMatchObject({ status: 'COMPLETED', successCount: 2 });

    const { today } = await health(user, account.id);
    expect(today.strangers).toEqual({ used: 4, cap: t.config.jobs.sending.dailyStrangers });
    expect(today.phoneLookups).toEqual({ used: 2, cap: t.config.jobs.sending.dailyPhoneLookups });
    expect(today.messages.used).toBe(8);
  });
});
