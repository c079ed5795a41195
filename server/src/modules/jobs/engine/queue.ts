import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss, SendOptions } from 'pg-boss';
import { type BossHold, shareBoss } from '../../../db/boss';
import type { Database } from '../../../db/client';
import type { EngineTiming } from '../../../config/jobs';

/** pg-boss jobs of this queue mean "drive this account's sending for one slice". */
export const DRIVER_QUEUE = 'job-account-runs';

/** Runs claimed per fetch: a full batch is followed by another fetch at once. */
const CLAIM_BATCH = 50;
/** A follow-up due within this long is announced at its time; later ones are found by polling. */
const MAX_ANNOUNCE_TIMER_MS = 3_600_000;
/** On PostgreSQL, a run that became due is announced here to every process's claim loop. */
const DUE_CHANNEL = 'job_account_runs_due';

export interface DriverRun {
  accountId: string;
  id: string;
  retryCount: number;
  /** Aborted when pg-boss takes the run back (heartbeat lost, shutdown): the run must end. */
  signal: AbortSignal;
  /** When the run was due (its startAfter): the plan of its first send. */
  dueAt?: number;
  /** Claimed by another process, which handed it to this one (the account's session lives here): it stays here. */
  handedOver?: boolean;
}
/** A run as it travels to the process it is handed to: what pg-boss knows it by, without the claim. */
export type HandedRun = Pick<DriverRun, 'accountId' | 'id' | 'retryCount' | 'dueAt'>;

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
  const runOptions = runOptionsOf(timing);
  let boss: PgBoss | undefined;
  let hold: BossHold | undefined;
  const started = () => {
    if (!boss) throw new Error('the job queue has not started');
    return boss;
  };

  /** The runs this process holds, by attempt (a run taken back and retried keeps its id), with their claims. */
  const held = new Map<string, { run: DriverRun; claim: AbortController }>();
  let claiming: Promise<void> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closing = false;
  let drained = () => {};
  const due = createDueSignal({ database, log, closing: () => closing });

  let handler: ((run: DriverRun) => Promise<void>) | undefined;
  function stopClaiming(): void {
    closing = true;
    due.kick();
  }

  async function drive(claimed: HandedRun & { handedOver?: boolean }, handle: (run: DriverRun) => Promise<void>): Promise<void> {
    const claim = new AbortController();
    const run: DriverRun = { ...claimed, signal: claim.signal };
    held.set(keyOf(run), { run, claim });
    try {
      await handle(run);
    } catch (error) {
      // Settled as failed: pg-boss retries the run (the follow-up it may not have left).
      log.warn({ err: error, accountId: run.accountId }, 'account run failed');
      await boss?.fail(DRIVER_QUEUE, attemptOf(run), { message: String(error) }).catch(() => undefined);
    } finally {
      held.delete(keyOf(run));
      due.kick();
      if (held.size === 0) drained();
    }
  }

  /** Claims due runs while there is room, else waits for a kick or the poll interval. */
  async function claimLoop(capacity: number, handle: (run: DriverRun) => Promise<void>): Promise<void> {
    while (!closing) {
      due.reset();
      const room = Math.min(capacity - held.size, CLAIM_BATCH);
      let claimed = 0;
      if (room > 0) {
        try {
          const jobs = await started().fetch<{ accountId: string }>(DRIVER_QUEUE, { batchSize: room, includeMetadata: true });
          for (const job of jobs) void drive(claimedRun(job), handle);
          claimed = jobs.length;
        } catch (error) {
          log.warn({ err: error }, 'claiming account runs failed');
        }
      }
      if (room === 0 || claimed < room) await due.idle(timing.pollMs);
    }
  }

  return {
    async start(): Promise<void> {
      hold = await shareBoss(database, { superviseSeconds: timing.superviseSeconds, name: 'job' }, log);
      await hold.createQueue(DRIVER_QUEUE, { policy: 'exclusive', notify: true, ...runOptions });
      boss = hold.boss;
    },

    /**
     * Drives up to `capacity` accounts at once in this process, each run in `handle`; 0 drives none (an API-only
     * process). Not pg-boss's workers, each of which would be held for a whole run, mostly asleep between
     * messages: one loop claims due runs and one heartbeat keeps every claim alive, so a sleeping run holds only
     * its row (state active) and a timer.
     */
    work(capacity: number, handle: (run: DriverRun) => Promise<void>): void {
      if (capacity <= 0 || claiming) return;
      handler = handle;
      void due.listen().catch((error: unknown) => log.warn({ err: error }, 'due-runs listener did not start; polling'));
      claiming = claimLoop(capacity, handle);
      heartbeat = setInterval(() => void touchClaims(boss, [...held.values()], log), (timing.heartbeatSeconds * 1000) / 2);
    },

    /**
     * Drives here a run another process claimed and handed over (the account's session lives here); heartbeat and
     * settling go on by its id. Throws when this process drives no runs (so the other one keeps it).
     */
    adopt(run: HandedRun): void {
      if (!handler || closing) throw new Error('this process drives no account runs');
      if (held.has(keyOf(run))) return;
      void drive({ ...run, handedOver: true }, handler);
    },

    /** The accounts whose run this process holds: each looks at the database when it ends (no wake-up needed). */
    heldAccounts(): Set<string> {
      return new Set([...held.values()].map(({ run }) => run.accountId));
    },

    /** The account's driver runs no later than `at` (now by default). Idempotent. */
    async wake(accountId: string, at: Date = new Date()): Promise<void> {
      const queue = boss;
      if (!queue) return;
      await queueRun(queue, runOptions, accountId, at);
      const delay = at.getTime() - Date.now();
      if (delay <= 0) await due.announce();
      else if (delay <= MAX_ANNOUNCE_TIMER_MS) setTimeout(() => void due.announce(), delay).unref();
    },

    /** Settles a run before its handler returns, so the account's follow-up can start at once. */
    async release(run: DriverRun): Promise<void> {
      await started().complete(DRIVER_QUEUE, attemptOf(run));
    },

    /**
     * Claims no more runs (the first step of stopping): a run claimed while the engine stops ends at once and queues
     * its follow-up, which would be claimed again, and so on, for as long as the stop takes.
     */
    stopClaiming,

    /** Stops claiming, gives the runs `timeoutMs` to end (and leave their follow-ups), then closes the queue. */
    async stop(timeoutMs: number): Promise<void> {
      if (!boss) return;
      const stopping = boss;
      stopClaiming();
      await claiming;
      if (held.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([new Promise<void>((resolve) => (drained = resolve)), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
        clearTimeout(timer);
      }
      clearInterval(heartbeat);
      due.unlisten();
      // Runs still going are given back now rather than when their heartbeat lapses.
      const left = [...held.values()];
      for (const { claim } of left) claim.abort(new Error('the job queue is stopping'));
      if (left.length > 0) await stopping.fail(DRIVER_QUEUE, left.map(({ run }) => attemptOf(run)), { message: 'stopped while active' }).catch(() => undefined);
      await hold?.release(timeoutMs);
      boss = undefined;
    },
  };
}
export type DriverQueue = ReturnType<typeof createDriverQueue>;

/** A run as pg-boss hands it over when claimed. */
type ClaimedRun = { id: string; retryCount: number; data: { accountId: string }; startAfter?: Date | string };

/** The claimed run of the account. */
function claimedRun(job: ClaimedRun): HandedRun {
  const dueAt = job.startAfter === undefined ? undefined : new Date(job.startAfter).getTime();
  return { accountId: job.data.accountId, id: job.id, retryCount: job.retryCount, dueAt };
}

const keyOf = (run: HandedRun) => `${run.id}/${run.retryCount}`;
const attemptOf = (run: HandedRun): { id: string; retryCount: number } => ({ id: run.id, retryCount: run.retryCount });

/** What pg-boss keeps of a run: its heartbeat, when it counts as hung, its retries, how long its row stays. */
function runOptionsOf(timing: EngineTiming): SendOptions {
  return {
    heartbeatSeconds: timing.heartbeatSeconds,
    // A run is a slice plus one wait and one message; far more than that means it hangs.
    expireInSeconds: Math.max(300, Math.ceil((timing.sliceMs + timing.maxInlineWaitMs) / 1000) * 3),
    retryLimit: 3,
    retryDelay: 2,
    deleteAfterSeconds: 3600,
  };
}

/**
 * Queues the account's run for `at`, or, when one already exists (per account at most one): active, it will look
 * again when it ends; waiting, it is moved to `at` if it would wait longer.
 */
async function queueRun(boss: PgBoss, runOptions: SendOptions, accountId: string, at: Date): Promise<void> {
  const sent = await boss.send(DRIVER_QUEUE, { accountId }, { ...runOptions, singletonKey: accountId, startAfter: at });
  if (sent) return;
  for (const queued of await boss.findJobs(DRIVER_QUEUE, { key: accountId, queued: true })) {
    if (new Date(queued.startAfter).getTime() > at.getTime()) {
      await boss.update(DRIVER_QUEUE, undefined, { id: queued.id, startAfter: at });
    }
  }
}

/** One statement keeps every held claim alive; a claim it could not refresh was taken back: its run ends. */
async function touchClaims(boss: PgBoss | undefined, claims: Array<{ run: DriverRun; claim: AbortController }>, log: FastifyBaseLogger): Promise<void> {
  if (!boss || claims.length === 0) return;
  let settled: string[] | undefined;
  try {
    ({ settled } = (await boss.touch(DRIVER_QUEUE, claims.map((held) => attemptOf(held.run)))) as { settled?: string[] });
  } catch (error) {
    log.warn({ err: error }, 'heartbeat of account runs failed');
    return;
  }
  if (!settled) return;
  const alive = new Set(settled);
  for (const { run, claim } of claims) if (!alive.has(run.id)) claim.abort(new Error(`run ${run.id} is no longer claimed`));
}

/**
 * What wakes the claim loop: a kick (a wake-up, an ended run) ends its idle wait at once, or skips the next one.
 * On PostgreSQL a run that became due is announced to every process's loop (they race for it, so they share the
 * accounts, as pg-boss's own NOTIFY had its workers do); PGlite has only this process.
 */
function createDueSignal(deps: { database: Database; log: FastifyBaseLogger; closing: () => boolean }) {
  const { database, log } = deps;
  /** Set by a kick: the claim loop looks again at once instead of after its poll. */
  let kicked = false;
  let endIdle = () => {};
  let stopListening = () => {};
  const kick = () => {
    kicked = true;
    endIdle();
  };
  return {
    kick,

    /** Before a claim: kicks from here on count. */
    reset(): void {
      kicked = false;
    },

    /** Waits `ms`, or until a kick; not at all when kicked since the last reset. */
    idle(ms: number): Promise<void> {
      if (kicked) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          endIdle = () => {};
          resolve();
        }
        endIdle = done;
      });
    },

    /** A run is due now: every claim loop looks at once. */
    async announce(): Promise<void> {
      if (database.kind !== 'postgres') return kick();
      await database.query('SELECT pg_notify($1, $2)', [DUE_CHANNEL, '']).catch(kick);
    },

    /** Kicks this process's claim loop on every announcement (PostgreSQL); polling covers a lost listener. */
    async listen(): Promise<void> {
      if (database.kind !== 'postgres' || deps.closing()) return;
      stopListening = await database.listen(DUE_CHANNEL, {
        onNotify: kick,
        onLost: () => log.warn('due-runs listener lost, reconnecting'),
      });
      if (deps.closing()) stopListening();
    },

    unlisten: (): void => stopListening(),
  };
}
