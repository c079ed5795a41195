import type { Job } from 'shared-sdk/schemas';
import type { SimulatorPlatform } from '../../../platform';
import { type SignedInUser, type TestApp } from '../../../testing/test-app';
import { createSimTestApp } from '../../../testing/sim-test-app';
import { loggedInAccount, messageable, messageDraft, type TestAccount, until } from './testing/engine-fixtures';
import { moveToJobLimitsPlan } from '../../../testing/plans';

/**
 * A server whose engine keeps its database busy still answers every request, over real
 * connections: a 2xx, or a 503 with Retry-After when the database cannot take it in time, never a connection
 * dropped without an answer; and a request's statements do not queue behind the engine's. On PGlite (the default)
 * and on PostgreSQL.
 */
const ACCOUNTS = 8;

let t: TestApp;
let platform: SimulatorPlatform;
let baseUrl: string;

beforeAll(async () => {
  const jobTiming = { sliceMs: 2000, maxInlineWaitMs: 300, pollMs: 200, sweepEveryMs: 1000 };
  ({ t, platform } = await createSimTestApp({ seed: 'under-load-test', users: 300, workers: 24 }, {}, { jobTiming }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(() => t?.close());

async function unlimited(userId: string): Promise<void> {
  await moveToJobLimitsPlan(t.database, userId, 'under-load-test');
}

/** A customer whose accounts send without delays (as fast as the engine can), and one more account to create jobs for. */
async function customerSending(): Promise<{ user: SignedInUser; spare: TestAccount; jobs: Job[] }> {
  const user = await t.signUp();
  await unlimited(user.id);
  const people = platform.world.users();
  const accounts: TestAccount[] = [];
  for (let i = 0; i <= ACCOUNTS; i += 1) accounts.push(await loggedInAccount(t.app.inject.bind(t.app), platform.world, user, people[i].id));
  const spare = accounts.pop() as TestAccount;
  const jobs = await t.app.jobs.service.create(
    user.id,
    accounts.map((account) => messageDraft(account.id, messageable(platform.world, account.zaloUserId).slice(0, 150))),
  );
  await until(
    () => Promise.all(jobs.map((job) => t.app.jobs.read.get(user.id, job.id))),
    (now) => now.every((job) => job.successCount > 0),
    30_000,
  );
  return { user, spare, jobs };
}

it('answers every request while its accounts send as fast as they can: none is dropped', async () => {
  const { user, spare, jobs } = await customerSending();
  const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  const later = new Date(Date.now() + 3_600_000).toISOString();
  const recipients = messageable(platform.world, spare.zaloUserId).slice(0, 20);
  const requests = Array.from({ length: 150 }, (_, i) => {
    if (i % 3 === 0) {
      return fetch(`${baseUrl}/api/v1/jobs/message/to-friends`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ accountId: spare.id, message: 'Xin chào', recipients, scheduledAt: later }),
      });
    }
    return fetch(`${baseUrl}/api/v1/jobs${i % 3 === 1 ? '' : '/stats/summary'}`, { headers });
  });
  const settled = await Promise.allSettled(
    requests.map(async (request) => {
      const response = await request;
      const body = (await response.json()) as { success: boolean };
      return { status: response.status, retryAfter: response.headers.get('retry-after'), success: body.success };
    }),
  );
  // Every request got an HTTP answer...
  expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
  const answers = settled.map((result) => (result as PromiseFulfilledResult<{ status: number; retryAfter: string | null; success: boolean }>).value);
  // ...a success, or a 503 that says when to come back.
  for (const answer of answers) {
    if (answer.status === 503) expect(answer.retryAfter).toMatch(/^\d+$/);
    else expect(answer).toMatchObject({ status: 200, success: true });
  }
  // The engine kept sending meanwhile.
  const now = await Promise.all(jobs.map((job) => t.app.jobs.read.get(user.id, job.id)));
  expect(now.some((job) => job.successCount > 1)).toBe(true);
}, 120_000);

it("does not queue a request's statements behind the engine's", async () => {
  const user = await t.signUp();
  const headers = { authorization: `Bearer ${user.token}` };
  // About four seconds of the engine's statements, queued at once: one after another on PGlite, on the engine's own
  // connections on PostgreSQL.
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const sleep = onPostgres ? 'SELECT pg_sleep(0.5)' : 'SELECT pg_sleep(0.1)';
  let done = 0;
  const engine = Promise.all(Array.from({ length: 40 }, () => t.database.background.query(sleep).then(() => (done += 1))));
  await new Promise((resolve) => setTimeout(resolve, 20));
  // ...and a request that comes after them is answered before they are done: its statements do not wait for the
  // whole queue (a first-come gate answers it after all 40). Counted, not timed: a loaded machine slows both alike.
  const response = await fetch(`${baseUrl}/api/v1/jobs`, { headers });
  const doneWhenAnswered = done;
  expect(response.status).toBe(200);
  expect(doneWhenAnswered).toBeLessThan(40);
  await engine;
}, 60_000);
