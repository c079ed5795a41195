import type { Job } from 'shared-sdk/schemas';
import { vietnamDate } from '../../../lib/vietnam-time';
import type { SimulatorPlatform } from '../../../platform';
import { bearer, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { createSimTestApp } from '../../../testing/sim-test-app';
import { createOutcomeWriter, type Outcome, writeOutcomes } from './outcomes';
import { loggedInAccount, messageDraft, outcomeSentNow, type TestAccount } from './testing/engine-fixtures';
import { moveToJobLimitsPlan } from '../../../testing/plans';

/**
 * One customer's accounts record their outcomes without waiting on each other. Outcomes that come
 * together share one transaction (group commit), and no row is written by two accounts: the day's activity is
 * counted per account and summed when read. On PGlite and on PostgreSQL.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let platform: SimulatorPlatform;

beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'outcomes-test', users: 40 }));
}, 60_000);

afterAll(() => t?.close());

/** A user on an unlimited plan with `count` logged-in accounts, each with a job the engine leaves alone (due in an hour). */
async function customerWithJobs(count: number): Promise<{ user: SignedInUser; accounts: TestAccount[]; jobs: Job[] }> {
  const user = await t.signUp();
  await moveToJobLimitsPlan(t.database, user.id, 'outcomes-test');
  const accounts: TestAccount[] = [];
  const people = platform.world.users();
  const used = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM accounts`);
  for (let i = 0; i < count; i += 1) {
    accounts.push(await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, people[Number(used[0].n) + i].id));
  }
  const later = new Date(Date.now() + 3_600_000);
  const jobs = await t.app.jobs.service.create(
    user.id,
    accounts.map((account) => messageDraft(account.id, ['1000000000000000001', '1000000000000000002'], { scheduledAt: later })),
  );
  return { user, accounts, jobs };
}

function sentOutcome(user: SignedInUser, job: Job, plannedAt = new Date()): Outcome {
  return { ...outcomeSentNow({ jobId: job.id, workspaceId: user.id, accountId: job.accountId as string }), sentText: 'Xin chào', plannedAt };
}

it("writes the outcomes of a customer's accounts that come together in one transaction, each counted under its account", async () => {
  const { user, accounts, jobs } = await customerWithJobs(3);
  const writer = createOutcomeWriter(t.database, { gatherMs: 50 });
  const planned = new Date(Date.now() - 1234);
  const results = await Promise.all(jobs.map((job) => writer.record(sentOutcome(user, job, planned))));

  expect(results).toEqual(jobs.map(() => ({ jobStatus: 'PROCESSING', recorded: true, pausedUntil: null, usedToday: 1, accountStatus: 'ACTIVE' })));
  expect(writer.stats()).toEqual({ outcomes: 3, transactions: 1 });
  // One activity row per account, none shared: the dashboard's day is their sum.
  const rows = await t.database.query<{ account_id: string; sent: number }>(
    `SELECT account_id, sent FROM job_daily_activity WHERE workspace_id = $1 ORDER BY account_id`,
    [user.id],
  );
  expect(rows).toEqual(accounts.map((account) => ({ account_id: account.id, sent: 1 })).sort((a, b) => a.account_id.localeCompare(b.account_id)));
  const daily = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/stats/daily?days=1', headers: bearer(user.token) });
  expect(daily.json().data.days).toEqual([{ date: vietnamDate(Date.now()), sent: 3, failed: 0, messages: 3 }]);
  // The plan each send had is kept with its outcome.
  const stored = await t.database.query<{ planned_at: Date | string }>(`SELECT planned_at FROM job_recipients WHERE job_id = ANY($1::uuid[]) AND seq = 1`, [
    jobs.map((job) => job.id),
  ]);
  expect(stored.map((row) => new Date(row.planned_at).getTime())).toEqual(jobs.map(() => planned.getTime()));
});

it('takes one outcome per job and per account into a batch; a second one of the same account waits for the next', async () => {
  const { user, jobs } = await customerWithJobs(1);
  const writer = createOutcomeWriter(t.database, { gatherMs: 50 });
  const [first, second] = await Promise.all([writer.record(sentOutcome(user, jobs[0])), writer.record({ ...sentOutcome(user, jobs[0]), seq: 2 })]);
  expect(writer.stats()).toEqual({ outcomes: 2, transactions: 2 });
  expect([first?.usedToday, second?.usedToday]).toEqual([1, 2]);
  const [job] = await t.database.query<{ success_count: number }>(`SELECT success_count FROM jobs WHERE id = $1`, [jobs[0].id]);
  expect(job.success_count).toBe(2);
});

it('writes what it can when one outcome of a batch fails: the others commit, only that one is refused', async () => {
  const { user, jobs } = await customerWithJobs(2);
  const writer = createOutcomeWriter(t.database, { gatherMs: 50 });
  const broken = { ...sentOutcome(user, jobs[1]), accountId: '00000000-0000-4000-8000-000000000000' };
  const [good, bad] = await Promise.allSettled([writer.record(sentOutcome(user, jobs[0])), writer.record(broken)]);
  expect(good).toMatchObject({ status: 'fulfilled', value: { recorded: true } });
  expect(bad.status).toBe('rejected');
  const counts = await t.database.query<{ id: string; success_count: number }>(`SELECT id, success_count FROM jobs WHERE id = ANY($1::uuid[])`, [
    jobs.map((job) => job.id),
  ]);
  expect(Object.fromEntries(counts.map((row) => [row.id, row.success_count]))).toEqual({ [jobs[0].id]: 1, [jobs[1].id]: 0 });
});

describe('on PostgreSQL: two accounts of one customer at once', () => {
  (onPostgres ? it : it.skip)("never waits for another account's uncommitted outcome of the same customer (PostgreSQL)", async () => {
    const { user, jobs } = await customerWithJobs(2);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let written = () => {};
    const firstWritten = new Promise<void>((resolve) => (written = resolve));
    // The first account's outcome is written and its transaction stays open (its locks held)...
    const first = t.database.transaction(async (tx) => {
      await writeOutcomes(tx, [sentOutcome(user, jobs[0])]);
      written();
      await held;
    });
    await firstWritten;
    try {
      // ...while the second account of the same customer writes and commits its own.
      const second = t.database.transaction((tx) => writeOutcomes(tx, [sentOutcome(user, jobs[1])]));
      const outcome = await Promise.race([second, new Promise((resolve) => setTimeout(() => resolve('waited'), 5_000))]);
      expect(outcome).toEqual([expect.objectContaining({ recorded: true })]);
    } finally {
      release();
      await first;
    }
    const daily = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/stats/daily?days=1', headers: bearer(user.token) });
    expect(daily.json().data.days).toEqual([{ date: vietnamDate(Date.now()), sent: 2, failed: 0, messages: 2 }]);
  });
});
