import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_TIMING } from '../../../config/jobs';
import { suiteDatabase } from '../../../testing/suite-database';
import { createDriverQueue } from './queue';

/** The account runs' queue on pg-boss: claiming, and stopping it. */
const database = suiteDatabase();
const log = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('claims no more runs once told to stop claiming, though each run queues its follow-up at once', async () => {
  const queue = createDriverQueue({ database, timing: { ...DEFAULT_TIMING, pollMs: 50 }, log });
  await queue.start();
  let handled = 0;
  // What a run does while the engine stops: it ends at once and leaves its follow-up, due now.
  queue.work(5, async (run) => {
    handled += 1;
    await queue.release(run);
    await queue.wake(run.accountId);
  });
  await queue.wake('account-1');
  for (let i = 0; i < 200 && handled < 3; i++) await sleep(25);
  expect(handled).toBeGreaterThanOrEqual(3);

  queue.stopClaiming();
  // A claim under way when told to stop still hands its runs: it gets time to end, on a loaded machine too.
  await sleep(1_000);
  const atStop = handled;
  await sleep(600);
  expect(handled).toBe(atStop);
  await queue.stop(1_000);
  // The follow-up is kept for the next process: the account's run waits in the queue.
  const [{ n }] = await database.query<{ n: string }>(
    `SELECT count(*) AS n FROM pgboss.job WHERE singleton_key = 'account-1' AND state IN ('created', 'retry')`,
  );
  expect(Number(n)).toBe(1);
}, 60_000);
