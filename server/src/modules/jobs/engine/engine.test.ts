import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Job, JobRecipient } from 'shared-sdk/schemas';
import { JOB_MESSAGES } from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import { accountSendState, jobRecipients } from '../../../db/schema';
import { PlatformError, type SimulatorPlatform } from '../../../platform';
import type { SimMessageRecord } from '../../../platform/simulator/world';
import { bearer, type SignedInUser, type TestApp, testConfig } from '../../../testing/test-app';
import { refusal } from '../../../testing/refusal';
import { createSecondApp, createSimTestApp, type SecondApp } from '../../../testing/sim-test-app';
import { toRecipient } from '../job-view';
import { nextVietnamMidnight } from '../../../lib/vietnam-time';
import { ACCOUNT_REASONS, randomDelayMs } from './driver';
import { DRIVER_QUEUE } from './queue';
import { createEngineStore } from './store';
import type { EngineTiming } from '../../../config/jobs';
import { deliveriesIn } from '../../../testing/server-processes';
import { activeDriverRuns, loggedInAccount, messageDraft, outcomeSentNow, type TestAccount, until } from './testing/engine-fixtures';
import { moveToJobLimitsPlan } from '../../../testing/plans';
import { type EventRecorder, recordEvents } from '../../../testing/event-recorder';

/**
 * The engine against the simulated Zalo. On PGlite one server runs it; with TEST_DATABASE_URL the same suite
 * runs on PostgreSQL with TWO servers (two engines, two pg-boss instances) sharing the database and the world.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const FAST: Partial<EngineTiming> = {
  sliceMs: 2000,
  maxInlineWaitMs: 300,
  rateLimitCooldownMs: 1500,
  retryDelayMs: 50,
  superviseSeconds: 5,
  pollMs: 500,
  sweepEveryMs: 1000,
  random: () => draws.next(),
};
/** The engine's random draws: a test queues the values the delays are drawn from; Math.random otherwise. */
const draws = {
  queued: [] as number[],
  taken: [] as number[],
  next(): number {
    const value = this.queued.shift() ?? Math.random();
    this.taken.push(value);
    return value;
  },
};
const INVITE_CAP = 2;

let t: TestApp;
let platform: SimulatorPlatform;
let second: SecondApp | undefined;
let deliveryLog: string;
let events: EventRecorder;
/** The simulated world's clock runs `skew` ms ahead: the cool-down test moves it past the rate window. */
let skew = 0;
let nextPerson = 0;

beforeAll(async () => {
  const base = testConfig();
  const jobs = { ...base.jobs, workers: 24, dailyCaps: { ...base.jobs.dailyCaps, 'group-invite': INVITE_CAP } };
  ({ t, platform, deliveryLog } = await createSimTestApp({ seed: 'engine-test', users: 400, now: () => Date.now() + skew }, { jobs }, { jobTiming: FAST }));
  if (onPostgres) second = await createSecondApp(t, platform, { jobTiming: FAST });
  events = recordEvents(t.app, ...(second ? [second.app] : []));
}, 60_000);

afterAll(async () => {
  await second?.close();
  await t?.close();
});

const service = () => t.app.jobs.service;
const get = (user: SignedInUser, job: Job) => t.app.jobs.read.get(user.id, job.id);
const waitFor = (user: SignedInUser, job: Job, accept: (job: Job) => boolean, timeoutMs = 15_000) =>
  until(() => get(user, job), accept, timeoutMs);
const finished = (job: Job) => job.status === 'COMPLETED' || job.status === 'FAILED' || job.status === 'CANCELLED';

/** The account's driver run in pg-boss, queued or active, with when it may start (at most one exists). */
async function accountRun(accountId: string): Promise<{ state: string; start_after: Date } | undefined> {
  const rows = await t.database.query<{ state: string; start_after: Date }>(
    `SELECT state, start_after FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry', 'active')`,
    [DRIVER_QUEUE, accountId],
  );
  return rows[0];
}

/**
 * A pause "until tomorrow" is the next Vietnamese midnight at the moment the engine paused, some time between
 * `before` (taken before the job was created) and now: one of two values when the run crossed 17:00 UTC.
 */
function expectNextVietnamMidnight(pausedUntil: string | null, before: number): void {
  expect([nextVietnamMidnight(before), nextVietnamMidnight(Date.now())]).toContain(Date.parse(pausedUntil as string));
}

async function recipientsOf(job: Job): Promise<JobRecipient[]> {
  const rows = await t.database.db.select().from(jobRecipients).where(eq(jobRecipients.jobId, job.id)).orderBy(jobRecipients.seq);
  return rows.map(toRecipient);
}

/** Every message the world delivered from `fromUserId`, in order (read from the delivery log). */
function deliveriesFrom(fromUserId: string): SimMessageRecord[] {
  return deliveriesIn(deliveryLog).filter((record) => record.fromUserId === fromUserId);
}

/** Moves the user to a plan with these job limits (-1: unlimited). */
async function onPlan(userId: string, daily: number, concurrent: number): Promise<void> {
  const name = `engine-test-${daily}-${concurrent}`;
  await moveToJobLimitsPlan(t.database, userId, name, daily, concurrent);
}

/** A user on an unlimited plan with `count` logged-in accounts, each a different simulated person. */
async function userWithAccounts(count = 1): Promise<{ user: SignedInUser; accounts: TestAccount[] }> {
  const user = await t.signUp();
  await onPlan(user.id, -1, -1);
  const accounts: TestAccount[] = [];
  for (let i = 0; i < count; i += 1) {
    const person = platform.world.users()[nextPerson++].id;
    accounts.push(await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, person));
  }
  return { user, accounts };
}

/** The uid under which the account sees a person of the world (each account has its own, as on Zalo). */
const seen = (account: TestAccount, worldId: string) => platform.world.uidFor(account.zaloUserId, worldId);
/** The account's first friends, as it sees them. */
const friendsOf = (account: TestAccount, count: number) => [...platform.world.friendIdsOf(account.zaloUserId)].slice(0, count).map((id) => seen(account, id));

describe('sending', () => {
  it('sends each recipient once, counts them and completes', async () => {
    const { user, accounts } = await userWithAccounts();
    const targets = friendsOf(accounts[0], 8);
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, targets)]);
    expect(job).toMatchObject({ status: 'PENDING', totalRecipients: 8, successCount: 0, accountName: expect.any(String) });

    const done = await waitFor(user, job, finished);
    expect(done).toMatchObject({ status: 'COMPLETED', successCount: 8, failedCount: 0, skippedCount: 0, errorMessage: null });
    expect(Date.parse(done.startedAt as string)).toBeLessThanOrEqual(Date.parse(done.completedAt as string));
    expect(deliveriesFrom(accounts[0].zaloUserId).map((m) => seen(accounts[0], m.threadId))).toEqual(targets);
    expect((await recipientsOf(job)).map((r) => [r.status, r.attempts])).toEqual(targets.map(() => ['SENT', 1]));
  });

  it('waits a random delay in [delayMin, delayMax] between messages', async () => {
    const { user, accounts } = await userWithAccounts();
    const payload = { delayMin: 0.15, delayMax: 0.25 };
    draws.queued = [0, 0.999, 0.5];
    draws.taken = [];
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 4), { payload })]);
    await waitFor(user, job, finished);
    // One draw after each message; each gap lasts at least the delay its draw planned.
    expect(draws.taken.slice(0, 3)).toEqual([0, 0.999, 0.5]);
    const planned = [0, 0.999, 0.5].map((draw) => randomDelayMs(payload, draw));
    expect(planned).toEqual([150, 250, 200]);
    const times = deliveriesFrom(accounts[0].zaloUserId).map((m) => m.at);
    const gaps = times.slice(1).map((at, i) => at - times[i]);
    expect(gaps).toHaveLength(3);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(planned[i] - 5));
  });

  it('keeps the delay across consecutive jobs of one account: a new job does not send right after the last one', async () => {
    const { user, accounts } = await userWithAccounts();
    const payload = { delayMin: 0.4, delayMax: 0.4 };
    const [first] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 2), { payload })]);
    await waitFor(user, first, finished);
    const [next] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 4).slice(2), { payload })]);
    await waitFor(user, next, finished);
    const times = deliveriesFrom(accounts[0].zaloUserId).map((m) => m.at);
    expect(times).toHaveLength(4);
    const gaps = times.slice(1).map((at, i) => at - times[i]);
    gaps.forEach((gap) => expect(gap).toBeGreaterThanOrEqual(400 - 5));
  });

  it('rests batchDelayMinutes after every batchSize messages, showing pausedUntil meanwhile', async () => {
    const { user, accounts } = await userWithAccounts();
    // 0.02 min = 1.2 s: longer than the inline wait, so the run ends and a follow-up resumes the job.
    const payload = { batchSize: 2, batchDelayMinutes: 0.02 };
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 5), { payload })]);
    // Every pause the card shows (each lasts 1.2 s, read every 25 ms): when it began and until when.
    const pauses = new Map<string, number>();
    const done = await waitFor(user, job, (j) => {
      if (j.pausedUntil !== null && !pauses.has(j.pausedUntil)) pauses.set(j.pausedUntil, j.successCount);
      return finished(j);
    });
    expect(done).toMatchObject({ status: 'COMPLETED', successCount: 5, pausedUntil: null });
    // Paused after the 2nd and the 4th message only, and each next message waited for the planned end.
    expect([...pauses.values()]).toEqual([2, 4]);
    const times = deliveriesFrom(accounts[0].zaloUserId).map((m) => m.at);
    const [firstEnd, secondEnd] = [...pauses.keys()].map((at) => Date.parse(at));
    expect(firstEnd - times[1]).toBeGreaterThanOrEqual(1150);
    expect(times[2]).toBeGreaterThanOrEqual(firstEnd - 5);
    expect(times[4]).toBeGreaterThanOrEqual(secondEnd - 5);
  });

  it('sends the higher priority first and one job at a time per account', async () => {
    const { user, accounts } = await userWithAccounts();
    const targets = friendsOf(accounts[0], 6);
    const low = messageDraft(accounts[0].id, targets, { priority: 2, payload: { message: 'thấp' } });
    const high = messageDraft(accounts[0].id, targets, { priority: 9, payload: { message: 'cao' } });
    const also = messageDraft(accounts[0].id, targets, { priority: 2, payload: { message: 'thấp sau' } });
    const [lowJob, highJob, alsoJob] = await service().create(user.id, [low, high, also]);
    await Promise.all([lowJob, highJob, alsoJob].map((job) => waitFor(user, job, finished)));
    const texts = deliveriesFrom(accounts[0].zaloUserId).map((m) => m.text);
    expect(texts).toEqual([...targets.map(() => 'cao'), ...targets.map(() => 'thấp'), ...targets.map(() => 'thấp sau')]);
  });

  it('waits for a scheduledAt in the future', async () => {
    const { user, accounts } = await userWithAccounts();
    const scheduledAt = new Date(Date.now() + 2500);
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 2), { scheduledAt })]);
    const done = await waitFor(user, job, finished);
    expect(done.status).toBe('COMPLETED');
    expect(Date.parse(done.startedAt as string)).toBeGreaterThanOrEqual(scheduledAt.getTime() - 5);
    expect(deliveriesFrom(accounts[0].zaloUserId)[0].at).toBeGreaterThanOrEqual(scheduledAt.getTime());
    // Read afterwards from the queue's own record (kept for an hour), so no race with a moment that passes: the run the
    // creation woke saw the schedule and left the account's next run for then, which sent the job (no polling found it).
    const runs = await t.database.query<{ state: string; start_after: Date; started_on: Date | null; created_on: Date }>(
      `SELECT state, start_after, started_on, created_on FROM pgboss.job WHERE name = $1 AND singleton_key = $2 ORDER BY created_on`,
      [DRIVER_QUEUE, accounts[0].id],
    );
    const woken = runs.find((run) => run.start_after.getTime() < scheduledAt.getTime());
    expect(woken?.started_on?.getTime()).toBeLessThan(scheduledAt.getTime());
    const followUp = runs.find((run) => run.start_after.getTime() === scheduledAt.getTime());
    // It started at its time (it may still be ending: the job's outcome is written before the run lets go).
    expect(followUp?.started_on?.getTime()).toBeGreaterThanOrEqual(scheduledAt.getTime() - 5);
  });

  it('runs new work at once while the account waits for a later schedule', async () => {
    const { user, accounts } = await userWithAccounts();
    const inAnHour = new Date(Date.now() + 3_600_000);
    const [later] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 1), { scheduledAt: inAnHour })]);
    // The account's run has seen the schedule and left a follow-up for it in an hour...
    await until(() => accountRun(accounts[0].id), (run) => run?.state === 'created' && run.start_after.getTime() === inAnHour.getTime());
    // ...which new work moves earlier.
    const [now] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 2))]);
    expect(await waitFor(user, now, finished, 5000)).toMatchObject({ status: 'COMPLETED', successCount: 2 });
    expect(await get(user, later)).toMatchObject({ status: 'PENDING', successCount: 0 });
  });

  it('runs different accounts in parallel (20 at once)', async () => {
    const { user, accounts } = await userWithAccounts(20);
    // Pacing waits of 0.3 s happen inside a run: each account's run stays active for all of its sending.
    const drafts = accounts.map((account) => messageDraft(account.id, friendsOf(account, 10), { payload: { delayMin: 0.3, delayMax: 0.3 } }));
    const jobs = await service().create(user.id, drafts);
    // One moment at which the 20 accounts' runs are all active: they were sending at once.
    // (How fast is the bench's measure: messages/s across 20 accounts.)
    const ids = accounts.map((account) => account.id);
    const activeRuns = () => activeDriverRuns(t.database, ids);
    expect(await until(activeRuns, (active) => active === 20, 60_000)).toBe(20);
    const done = await Promise.all(jobs.map((job) => waitFor(user, job, finished, 60_000)));
    expect(done.map((job) => [job.status, job.failedCount, job.successCount])).toEqual(jobs.map((job) => ['COMPLETED', 0, job.totalRecipients]));
    expect(accounts.map((account) => deliveriesFrom(account.zaloUserId).length)).toEqual(jobs.map((job) => job.totalRecipients));
    // Every server took runs: the one on PGlite, and with two servers on PostgreSQL both.
    const servers = second ? [t.app, second.app] : [t.app];
    expect(servers.map((server) => server.jobs.engine.runs > 0)).toEqual(servers.map(() => true));
  }, 150_000); // 20 logins, then sending: long on a busy machine, whatever the engine's speed

  it('goes on across runs (slices) without losing or repeating a recipient', async () => {
    const { user, accounts } = await userWithAccounts();
    // 25 × 0.12 s is longer than the 2 s slice: the job is handed over to a follow-up run (maybe another server's).
    // (25: the simulated Zalo allows an account 30 messages a minute.)
    const targets = friendsOf(accounts[0], 25);
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, targets, { payload: { delayMin: 0.12, delayMax: 0.12 } })]);
    const done = await waitFor(user, job, finished, 20_000);
    expect(done).toMatchObject({ status: 'COMPLETED', successCount: 25 });
    expect(deliveriesFrom(accounts[0].zaloUserId).map((m) => seen(accounts[0], m.threadId))).toEqual(targets);
  });

  it('finds work whose wake-up was lost (the sweep)', async () => {
    const { user, accounts } = await userWithAccounts();
    const targets = friendsOf(accounts[0], 2);
    // A service without an engine queues nothing: only the periodic sweep can find this job.
    const { createJobsService } = await import('../service');
    const { createJobsRepo } = await import('../repo');
    const { createLimitService } = await import('../../subscription');
    const repo = createJobsRepo(t.database);
    const limits = createLimitService({ db: t.database.db, usage: { countAccounts: async () => 0, ...repo } });
    const quiet = createJobsService({ repo, limits, attachmentsDir: t.config.jobs.attachmentsDir, emailsOf: async () => new Map() });
    const [job] = await quiet.create(user.id, [messageDraft(accounts[0].id, targets)]);
    expect(await waitFor(user, job, finished)).toMatchObject({ status: 'COMPLETED', successCount: 2 });
  });
});

describe('failures', () => {
  it('retries a retryable failure, fails a non-retryable one at once', async () => {
    const { user, accounts } = await userWithAccounts();
    const [a, b, c] = friendsOf(accounts[0], 3);
    platform.world.failNextActions(accounts[0].zaloUserId, new PlatformError('NETWORK'), new PlatformError('NETWORK'));
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, [a, b], { maxRetries: 2 })]);
    await waitFor(user, job, finished);
    expect((await recipientsOf(job)).map((r) => [r.status, r.attempts])).toEqual([
      ['SENT', 3],
      ['SENT', 1],
    ]);

    platform.world.failNextActions(accounts[0].zaloUserId, PlatformError.fromCode(215));
    const [blocked] = await service().create(user.id, [messageDraft(accounts[0].id, [c, a])]);
    const done = await waitFor(user, blocked, finished);
    expect(done).toMatchObject({ status: 'COMPLETED', successCount: 1, failedCount: 1 });
    expect((await recipientsOf(blocked))[0]).toMatchObject({ status: 'FAILED', attempts: 1, errorCode: 215, errorMessage: 'Account blocked by the user' });
  });

  it('fails after maxRetries, and a job whose every recipient failed is FAILED with a reason', async () => {
    const { user, accounts } = await userWithAccounts();
    platform.world.failNextActions(accounts[0].zaloUserId, new PlatformError('NETWORK'), new PlatformError('NETWORK'));
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 1), { maxRetries: 1 })]);
    const done = await waitFor(user, job, finished);
    expect(done).toMatchObject({ status: 'FAILED', successCount: 0, failedCount: 1, errorMessage: 'Không gửi được cho người nhận nào: Network error' });
    expect((await recipientsOf(job))[0]).toMatchObject({ status: 'FAILED', attempts: 2, errorCode: null, errorMessage: 'Network error' });
  });

  it('counts goals that already hold as skipped successes; looks phone numbers up when their turn comes', async () => {
    const { user, accounts } = await userWithAccounts();
    const me = accounts[0].zaloUserId;
    const friend = friendsOf(accounts[0], 1)[0];
    const strangers = platform.world.users().filter((u) => u.id !== me && !platform.world.areFriends(me, u.id) && !platform.world.hasBlocked(u.id, me));
    const [asker, stranger, byPhone] = strangers.filter((u) => !platform.world.requestBetween(me, u.id) && !platform.world.requestBetween(u.id, me));
    platform.world.addFriendRequest(asker.id, me, 'Kết bạn nhé');
    const [job] = await service().create(user.id, [
      {
        ...messageDraft(accounts[0].id, []),
        type: 'FRIEND_REQUEST',
        action: 'friend-request',
        payload: { message: 'Chào bạn, kết bạn nhé', delayMin: 0, delayMax: 0 },
        recipients: [
          { targetId: friend, targetType: 'user' },
          { targetId: seen(accounts[0], asker.id), targetType: 'user' },
          { targetId: seen(accounts[0], stranger.id), targetType: 'user' },
          { targetId: byPhone.phone, targetType: 'phone' },
          { targetId: '0900000001', targetType: 'phone' },
        ],
      },
    ]);
    const done = await waitFor(user, job, finished);
    // A number without Zalo is skipped with its reason: neither a success nor a failure.
    expect(done).toMatchObject({ status: 'COMPLETED', successCount: 4, skippedCount: 3, failedCount: 0 });
    expect((await recipientsOf(job)).map((r) => [r.status, r.errorCode, r.errorMessage])).toEqual([
      ['SKIPPED', 225, 'Already friends'],
      ['SKIPPED', 222, 'The user already sent you a friend request'],
      ['SENT', null, null],
      ['SENT', null, null],
      ['SKIPPED', null, 'Không có Zalo'],
    ]);
    expect((await recipientsOf(job))[3].displayName).toBe(byPhone.displayName);
    expect(platform.world.requestBetween(me, stranger.id)?.message).toBe('Chào bạn, kết bạn nhé');
  });

  it('a job of numbers without Zalo only is COMPLETED, counts no success and no failure, and the day shows no failure', async () => {
    const { user, accounts } = await userWithAccounts();
    const [job] = await service().create(user.id, [
      {
        ...messageDraft(accounts[0].id, []),
        type: 'FRIEND_REQUEST',
        action: 'friend-request',
        payload: { message: 'Chào bạn', delayMin: 0, delayMax: 0 },
        recipients: [
          { targetId: '0900000002', targetType: 'phone' },
          { targetId: '0900000003', targetType: 'phone' },
        ],
      },
    ]);
    const done = await waitFor(user, job, finished);
    expect(done).toMatchObject({ status: 'COMPLETED', successCount: 0, failedCount: 0, skippedCount: 2, errorMessage: null });
    expect((await recipientsOf(job)).map((r) => [r.status, r.errorMessage])).toEqual([
      ['SKIPPED', 'Không có Zalo'],
      ['SKIPPED', 'Không có Zalo'],
    ]);
    const { days } = await t.app.jobs.read.daily(user.id, 1);
    expect(days).toEqual([expect.objectContaining({ sent: 0, failed: 0 })]);
  });
});

describe('cancel', () => {
  it('stops within one message; the rest is SKIPPED and not counted', async () => {
    const { user, accounts } = await userWithAccounts();
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 20), { payload: { delayMin: 0.1, delayMax: 0.1 } })]);
    await until(() => deliveriesFrom(accounts[0].zaloUserId).length, (count) => count >= 3);
    const cancelled = await service().cancel(user.id, job.id);
    const deliveredAtCancel = deliveriesFrom(accounts[0].zaloUserId).length;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', completedAt: expect.any(String) });

    // The run that was sending has ended (nothing is left to run for the account).
    await until(() => accountRun(accounts[0].id), (run) => run === undefined);
    const delivered = deliveriesFrom(accounts[0].zaloUserId).length;
    expect(delivered - deliveredAtCancel).toBeLessThanOrEqual(1);
    const after = await get(user, job);
    expect(after).toMatchObject({ status: 'CANCELLED', failedCount: 0 });
    expect(after.successCount).toBe(delivered);
    const statuses = (await recipientsOf(job)).map((r) => r.status);
    expect(statuses.filter((s) => s === 'SENT')).toHaveLength(delivered);
    expect(statuses.filter((s) => s === 'SKIPPED')).toHaveLength(20 - delivered);
    // The card's counts agree with the recipient log.
    expect(after.skippedCount).toBe(20 - delivered);

    expect(await refusal(service().cancel(user.id, job.id))).toEqual({ status: 409, message: JOB_MESSAGES.cannotCancel });
    const stranger = await t.signUp();
    expect(await refusal(service().cancel(stranger.id, job.id))).toEqual({ status: 404, message: JOB_MESSAGES.notFound });
    expect(await refusal(service().cancel(user.id, 'not-a-uuid'))).toEqual({ status: 404, message: JOB_MESSAGES.notFound });
    const route = await t.app.inject({ method: 'POST', url: `/api/v1/jobs/${job.id}/cancel`, headers: bearer(user.token) });
    expect(route.statusCode).toBe(409);
  });

  it('cancels a pending job through the route, and refuses a completed one', async () => {
    const { user, accounts } = await userWithAccounts();
    const [later] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 2), { scheduledAt: new Date(Date.now() + 3_600_000) })]);
    const route = await t.app.inject({ method: 'POST', url: `/api/v1/jobs/${later.id}/cancel`, headers: bearer(user.token) });
    expect(route.json()).toMatchObject({ success: true, data: { id: later.id, status: 'CANCELLED' } });
    expect((await recipientsOf(later)).map((r) => r.status)).toEqual(['SKIPPED', 'SKIPPED']);
    expect(await get(user, later)).toMatchObject({ status: 'CANCELLED', successCount: 0, failedCount: 0, skippedCount: 2 });

    const [done] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 1))]);
    await waitFor(user, done, finished);
    expect(await refusal(service().cancel(user.id, done.id))).toEqual({ status: 409, message: JOB_MESSAGES.cannotCancel });
  });
});

describe('workspace events', () => {
  it('announces a job that completes (job.completed) and one that fails (job.failed with its reason), once each, whichever server ends it; a cancel is neither', async () => {
    const { user, accounts } = await userWithAccounts();
    const account = { id: accounts[0].id, name: expect.stringMatching(/^Shop /) };
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 2))]);
    await waitFor(user, job, finished);
    platform.world.failNextActions(accounts[0].zaloUserId, new PlatformError('NETWORK'), new PlatformError('NETWORK'));
    events.failing = true;
    const [failing] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 1), { maxRetries: 1 })]);
    // A listener that fails changes nothing of the job's end.
    expect(await waitFor(user, failing, finished)).toMatchObject({ status: 'FAILED' });
    events.failing = false;
    const [later] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 2), { scheduledAt: new Date(Date.now() + 3_600_000) })]);
    await service().cancel(user.id, later.id);

    await events.next('job.failed', user.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events.of('job.completed', user.id)).toEqual([
      { workspaceId: user.id, type: 'job.completed', data: { jobId: job.id, account, type: 'TO_FRIENDS', name: 'Nhắn tin bạn bè', counts: { total: 2, sent: 2, failed: 0, skipped: 0 } } },
    ]);
    expect(events.of('job.failed', user.id)).toEqual([
      {
        workspaceId: user.id,
        type: 'job.failed',
        data: { jobId: failing.id, account, type: 'TO_FRIENDS', name: 'Nhắn tin bạn bè', reason: 'Không gửi được cho người nhận nào: Network error', counts: { total: 1, sent: 0, failed: 1, skipped: 0 } },
      },
    ]);
  });

  it("announces the jobs a deleted account's end fails, with the reason", async () => {
    const { user, accounts } = await userWithAccounts();
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 2), { scheduledAt: new Date(Date.now() + 3_600_000) })]);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/accounts/${accounts[0].id}`, headers: bearer(user.token) });
    expect(deleted.statusCode).toBe(200);
    const [failed] = await events.next('job.failed', user.id);
    expect(failed.data).toMatchObject({ jobId: job.id, account: { id: accounts[0].id }, reason: ACCOUNT_REASONS.deleted, counts: { total: 2, sent: 0, failed: 2, skipped: 0 } });
  });
});

describe('account safety', () => {
  it('cools the account down on a rate limit, shows pausedUntil, then resumes and completes', async () => {
    const { user, accounts } = await userWithAccounts();
    const me = accounts[0].zaloUserId;
    platform.world.exhaustRateLimit(me);
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 3))]);
    const paused = await waitFor(user, job, (j) => j.pausedUntil !== null);
    expect(paused).toMatchObject({ successCount: 0, failedCount: 0 });
    const [state] = await t.database.db.select().from(accountSendState).where(eq(accountSendState.accountId, accounts[0].id));
    expect(state).toMatchObject({ cooldownReason: 'RATE_LIMIT' });
    expect(state.cooldownUntil?.toISOString()).toBe(paused.pausedUntil);
    expect((await recipientsOf(job)).map((r) => r.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);

    // The platform's minute window passes while the account rests.
    skew += 61_000;
    const done = await waitFor(user, job, finished);
    expect(done).toMatchObject({ status: 'COMPLETED', successCount: 3, failedCount: 0, pausedUntil: null });
    expect(Date.parse(done.updatedAt)).toBeGreaterThanOrEqual(Date.parse(paused.pausedUntil as string));
  });

  it('takes several 123 in a row as the daily stranger cap: pauses until tomorrow without failing anyone', async () => {
    const { user, accounts } = await userWithAccounts();
    const me = accounts[0].zaloUserId;
    const strangers = platform.world
      .users()
      .filter((u) => u.id !== me && u.acceptsStrangerMessages && !platform.world.areFriends(me, u.id) && !platform.world.hasBlocked(u.id, me))
      .slice(0, 6)
      .map((u) => seen(accounts[0], u.id));
    const limits = platform.world.limits;
    const saved = limits.strangerMessagesPerDay;
    limits.strangerMessagesPerDay = 2;
    try {
      const before = Date.now();
      const [job] = await service().create(user.id, [messageDraft(accounts[0].id, strangers)]);
      const paused = await waitFor(user, job, (j) => j.pausedUntil !== null);
      expect(paused).toMatchObject({ status: 'PROCESSING', successCount: 2, failedCount: 0 });
      expectNextVietnamMidnight(paused.pausedUntil, before);
      expect((await recipientsOf(job)).map((r) => [r.status, r.errorCode])).toEqual([
        ['SENT', null],
        ['SENT', null],
        ['PENDING', 123],
        ['PENDING', 123],
        ['PENDING', 123],
        ['PENDING', null],
      ]);
      await service().cancel(user.id, job.id);
    } finally {
      limits.strangerMessagesPerDay = saved;
    }
  });

  it('fails the pending recipients with the reason when the session expires', async () => {
    const { user, accounts } = await userWithAccounts();
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 10), { payload: { delayMin: 0.1, delayMax: 0.1 } })]);
    await until(() => deliveriesFrom(accounts[0].zaloUserId).length, (count) => count >= 2);
    platform.world.expireSession(accounts[0].zaloUserId);
    const done = await waitFor(user, job, finished);
    const sent = deliveriesFrom(accounts[0].zaloUserId).length;
    expect(done).toMatchObject({ status: 'COMPLETED', successCount: sent, failedCount: 10 - sent, errorMessage: ACCOUNT_REASONS.sessionExpired });
    const failed = (await recipientsOf(job)).filter((r) => r.status === 'FAILED');
    expect(failed.every((r) => r.errorMessage === ACCOUNT_REASONS.sessionExpired)).toBe(true);
    const account = await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${accounts[0].id}`, headers: bearer(user.token) });
    expect(account.json().data.status).toBe('COOKIE_EXPIRED');
  });

  it('fails the jobs of a kicked account, of an account not logged in, and of a deleted account', async () => {
    const { user, accounts } = await userWithAccounts(2);
    const headers = bearer(user.token);
    await t.app.inject({ method: 'POST', url: `/api/v1/bots/${accounts[0].id}/start`, headers });
    await until(
      async () => (await t.app.inject({ method: 'GET', url: `/api/v1/bots/${accounts[0].id}/status`, headers })).json().data.isRunning,
      Boolean,
    );
    const [kickedJob] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 10), { payload: { delayMin: 0.1, delayMax: 0.1 } })]);
    await until(() => deliveriesFrom(accounts[0].zaloUserId).length, (count) => count >= 2);
    platform.world.kick(accounts[0].zaloUserId);
    const kicked = await waitFor(user, kickedJob, finished);
    expect(kicked).toMatchObject({ status: 'COMPLETED', errorMessage: ACCOUNT_REASONS.kicked });
    expect(kicked.successCount + kicked.failedCount).toBe(10);
    expect(kicked.failedCount).toBeGreaterThan(0);

    const created = await t.app.inject({ method: 'POST', url: '/api/v1/accounts', headers, payload: { displayName: 'Chưa đăng nhập' } });
    const [neverRan] = await service().create(user.id, [messageDraft(created.json().data.id, friendsOf(accounts[1], 2))]);
    expect(await waitFor(user, neverRan, finished)).toMatchObject({
      status: 'FAILED',
      startedAt: null,
      failedCount: 2,
      errorMessage: ACCOUNT_REASONS.notLoggedIn,
    });

    const [later] = await service().create(user.id, [messageDraft(accounts[1].id, friendsOf(accounts[1], 2), { scheduledAt: new Date(Date.now() + 3_600_000) })]);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/accounts/${accounts[1].id}`, headers });
    expect(await waitFor(user, later, finished)).toMatchObject({ status: 'FAILED', failedCount: 2, errorMessage: ACCOUNT_REASONS.deleted });
  });

  it('pauses until tomorrow at the daily cap (group invites here)', async () => {
    const { user, accounts } = await userWithAccounts();
    const me = accounts[0].zaloUserId;
    const groupId = platform.world.groupIdsOf(me)[0];
    const group = platform.world.group(groupId);
    const outsiders = platform.world
      .users()
      .filter((u) => !group.members.has(u.id))
      .slice(0, 4)
      .map((u) => u.id);
    const before = Date.now();
    const [job] = await service().create(user.id, [
      { ...messageDraft(accounts[0].id, outsiders.map((id) => seen(accounts[0], id))), type: 'GROUP_INVITE', action: 'group-invite', targetGroupId: groupId },
    ]);
    const paused = await waitFor(user, job, (j) => j.pausedUntil !== null);
    expect(paused).toMatchObject({ status: 'PROCESSING', successCount: INVITE_CAP });
    expectNextVietnamMidnight(paused.pausedUntil, before);
    expect(outsiders.filter((id) => group.members.has(id))).toHaveLength(INVITE_CAP);
    await service().cancel(user.id, job.id);
  });

  it("honours the job's own daily cap (an automatic friend request's maxRequestsPerDay)", async () => {
    const { user, accounts } = await userWithAccounts();
    const me = accounts[0].zaloUserId;
    const strangers = platform.world
      .users()
      .filter((u) => u.id !== me && !platform.world.friendIdsOf(me).has(u.id))
      .slice(0, 5)
      .map((u) => seen(accounts[0], u.id));
    const before = Date.now();
    const [job] = await service().create(user.id, [
      {
        ...messageDraft(accounts[0].id, strangers),
        type: 'FRIEND_REQUEST',
        action: 'friend-request',
        metadata: { source: 'auto-friend-request', maxRequestsPerDay: 2 },
      },
    ]);
    const paused = await waitFor(user, job, (j) => j.pausedUntil !== null);
    expect(paused.status).toBe('PROCESSING');
    expect(paused.successCount + paused.failedCount).toBe(2);
    expectNextVietnamMidnight(paused.pausedUntil, before);
    expect((await recipientsOf(job)).filter((r) => r.status === 'PENDING')).toHaveLength(3);
    await service().cancel(user.id, job.id);
  });
});

(onPostgres ? describe : describe.skip)('two servers', () => {
  it('a server that shuts down mid-job leaves it to the other: nothing lost or repeated', async () => {
    const { user, accounts } = await userWithAccounts();
    const targets = friendsOf(accounts[0], 25);
    const leaving = second as { app: FastifyInstance; database: Database };
    // 25 × 0.1 s spans two slices, so each server may drive some of it (which one is pg-boss's choice).
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, targets, { payload: { delayMin: 0.1, delayMax: 0.1 } })]);
    await until(() => deliveriesFrom(accounts[0].zaloUserId).length, (count) => count >= 5);
    second = undefined;
    await leaving.app.close();
    await leaving.database.close();
    expect(await waitFor(user, job, finished, 20_000)).toMatchObject({ status: 'COMPLETED', successCount: 25 });
    const sent = deliveriesFrom(accounts[0].zaloUserId).map((m) => seen(accounts[0], m.threadId));
    expect(sent).toEqual(targets);
  });
});

(onPostgres ? describe : describe.skip)('on PostgreSQL: a cancel and a recorded outcome of one job', () => {
  it('never deadlock: the outcome waits for the cancel, then counts its recipient as sent instead of skipped', async () => {
    const { user, accounts } = await userWithAccounts();
    // Scheduled an hour ahead: no run touches it; this test plays the engine's part.
    const [job] = await service().create(user.id, [messageDraft(accounts[0].id, friendsOf(accounts[0], 3), { scheduledAt: new Date(Date.now() + 3_600_000) })]);
    const cancel = await (t.database.pool as import('pg').Pool).connect();
    try {
      // repo.cancel's order: the job row, then its pending recipients.
      await cancel.query('BEGIN');
      await cancel.query('SELECT 1 FROM jobs WHERE id = $1 FOR UPDATE', [job.id]);
      const recording = createEngineStore(t.database).record(outcomeSentNow({ jobId: job.id, workspaceId: user.id, accountId: accounts[0].id }));
      // The outcome is now waiting for a lock the cancel holds.
      await until(
        async () => (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'`))[0].n,
        (n) => n > 0,
      );
      const skipped = await cancel.query(`UPDATE job_recipients SET status = 'SKIPPED' WHERE job_id = $1 AND status = 'PENDING' AND processed_at IS NULL`, [job.id]);
      await cancel.query(`UPDATE jobs SET status = 'CANCELLED', skipped_count = skipped_count + $2 WHERE id = $1`, [job.id, skipped.rowCount]);
      await cancel.query('COMMIT');
      expect(await recording).toMatchObject({ jobStatus: 'CANCELLED', recorded: true });
    } finally {
      cancel.release();
    }
    expect(await waitFor(user, job, (j) => j.status === 'CANCELLED')).toMatchObject({ successCount: 1, skippedCount: 2, failedCount: 0 });
    expect((await recipientsOf(job)).map((r) => r.status)).toEqual(['SENT', 'SKIPPED', 'SKIPPED']);
  });
});

describe('plan limits on creation', () => {
  const later = () => new Date(Date.now() + 3_600_000);

  it('queues beyond the concurrent limit, refuses beyond the daily limit with the plan reason; -1 is unlimited', async () => {
    const { user, accounts } = await userWithAccounts();
    const draft = () => messageDraft(accounts[0].id, friendsOf(accounts[0], 1), { scheduledAt: later() });
    // A job whose time has come counts toward the concurrent limit. The engine is stopped (this is the file's last
    // test) so that due jobs stay PENDING while the counts are checked.
    await t.app.jobs.engine.stop();
    const due = async () => {
      const [job] = await service().create(user.id, [draft()]);
      await t.database.query(`UPDATE jobs SET scheduled_at = now() - interval '1 second' WHERE id = $1`, [job.id]);
      return job;
    };

    await onPlan(user.id, 10, 2);
    const first = await due();
    // Two more due jobs: one takes the second slot, the other waits for a slot.
    const queued = await service().create(user.id, [draft(), draft()].map((d) => ({ ...d, scheduledAt: null })));
    expect(queued.map((job) => job.waitingForSlot)).toEqual([false, true]);
    for (const job of queued.reverse()) await service().cancel(user.id, job.id);
    const second = await due();

    // Four jobs today (the cancelled ones count): room for one more.
    await onPlan(user.id, 5, -1);
    expect(await refusal(service().create(user.id, [draft(), draft()]))).toEqual({ status: 403, message: 'Đã đạt giới hạn 5 công việc hôm nay' });
    await service().create(user.id, [draft()]);
    expect(await refusal(service().create(user.id, [draft()]))).toEqual({ status: 403, message: 'Đã đạt giới hạn 5 công việc hôm nay' });

    await onPlan(user.id, -1, -1);
    // Jobs scheduled later do not run yet: they do not count toward the concurrent limit.
    expect(await service().create(user.id, Array.from({ length: 25 }, draft))).toHaveLength(25);
    const limits = await t.app.inject({ method: 'GET', url: '/api/v1/subscription/job-limits', headers: bearer(user.token) });
    expect(limits.json().data).toMatchObject({ canCreate: true, used: 30, running: 2, limit: -1 });
    for (const job of [first, second]) await service().cancel(user.id, job.id);
  });
});
