import type { Job } from 'shared-sdk/schemas';
import type { EngineTiming } from '../../../config/jobs';
import { createSimulatorPlatform, type SimulatorPlatform } from '../../../platform';
import { moveToPlan } from '../../../testing/plans';
import { countingPlatform, otherProcess, type Process } from '../../../testing/process-apps';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { loggedInAccount, messageable, messageDraft, type TestAccount, until } from './testing/engine-fixtures';

/**
 * An account's runs are driven in the process holding its session, so its messages go out there and none is
 * forwarded. Two apps on one database (processes, as in sessions-across-processes.test.ts): `a` holds sessions,
 * `b` is a process at its maximum of sessions (WORKER_MAX_SESSIONS) that still claims runs from the shared queue.
 */
const BOT_TIMING = { leaseTtlMs: 2_500, takeoverEveryMs: 150 };
const JOB_TIMING: Partial<EngineTiming> = { pollMs: 200, sweepEveryMs: 1_000, superviseSeconds: 5 };
const SESSIONS = { forwardTimeoutMs: 5_000, maxSessions: 1000, idleCloseMs: 60_000 };
/** Jobs created through `b` until it claimed one of their runs (on PGlite it is woken first; on PostgreSQL a coin toss each). */
const MAX_TRIES = 12;
/** A hang guard, not a speed check: alone the file takes seconds, beside the whole PGlite run it took over 90 s. */
const HANG_GUARD_MS = 300_000;
/**
 * How long one job may take, also a hang guard: beside the whole CI a job once waited over 30 s (both apps share one
 * PGlite and one event loop, so a ping between them can go unanswered and the run waits its retry delay).
 */
const JOB_WAIT_MS = 120_000;

let world: SimulatorPlatform;
let t: TestApp;
let a: Process;
let b: Process;
let user: SignedInUser;
let nextPerson = 0;

beforeAll(async () => {
  world = createSimulatorPlatform({ seed: 'runs-at-holder', users: 200 });
  const counted = countingPlatform(world);
  t = await createTestApp({ sessions: SESSIONS }, { platform: counted.platform, botTiming: BOT_TIMING, jobTiming: JOB_TIMING });
  a = { app: t.app, logins: counted.logins, close: async () => undefined };
  b = await otherProcess(t, world, { sessions: { ...SESSIONS, maxSessions: 0 } }, BOT_TIMING, JOB_TIMING);
  user = await t.signUp();
  await moveToPlan(t.database, user.id, 'pro');
}, 60_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
  await world?.close();
});

const engineOf = (process: Process) => process.app.jobs.engine;
const newAccount = () => loggedInAccount(a.app.inject.bind(a.app), world.world, user, world.world.users()[nextPerson++].id);

/** A three-message job of the account created through `b`, waited for until it completed. */
async function sendThroughB(account: TestAccount, round: number): Promise<void> {
  const recipients = messageable(world.world, account.zaloUserId).slice(round * 3, round * 3 + 3);
  const [job] = await b.app.jobs.service.create(user.id, [messageDraft(account.id, recipients)]);
  const done = await until(() => a.app.jobs.read.get(user.id, job.id), (read: Job) => read.status === 'COMPLETED' || read.status === 'FAILED', JOB_WAIT_MS);
  expect({ status: done.status, sent: done.successCount }).toEqual({ status: 'COMPLETED', sent: 3 });
}

it('hands a run claimed away from the session to the process holding it: every message goes out there, none forwarded', async () => {
  const account = await newAccount();
  const started = await a.app.inject({ method: 'POST', url: `/api/v1/bots/${account.id}/start`, headers: bearer(user.token) });
  expect(started.json().data).toEqual({ isRunning: true });
  const handedBefore = engineOf(b).handedOver;
  for (let round = 0; round < MAX_TRIES && engineOf(b).handedOver === handedBefore; round++) await sendThroughB(account, round);

  expect(engineOf(b).handedOver).toBeGreaterThan(handedBefore);
  expect([engineOf(a).forwardedSends, engineOf(b).forwardedSends]).toEqual([0, 0]);
  expect(b.logins).toEqual([]);
  expect(world.world.maxLiveSessions(account.zaloUserId)).toBe(1);
}, HANG_GUARD_MS);

it('ends a run before its first message when the session it needed opened in another process: the next run goes there', async () => {
  // Each round a fresh account nobody holds: `b`, with no room for sessions, has `a` open it.
  const runsBefore = engineOf(b).runs;
  const accounts: TestAccount[] = [];
  for (let round = 0; round < MAX_TRIES && engineOf(b).runs === runsBefore; round++) {
    const account = await newAccount();
    accounts.push(account);
    await sendThroughB(account, 0);
  }

  expect(engineOf(b).runs).toBeGreaterThan(runsBefore);
  expect([engineOf(a).forwardedSends, engineOf(b).forwardedSends]).toEqual([0, 0]);
  expect(b.logins).toEqual([]);
  for (const account of accounts) expect(world.world.maxLiveSessions(account.zaloUserId)).toBe(1);
}, HANG_GUARD_MS);
