import type { FastifyBaseLogger } from 'fastify';
import type { JobStatus } from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import { isUuid } from '../../../http/ids';
import type { PlatformSession } from '../../../platform/gateway';
import type { HandOver, SessionPlacement } from '../../bots';
import { jobFolders, removeJobFiles } from './attachments';
import { vietnamDate } from '../../../lib/vietnam-time';
import { ACCOUNT_REASONS, createDriver, type DriverDeps } from './driver';
import { createDriverQueue, type DriverQueue, type DriverRun, type HandedRun } from './queue';
import type { JobsConfig } from '../../../config/jobs';
import { createSlots } from './slots';
import { createEngineStore, type EngineStore } from './store';
import { createSendingHealth } from './sending-health';
import { createDoNotContactSendCheck } from './do-not-contact-check';

export interface JobEngineDeps {
  database: Database;
  config: JobsConfig;
  withSession: <T>(workspaceId: string, accountId: string, work: (session: PlatformSession) => Promise<T>) => Promise<T>;
  /** The bots module's: a run claimed here goes to the process holding its account's session, if another does. */
  placement?: SessionPlacement;
  log: FastifyBaseLogger;
  /** Each message a job sent (the inbox keeps it in the customer's thread). */
  onMessageSent?: DriverDeps['onMessageSent'];
  /** Jobs waiting for a slot of their user's plan (../waiting-jobs.ts): released when a job ends and on each sweep. */
  waiting?: { releaseAfter(jobId: string): Promise<string[]>; releaseAll(): Promise<string[]> };
  /** A job reached its end here (COMPLETED or FAILED; a cancel is the service's): the workspace event (never throws). */
  onJobEnded?: (jobId: string, status: JobStatus) => Promise<void>;
}

/**
 * The store, telling `onEnded` of each job its finish or failRemaining ended (not one that had ended already). The
 * run goes on meanwhile (its slot is released at once); `announced()` waits for the announcements begun so far.
 */
function announcingEnds(store: EngineStore, onEnded: JobEngineDeps['onJobEnded']): { store: EngineStore; announced(): Promise<unknown> } {
  if (!onEnded) return { store, announced: () => Promise.resolve() };
  const pending = new Set<Promise<void>>();
  const told = (jobId: string, status: JobStatus | undefined) => {
    if (status) {
      const announcing = onEnded(jobId, status);
      pending.add(announcing);
      void announcing.finally(() => pending.delete(announcing));
    }
    return status;
  };
  return {
    store: {
      ...store,
      finish: async (jobId) => told(jobId, await store.finish(jobId)),
      failRemaining: async (jobId, workspaceId, day, reason) => told(jobId, await store.failRemaining(jobId, workspaceId, day, reason)),
    },
    announced: () => Promise.all([...pending]),
  };
}

/** Files of a job that does not exist are left this long: the job may be in the middle of being created. */
const ORPHAN_FILES_GRACE_MS = 10 * 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** The kind of work (SessionPlacement) an account run is, handed to the process holding the account's session. */
const ACCOUNT_RUN = 'account-run';

/**
 * The job engine of this process: account runs claimed from pg-boss and driven side by side (see driver.ts and
 * queue.work; a run waiting between messages holds only a timer, a message takes one of JOB_WORKERS sending
 * slots), wake-ups when work arrives, and a periodic sweep that wakes every account with due work (so a lost
 * wake-up never stalls a job), fails the jobs of deleted accounts and removes the files of ended jobs.
 * See docs/job-lifecycle.md for a job's states, its pacing and its outcomes.
 */
export function createJobEngine(deps: JobEngineDeps) {
  const { database, config, log } = deps;
  // The statements of every send are background work (Database.background): on PGlite a request's go first, on
  // PostgreSQL they have a pool of their own. The queue (pg-boss: a few statements per run, and the wake-ups a
  // request waits for) stays on the requests' side.
  const background = database.background;
  const { store, announced } = announcingEnds(createEngineStore(background), deps.onJobEnded);
  const queue = createDriverQueue({ database, timing: config.timing, log });
  const sending = createSlots(config.workers);
  const stopController = new AbortController();
  const watchers = createJobWatchers(stopController.signal);
  let starting: Promise<void> | undefined;
  let stopping = false;
  let runs = 0;
  let handedOver = 0;

  const forgetFiles = (jobId: string) => void removeJobFiles(config.attachmentsDir, jobId);
  /** A job ended: its files go, and its slot to the oldest job of its user waiting for one. */
  const jobEnded = (jobId: string) => {
    forgetFiles(jobId);
    void deps.waiting
      ?.releaseAfter(jobId)
      .then((accounts) => Promise.all(accounts.map((accountId) => queue.wake(accountId))))
      .catch((error: unknown) => log.warn({ err: error, jobId }, 'waiting jobs not released; the sweep will'));
  };

  const driver = createDriver({
    store,
    withSession: deps.withSession,
    timing: config.timing,
    caps: config.dailyCaps,
    log,
    random: config.timing.random,
    now: config.timing.now,
    health: createSendingHealth({ sql: background, rules: config.sending, caps: config.dailyCaps }),
    stopping: () => stopping,
    onJobEnded: jobEnded,
    sendSlot: (send) => sending.run(send),
    doNotContact: createDoNotContactSendCheck(background, { replyWindowDays: config.replyWindowDays }),
    onMessageSent: deps.onMessageSent,
    watchJob: watchers.watch,
  });

  /** Where the run goes: the process holding the account's session drives it (a run handed here stays here). */
  async function place(run: DriverRun): Promise<HandOver> {
    if (run.handedOver || !deps.placement) return 'here';
    const handed: HandedRun = { accountId: run.accountId, id: run.id, retryCount: run.retryCount, dueAt: run.dueAt };
    return deps.placement.handToHolder(run.accountId, ACCOUNT_RUN, handed).catch(() => 'here' as const);
  }

  async function handle(run: DriverRun): Promise<void> {
    const placed = await place(run);
    // Handed over: the holder drives and settles it. Unknown (the holder took the call, its answer came too late): it
    // may have, so this process lets go of the run unsettled; should the holder not have it, pg-boss gives it back
    // once its heartbeat lapses.
    if (placed === 'handed' || placed === 'unknown') {
      handedOver += 1;
      return;
    }
    runs += 1;
    // A due time on the queue's clock, as the driver's (they differ only under a test clock).
    const dueAt = run.dueAt === undefined ? undefined : run.dueAt + ((config.timing.now?.() ?? Date.now()) - Date.now());
    // Nobody held the session: should it open in another process, this run stops before its first message there
    // and the next one is handed to it.
    const end = await driver.run(run.accountId, run.signal, dueAt, { moveIfForwarded: placed === 'nowhere' });
    // Let go first: from here on a wake-up for this account queues a run instead of being refused.
    await queue.release(run);
    const next = await driver.followUp(run.accountId, end);
    // The driver's times are on the engine's clock; the queue's on the real one (they differ only under a test clock).
    if (next !== null) await queue.wake(run.accountId, new Date(next - ((config.timing.now?.() ?? Date.now()) - Date.now())));
  }

  const sweeper = createSweeper(() => sweepOnce({ store, queue, waiting: deps.waiting, attachmentsDir: config.attachmentsDir, forgetFiles }), log);

  async function begin(): Promise<void> {
    await queue.start();
    if (stopping) return;
    if (config.workers > 0) {
      queue.work(config.maxAccounts, handle);
      deps.placement?.onHandedWork(ACCOUNT_RUN, (_accountId, run) => queue.adopt(run as HandedRun));
    }
    await sweeper.now();
    if (stopping) return;
    sweeper.every(config.timing.sweepEveryMs);
  }

  return {
    /**
     * Starts the queue and the workers. The server does not wait for it: work created meanwhile is found
     * by the first sweep, which runs once the queue takes wake-ups.
     */
    start(): Promise<void> {
      starting ??= begin().catch((error: unknown) => log.error({ err: error }, 'job engine did not start'));
      return starting;
    },

    /** New or changed work for the account: its driver runs now (or soon after its current run). */
    async wake(accountId: string): Promise<void> {
      await queue.wake(accountId).catch((error: unknown) => log.warn({ err: error, accountId }, 'wake-up not queued; the sweep will'));
    },

    /** A job was cancelled: a run of this process waiting on it looks at once; the account moves on. */
    async cancelled(jobId: string, accountId: string | null): Promise<void> {
      watchers.abort(jobId);
      if (accountId) await this.wake(accountId);
    },

    /**
     * Before an account is deleted: its unfinished jobs fail with the reason (the sweep would, later), announced before
     * this returns, while the jobs still name the account (job.failed carries its id).
     */
    async accountRemoved(accountId: string): Promise<void> {
      const day = vietnamDate(Date.now());
      for (const job of await store.activeJobs(accountId)) {
        await store.failRemaining(job.id, job.workspaceId, day, ACCOUNT_REASONS.deleted);
        forgetFiles(job.id);
      }
      await announced();
    },

    /** Runs the sweep now (tests). */
    sweep: sweeper.now,

    /** Account runs this process has driven. */
    get runs(): number {
      return runs;
    },

    /** Account runs this process claimed and handed to the process holding the account's session. */
    get handedOver(): number {
      return handedOver;
    },

    /** Messages of jobs sent from here through a session living in another process (each a forwarded call). */
    get forwardedSends(): number {
      return driver.forwardedSends;
    },

    /** Runs finish their message in flight and leave a follow-up; the queue stops. */
    async stop(): Promise<void> {
      stopping = true;
      stopController.abort();
      await starting;
      queue.stopClaiming();
      await sweeper.stop();
      await queue.stop(STOP_TIMEOUT_MS).catch((error: unknown) => log.warn({ err: error }, 'job queue did not stop cleanly'));
      // The last runs' ends are announced before the modules after this one (the webhooks) stop.
      await announced();
      log.info({ runs, handedOver, forwardedSends: driver.forwardedSends }, 'job engine stopped');
    },
  };
}
export type JobEngine = ReturnType<typeof createJobEngine>;

/** The runs of this process waiting on each job: a cancel (or the engine stopping) ends their wait at once. */
function createJobWatchers(stopping: AbortSignal) {
  const watchers = new Map<string, Set<AbortController>>();
  return {
    watch(jobId: string): { signal: AbortSignal; release: () => void } {
      const controller = new AbortController();
      const set = watchers.get(jobId) ?? new Set();
      set.add(controller);
      watchers.set(jobId, set);
      return {
        signal: AbortSignal.any([controller.signal, stopping]),
        release() {
          set.delete(controller);
          if (set.size === 0) watchers.delete(jobId);
        },
      };
    },

    abort(jobId: string): void {
      for (const controller of watchers.get(jobId) ?? []) controller.abort();
    },
  };
}

/** The periodic sweep: one at a time (a sweep asked for while one runs is that one), every `ms` once started. */
function createSweeper(sweep: () => Promise<void>, log: FastifyBaseLogger) {
  let sweeping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const now = (): Promise<void> => {
    sweeping ??= sweep()
      .catch((error: unknown) => log.warn({ err: error }, 'job sweep failed'))
      .finally(() => {
        sweeping = undefined;
      });
    return sweeping;
  };
  return {
    now,
    every(ms: number): void {
      timer = setInterval(() => void now(), ms);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await sweeping;
    },
  };
}

/**
 * One sweep: wakes every account with due work that no run of this process holds, fails the jobs of deleted
 * accounts, and removes the files of ended jobs (and of jobs never created, after a grace).
 */
async function sweepOnce(deps: {
  store: EngineStore;
  queue: DriverQueue;
  waiting: JobEngineDeps['waiting'];
  attachmentsDir: string;
  forgetFiles: (jobId: string) => void;
}): Promise<void> {
  const { store, queue, forgetFiles } = deps;
  // Slots freed by a job whose release was lost (a crash): the released jobs' accounts are woken below.
  await deps.waiting?.releaseAll();
  // An account whose run this process holds needs no wake-up: the run looks at the database when it ends.
  const held = queue.heldAccounts();
  for (const accountId of await store.accountsWithDueWork()) if (!held.has(accountId)) await queue.wake(accountId);
  const day = vietnamDate(Date.now());
  for (const job of await store.orphanedJobs()) {
    await store.failRemaining(job.id, job.workspaceId, day, ACCOUNT_REASONS.deleted);
    forgetFiles(job.id);
  }
  const folders = (await jobFolders(deps.attachmentsDir)).filter((folder) => isUuid(folder.jobId));
  const ids = folders.map((folder) => folder.jobId);
  // Which jobs exist is read before which are active: a job committed between two reads at once could be seen to
  // exist but not be active, and its files, written just before it, were removed as those of an ended job.
  const existing = await store.existing(ids);
  const active = await store.stillActive(ids);
  for (const folder of folders) {
    const ended = existing.has(folder.jobId) && !active.has(folder.jobId);
    const abandoned = !existing.has(folder.jobId) && Date.now() - folder.modifiedAt > ORPHAN_FILES_GRACE_MS;
    if (ended || abandoned) forgetFiles(folder.jobId);
  }
}
