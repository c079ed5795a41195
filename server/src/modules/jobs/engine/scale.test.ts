import type { Job } from 'shared-sdk/schemas';
import type { SimulatorPlatform } from '../../../platform';
import type { SimMessageRecord } from '../../../platform/simulator/world';
import { type TestApp } from '../../../testing/test-app';
import { createSimTestApp } from '../../../testing/sim-test-app';
import { deliveriesIn } from '../../../testing/server-processes';
import { activeDriverRuns, loggedInAccount, messageDraft, type TestAccount, until } from './testing/engine-fixtures';
import { moveToJobLimitsPlan } from '../../../testing/plans';

/**
 * Many more accounts sending than sending slots (JOB_WORKERS = 2, 10 accounts): an account waiting between two
 * messages holds no slot, so all of them send side by side instead of two at a time.
 */
const ACCOUNTS = 10;
const RECIPIENTS = 8;

let t: TestApp;
let platform: SimulatorPlatform;
let deliveryLog: string;

beforeAll(async () => {
  const jobTiming = { sliceMs: 2000, maxInlineWaitMs: 600, superviseSeconds: 5, pollMs: 500, sweepEveryMs: 1000 };
  ({ t, platform, deliveryLog } = await createSimTestApp({ seed: 'engine-scale-test', users: 100, workers: 2 }, {}, { jobTiming }));
}, 60_000);

afterAll(() => t?.close());

function deliveries(): SimMessageRecord[] {
  return deliveriesIn(deliveryLog);
}

async function unlimited(userId: string): Promise<void> {
  await moveToJobLimitsPlan(t.database, userId, 'engine-scale-test');
}

it('keeps 10 accounts sending at once with 2 sending slots', async () => {
  const user = await t.signUp();
  await unlimited(user.id);
  const accounts: TestAccount[] = [];
  for (const person of platform.world.users().slice(0, ACCOUNTS)) {
    accounts.push(await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, person.id));
  }
  const drafts = accounts.map((account) => {
    const friends = [...platform.world.friendIdsOf(account.zaloUserId)].slice(0, RECIPIENTS).map((id) => platform.world.uidFor(account.zaloUserId, id));
    return messageDraft(account.id, friends, { payload: { delayMin: 0.4, delayMax: 0.4 } });
  });
  const jobs = await t.app.jobs.service.create(user.id, drafts);

  // One moment at which the 10 accounts' runs are all claimed...
  const ids = accounts.map((account) => account.id);
  const activeRuns = () => activeDriverRuns(t.database, ids);
  expect(await until(activeRuns, (active) => active === ACCOUNTS, 30_000, 20)).toBe(ACCOUNTS);

  const finished = (job: Job) => job.status === 'COMPLETED' || job.status === 'FAILED' || job.status === 'CANCELLED';
  const done = await Promise.all(jobs.map((job) => until(() => t.app.jobs.read.get(user.id, job.id), finished, 60_000)));
  expect(done.map((job) => [job.status, job.successCount])).toEqual(jobs.map(() => ['COMPLETED', RECIPIENTS]));

  // ...and every account had sent its first message before any account sent its last: they progressed together
  // (two at a time, the first two would have finished before the third began).
  const byAccount = accounts.map((account) => deliveries().filter((m) => m.fromUserId === account.zaloUserId).map((m) => m.at));
  expect(byAccount.map((times) => times.length)).toEqual(accounts.map(() => RECIPIENTS));
  const lastFirst = Math.max(...byAccount.map((times) => times[0]));
  const firstLast = Math.min(...byAccount.map((times) => times[times.length - 1]));
  expect(lastFirst).toBeLessThan(firstLast);
}, 120_000);
