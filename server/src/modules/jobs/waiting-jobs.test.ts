import { eq } from 'drizzle-orm';
import type { Job } from 'shared-sdk/schemas';
import { JOB_MESSAGES } from 'shared-sdk/schemas';
import { plans, subscriptions } from '../../db/schema';
import type { SimulatorPlatform } from '../../platform';
import { bearer, type SignedInUser, type TestApp } from '../../testing/test-app';
import { refusal } from '../../testing/refusal';
import { createSimTestApp } from '../../testing/sim-test-app';
import { loggedInAccount, messageDraft, type TestAccount, until } from './engine/testing/engine-fixtures';
import { moveToJobLimitsPlan } from '../../testing/plans';

/**
 * Jobs beyond the plan's concurrent limit wait for a slot: created, not counted as running, not
 * picked by the engine, released oldest first when a running job of the user ends. The sweep is slowed down here so
 * that a release can only come from the job that ended (one test runs the sweep itself: a release that was lost).
 */
let t: TestApp;
let platform: SimulatorPlatform;
let nextPerson = 0;

beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'waiting-jobs', users: 120 }, {}, { jobTiming: { pollMs: 200, sweepEveryMs: 3_600_000 } }));
});
afterAll(() => t.close());

const service = () => t.app.jobs.service;
const read = (user: SignedInUser, job: Job) => t.app.jobs.read.get(user.id, job.id);
const ended = (job: Job) => !['PENDING', 'PROCESSING'].includes(job.status);

/** A user on a plan with these job limits (-1: none) and `count` logged-in accounts. */
async function userOnPlan(daily: number, concurrent: number, count = 2): Promise<{ user: SignedInUser; accounts: TestAccount[] }> {
  const user = await t.signUp();
  const name = `waiting-test-${daily}-${concurrent}`;
  await moveToJobLimitsPlan(t.database, user.id, name, daily, concurrent);
  const accounts: TestAccount[] = [];
  for (let i = 0; i < count; i++) {
    accounts.push(await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, platform.world.users()[nextPerson++].id));
  }
  return { user, accounts };
}

const friendsOf = (account: TestAccount, count: number) =>
  [...platform.world.friendIdsOf(account.zaloUserId)].slice(0, count).map((id) => platform.world.uidFor(account.zaloUserId, id));

/** A job to `count` friends of the account, `delay` seconds apart. */
const draft = (account: TestAccount, count: number, delay: number) => messageDraft(account.id, friendsOf(account, count), { payload: { delayMin: delay, delayMax: delay } });

/** Jobs of one draft each, created one after another: [account index, recipients, delay in seconds] per job. */
async function createEach(user: SignedInUser, accounts: TestAccount[], jobs: Array<[number, number, number]>): Promise<Job[]> {
  const created: Job[] = [];
  for (const [index, count, delay] of jobs) created.push(...(await service().create(user.id, [draft(accounts[index], count, delay)])));
  return created;
}

async function limitsOf(user: SignedInUser) {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/subscription/job-limits', headers: bearer(user.token) })).json().data;
}

it("queues two accounts' jobs on a plan of one running job: both created, the second waits and starts by itself when the first ends", async () => {
  const { user, accounts } = await userOnPlan(20, 1);
  const [first, second] = await createEach(user, accounts, [[0, 3, 0.4], [1, 2, 0]]);
  expect(first).toMatchObject({ status: 'PENDING', waitingForSlot: false });
  expect(second).toMatchObject({ status: 'PENDING', waitingForSlot: true });
  // Not running: the plan's count says one job runs, and creating more is not refused.
  expect(await limitsOf(user)).toMatchObject({ canCreate: true, running: 1, concurrentLimit: 1 });

  // While the first sends, the second is never picked (no recipient of it processed).
  const running = await until(() => read(user, first), (job) => job.successCount >= 1);
  expect(running.status).toBe('PROCESSING');
  expect(await read(user, second)).toMatchObject({ status: 'PENDING', waitingForSlot: true, successCount: 0, startedAt: null });

  const done = await until(() => read(user, first), ended);
  expect(done).toMatchObject({ status: 'COMPLETED', successCount: 3 });
  const after = await until(() => read(user, second), ended);
  expect(after).toMatchObject({ status: 'COMPLETED', successCount: 2, waitingForSlot: false });
  expect(Date.parse(after.startedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(done.completedAt ?? ''));
});

it('releases the oldest waiting job first, one per freed slot', async () => {
  const { user, accounts } = await userOnPlan(20, 1, 3);
  const [a, b, c] = await createEach(user, accounts, [[0, 2, 0.3], [1, 2, 0.3], [2, 1, 0]]);
  expect([a, b, c].map((job) => job.waitingForSlot)).toEqual([false, true, true]);
  await until(() => read(user, a), ended);
  // b took the freed slot; c still waits for it.
  const bRunning = await until(() => read(user, b), (job) => !job.waitingForSlot);
  expect(bRunning.status).not.toBe('CANCELLED');
  expect(await read(user, c)).toMatchObject({ waitingForSlot: true, successCount: 0 });
  const bDone = await until(() => read(user, b), ended);
  const cDone = await until(() => read(user, c), ended);
  expect(cDone).toMatchObject({ status: 'COMPLETED', successCount: 1 });
  expect(Date.parse(cDone.startedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(bDone.completedAt ?? ''));
});

it('a plan with more slots (a payment) releases the waiting jobs at once, without waiting for a job to end or the sweep', async () => {
  const { user, accounts } = await userOnPlan(20, 1, 3);
  const [a, b, c] = await createEach(user, accounts, [[0, 5, 2], [1, 1, 0], [2, 1, 0]]);
  expect([a, b, c].map((job) => job.waitingForSlot)).toEqual([false, true, true]);
  await service().planChanged(user.id);
  expect(await read(user, b)).toMatchObject({ waitingForSlot: true });

  const bigger = 'waiting-test-20-3';
  await t.database.query(
    `INSERT INTO plans (name, display_name, price, duration_days, account_limit, daily_job_limit, concurrent_job_limit)
     VALUES ($1, $1, 1, 30, 100, 20, 3) ON CONFLICT (name) DO NOTHING`,
    [bigger],
  );
  const [plan] = await t.database.db.select().from(plans).where(eq(plans.name, bigger));
  await t.database.db.update(subscriptions).set({ planId: plan.id }).where(eq(subscriptions.workspaceId, user.id));
  await service().planChanged(user.id);
  expect([await read(user, b), await read(user, c)].map((job) => job.waitingForSlot)).toEqual([false, false]);
  // Both send while the first job still runs.
  expect(await until(() => read(user, c), ended)).toMatchObject({ status: 'COMPLETED', successCount: 1 });
  expect((await read(user, a)).status).toBe('PROCESSING');
  await service().cancel(user.id, a.id);
});

it('cancels a waiting job (its recipients skipped with the reason), and a cancelled running job hands its slot on', async () => {
  const { user, accounts } = await userOnPlan(20, 1);
  const [slow, waiting, next] = await createEach(user, accounts, [[0, 3, 30], [1, 2, 0], [1, 1, 0]]);
  expect(await service().cancel(user.id, waiting.id)).toMatchObject({ status: 'CANCELLED', waitingForSlot: false, skippedCount: 2 });
  const log = await t.app.jobs.read.recipients(user.id, waiting.id, { page: 1, limit: 10 });
  expect(log.recipients.map((r) => [r.status, r.errorMessage])).toEqual([
    ['SKIPPED', JOB_MESSAGES.skippedByCancel],
    ['SKIPPED', JOB_MESSAGES.skippedByCancel],
  ]);
  // The slot is still the slow job's: the next one keeps waiting until that job is cancelled.
  expect(await read(user, next)).toMatchObject({ status: 'PENDING', waitingForSlot: true });
  await service().cancel(user.id, slow.id);
  expect(await until(() => read(user, next), ended)).toMatchObject({ status: 'COMPLETED', successCount: 1, waitingForSlot: false });
});

it('still refuses beyond the daily limit with its reason; waiting jobs count as created today', async () => {
  const { user, accounts } = await userOnPlan(2, 1);
  const [first, second] = await createEach(user, accounts, [[0, 2, 30], [1, 1, 0]]);
  expect(second.waitingForSlot).toBe(true);
  expect(await refusal(service().create(user.id, [draft(accounts[1], 1, 0)]))).toEqual({ status: 403, message: 'Đã đạt giới hạn 2 công việc hôm nay' });
  expect(await limitsOf(user)).toMatchObject({ canCreate: false, used: 2, limit: 2, running: 1 });
  for (const job of [second, first]) await service().cancel(user.id, job.id);
});

it('creates several jobs in one call: as many start as the plan allows, the rest wait (unlimited: all start)', async () => {
  const { user, accounts } = await userOnPlan(20, 2, 3);
  const created = await service().create(
    user.id,
    accounts.map((account) => draft(account, 3, 30)),
  );
  expect(created.map((job) => job.waitingForSlot)).toEqual([false, false, true]);
  for (const job of created.reverse()) await service().cancel(user.id, job.id);

  const unlimited = await userOnPlan(-1, -1, 2);
  const all = await service().create(unlimited.user.id, unlimited.accounts.map((account) => draft(account, 1, 0)));
  expect(all.map((job) => job.waitingForSlot)).toEqual([false, false]);
  for (const job of all) await until(() => read(unlimited.user, job), ended);
});

it('answers the flag on the HTTP creation answer and the jobs list', async () => {
  const { user, accounts } = await userOnPlan(20, 1);
  const post = (account: TestAccount) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/message/to-friends',
      headers: bearer(user.token),
      payload: { accountId: account.id, recipients: friendsOf(account, 3), message: 'Chào bạn', delayMin: 30, delayMax: 30 },
    });
  const first = (await post(accounts[0])).json().data.jobs[0];
  const second = (await post(accounts[1])).json().data.jobs[0];
  expect([first.waitingForSlot, second.waitingForSlot]).toEqual([false, true]);
  const list = (await t.app.inject({ method: 'GET', url: '/api/v1/jobs?page=1', headers: bearer(user.token) })).json().data.jobs;
  expect(list.map((job: Job) => [job.id, job.waitingForSlot])).toEqual([
    [second.id, true],
    [first.id, false],
  ]);
  for (const id of [second.id, first.id]) await service().cancel(user.id, id);
});

it('a slot freed without its release (a crash between the end and the release) is found by the sweep', async () => {
  const { user, accounts } = await userOnPlan(20, 1);
  const [job] = await service().create(user.id, [draft(accounts[0], 1, 0)]);
  await until(() => read(user, job), ended);
  // As if a process stored a job waiting and died before releasing it: nothing runs, yet it waits. (Created for
  // later, so that no run is due for it, then made due and waiting.)
  const [stranded] = await service().create(user.id, [{ ...draft(accounts[1], 1, 0), scheduledAt: new Date(Date.now() + 3_600_000) }]);
  await t.database.query(`UPDATE jobs SET waiting_for_slot = true, scheduled_at = NULL WHERE id = $1`, [stranded.id]);
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(await read(user, stranded)).toMatchObject({ status: 'PENDING', waitingForSlot: true });
  await t.app.jobs.engine.sweep();
  expect(await until(() => read(user, stranded), ended)).toMatchObject({ status: 'COMPLETED', successCount: 1 });
});
