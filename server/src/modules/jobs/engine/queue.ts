import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss, SendOptions } from 'pg-boss';
import type { Database } from '../../../db/client';
import type { EngineTiming } from './settings';

/** pg-boss jobs of this queue mean "drive this account's sending for one slice". */
export const DRIVER_QUEUE = 'job-account-runs';

export interface DriverRun {
  accountId: string;
  id: string;
  retryCount: number;
  /** Aborted when pg-boss takes the run back (heartbeat lost, shutdown): the run must end. */
  signal: AbortSignal;
}

/**
 * The account drivers on pg-boss, over the product's database. The queue is `exclusive` with the account id
 * as singleton key: per account at most one run exists, waiting or active, in every process together. So
 * wake-ups can be sent freely: one for an account whose run waits moves that run earlier if needed, one for
 * an account whose run is active is refused (that run looks at the database again when it lets go; see
 * driver.followUp). (`singleton`/`stately` would also queue behind an active run, but pg-boss then skips
 * such accounts by a cached list of active keys, which delays their next run by up to a minute.)
 */
export function createDriverQueue(deps: { database: Database; timing: EngineTiming; log: FastifyBaseLogger }) {
  const { database, timing, log } = deps;
  const supervision = {
    schedule: false,
    useListenNotify: true,
    reindex: false,
    superviseIntervalSeconds: timing.superviseSeconds,
    monitorIntervalSeconds: timing.superviseSeconds,
    maintenanceIntervalSeconds: 3600,
  };
  /** pg-boss is loaded when the engine starts, after the server is up: it is a good part of a start-up's imports. */
  const createBoss = async (): Promise<PgBoss> => {
    const { fromPglite, PgBoss } = await import('pg-boss');
    const created =
      database.kind === 'pglite' && database.pglite
        ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...supervision })
        : new PgBoss({ connectionString: database.pool?.options.connectionString, max: 4, ...supervision });
    created.on('error', (error) => log.warn({ err: error }, 'job queue error'));
    return created;
  };
  let boss: PgBoss | undefined;
  const started = () => {
    if (!boss) throw new Error('the job queue has not started');
    return boss;
  };

  const runOptions: SendOptions = {
    heartbeatSeconds: timing.heartbeatSeconds,
    // A run is a slice plus one wait and one message; far more than that means it hangs.
    expireInSeconds: Math.max(300, Math.ceil((timing.sliceMs + timing.maxInlineWaitMs) / 1000) * 3),
    retryLimit: 3,
    retryDelay: 2,
    deleteAfterSeconds: 3600,
  };
  return {
    async start(): Promise<void> {
      const created = await createBoss();
      await created.start();
      await created.createQueue(DRIVER_QUEUE, { policy: 'exclusive', notify: true, ...runOptions });
      boss = created;
    },

    /** `workers` accounts at once in this process; 0 runs none (an API-only process). */
    async work(workers: number, handle: (run: DriverRun) => Promise<void>): Promise<void> {
      if (workers <= 0) return;
      const pollingIntervalSeconds = timing.pollMs / 1000;
      await started().work<{ accountId: string }>(
        DRIVER_QUEUE,
        { localConcurrency: workers, batchSize: 1, pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds },
        async ([job]) => handle({ accountId: job.data.accountId, id: job.id, retryCount: job.retryCount, signal: job.signal }),
      );
    },

    /** The account's driver runs no later than `at` (now by default). Idempotent. */
    async wake(accountId: string, at: Date = new Date()): Promise<void> {
      const queue = boss;
      if (!queue) return;
      const sent = await queue.send(DRIVER_QUEUE, { accountId }, { ...runOptions, singletonKey: accountId, startAfter: at });
      if (sent) return;
      // One run already exists for this account. Active: it will look again when it ends. Waiting: make sure
      // it waits no longer than `at`.
      for (const queued of await queue.findJobs(DRIVER_QUEUE, { key: accountId, queued: true })) {
        if (new Date(queued.startAfter).getTime() > at.getTime()) {
          await queue.update(DRIVER_QUEUE, undefined, { id: queued.id, startAfter: at });
        }
      }
    },

    /** Settles a run before its handler returns, so the account's follow-up can start at once. */
    async release(run: DriverRun): Promise<void> {
      await started().complete(DRIVER_QUEUE, { id: run.id, retryCount: run.retryCount });
    },

    async stop(timeoutMs: number): Promise<void> {
      if (!boss) return;
      // Runs that end during the stop still leave their follow-ups; only then is the queue closed.
      const stopping = boss;
      await stopping.stop({ graceful: true, timeout: timeoutMs });
      boss = undefined;
    },
  };
}
export type DriverQueue = ReturnType<typeof createDriverQueue>;
