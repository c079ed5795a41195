import type { FastifyBaseLogger } from 'fastify';
import type { AccountStatus } from 'shared-sdk/schemas';
import { SessionError } from '../../bots';
import type { PlatformSession } from '../../../platform/gateway';
import type { DoNotContactSendCheck } from './do-not-contact-check';
import { type Attempt, attempt } from './actions';
import { nextVietnamMidnight, vietnamDate, vietnamDayStart } from '../../../lib/vietnam-time';
import { createPersonaliser } from './personalise';
import { type JobMessageSent, reportingSends } from './report-sends';
import type { SendingHealth } from './sending-health';
import type { DailyCaps, EngineTiming } from '../../../config/jobs';
import type { AccountState, ActiveJob, EngineStore, PendingRecipient } from './store';

/** Why an account's jobs fail instead of waiting: the user must act (log in again, re-activate...). */
export const ACCOUNT_REASONS = {
  sessionExpired: 'Tài khoản đã hết phiên đăng nhập, vui lòng đăng nhập lại',
  kicked: 'Tài khoản đã bị đăng xuất do đăng nhập ở nơi khác, vui lòng đăng nhập lại',
  loginError: 'Tài khoản bị lỗi đăng nhập, vui lòng đăng nhập lại',
  notLoggedIn: 'Tài khoản chưa đăng nhập Zalo',
  inactive: 'Tài khoản đang tạm ngừng',
  suspended: 'Tài khoản đang bị tạm khóa',
  deleted: 'Tài khoản đã bị xóa',
} as const;

const REASON_BY_STATUS: Record<Exclude<AccountStatus, 'ACTIVE'>, string> = {
  COOKIE_EXPIRED: ACCOUNT_REASONS.sessionExpired,
  RELOGIN_REQUIRED: ACCOUNT_REASONS.kicked,
  LOGIN_ERROR: ACCOUNT_REASONS.loginError,
  PENDING: ACCOUNT_REASONS.notLoggedIn,
  INACTIVE: ACCOUNT_REASONS.inactive,
  SUSPENDED: ACCOUNT_REASONS.suspended,
};

/** Null while the account can send. */
export function accountBlockReason(status: AccountStatus | null | undefined): string | null {
  if (!status) return ACCOUNT_REASONS.deleted;
  return status === 'ACTIVE' ? null : REASON_BY_STATUS[status];
}

/** This many 123 answers in a row are read as the account's daily stranger cap (see strangerCap in store.ts). */
export const STRANGER_STREAK = 3;
const RECIPIENTS_PER_READ = 200;
/** A login that failed for a passing reason (network, proxy slow) is tried again no sooner than this. */
const MIN_LOGIN_RETRY_MS = 1000;

export interface DriverDeps {
  store: EngineStore;
  /** The account's live bot session, or a short login of its own (modules/bots/runtime.ts). */
  withSession: <T>(userId: string, accountId: string, work: (session: PlatformSession) => Promise<T>) => Promise<T>;
  timing: EngineTiming;
  caps: DailyCaps;
  log: FastifyBaseLogger;
  /** Aborted when the job is cancelled in this process or the engine stops: ends a wait early. */
  watchJob: (jobId: string) => { signal: AbortSignal; release: () => void };
  stopping: () => boolean;
  /** The job ended (finished, failed, cancelled): its files can go. */
  onJobEnded: (jobId: string) => void;
  /** Runs one platform action in one of the process's sending slots (JOB_WORKERS). */
  sendSlot: <T>(send: () => Promise<T>) => Promise<T>;
  /** Sending window, circuit breaker and warm-up caps of the account (sending-health.ts). */
  health: SendingHealth;
  /** The user's do-not-contact list, checked before each send (./do-not-contact-check.ts). */
  doNotContact: DoNotContactSendCheck;
  now?: () => number;
  random?: () => number;
  /** Each message a job sent (the inbox keeps it in the customer's thread). */
  onMessageSent?: (sent: JobMessageSent) => void;
}

/** How a run ended: when it meant to go on (null: nothing left), and the job it was pacing, if any. */
export interface RunEnd {
  at: number | null;
  jobId?: string;
}

/** One run: until when it may send, the signal that ends it early, and when it was due (its first send's plan). */
interface Slice {
  sliceEnd: number;
  halt: AbortSignal;
  dueAt?: number;
}

/** How sending one job ended: the job is over (look for the next one), or the account is due again at `at`. */
type JobRun = { kind: 'job-over' } | { kind: 'due'; at: number };
const jobOver: JobRun = { kind: 'job-over' };
const dueAt = (at: number): JobRun => ({ kind: 'due', at });

function wait(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** The wait before the next message, in ms: `draw` (in [0, 1)) places it in [delayMin, delayMax] seconds. */
export function randomDelayMs(payload: { delayMin?: unknown; delayMax?: unknown }, draw: number): number {
  const min = Math.max(0, Number(payload.delayMin) || 0);
  const max = Math.max(min, Number(payload.delayMax) || 0);
  return Math.round((min + draw * (max - min)) * 1000);
}

/**
 * One account's sending. A run picks the account's current job (the one already started, else the highest
 * priority runnable one), sends recipient by recipient with the paced delays, and stops when the slice is
 * used up or the next action is far (batch pause, cool-down, schedule, tomorrow's caps): it then answers when
 * the account is due again, and the queue holds a follow-up for that time. All state is in the database.
 */
export function createDriver(deps: DriverDeps) {
  const { store, timing, log } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  /** The engine stops, or pg-boss took the run back (its heartbeat was lost): end before the next message. */
  const halted = (slice: Slice) => deps.stopping() || slice.halt.aborted;

  const delayOf = (job: ActiveJob) => randomDelayMs(job.payload, random());

  function batchOf(job: ActiveJob): { batchSize: number; batchPauseSeconds: number } {
    const size = Math.floor(Number(job.payload.batchSize) || 0);
    const pause = Number(job.payload.batchDelayMinutes) || 0;
    return size > 0 && pause > 0 ? { batchSize: size, batchPauseSeconds: pause * 60 } : { batchSize: 0, batchPauseSeconds: 0 };
  }

  /** The job to send now, or when the account is due next, or null when it has nothing left. */
  function choose(jobs: ActiveJob[]): { job: ActiveJob } | { at: number } | null {
    const at = now();
    const started = jobs.find((job) => job.status === 'PROCESSING');
    const runnable = started ?? jobs.find((job) => !job.scheduledAt || job.scheduledAt.getTime() <= at);
    if (runnable) {
      const paused = runnable.pausedUntil?.getTime() ?? 0;
      return paused > at ? { at: paused } : { job: runnable };
    }
    const scheduled = jobs.map((job) => job.scheduledAt?.getTime() ?? Number.POSITIVE_INFINITY);
    const next = Math.min(...scheduled);
    return Number.isFinite(next) ? { at: next } : null;
  }

  async function failJob(job: ActiveJob, reason: string): Promise<void> {
    await store.failRemaining(job.id, job.userId, vietnamDate(now()), reason);
    log.info({ jobId: job.id, reason }, 'job failed: account cannot send');
    deps.onJobEnded(job.id);
  }

  /** Sends one job inside a session until it ends or the account is due later. */
  async function sendJob(session: PlatformSession, accountId: string, job: ActiveJob, slice: Slice): Promise<JobRun> {
    const { sliceEnd } = slice;
    const watch = deps.watchJob(job.id);
    const waits = AbortSignal.any([watch.signal, slice.halt]);
    const batch = batchOf(job);
    const rules = await deps.health.forRun(accountId, job, now());
    let buffer: PendingRecipient[] = [];
    let lastSeq = 0;
    // Pacing holds across jobs: the first message waits this job's delay after the account's previous one.
    const lastSentAt = await store.lastSentAt(accountId);
    const paced = lastSentAt === null ? null : lastSentAt + delayOf(job);
    let nextSendAt = Math.max(now(), paced ?? 0);
    // What the pacing planned for the next action (stored with its outcome): the first one was due when the run was
    // (or its pacing, if later); a late claim shows as lateness. Then each is the previous action plus its delay.
    let plannedAt = Math.max(slice.dueAt ?? now(), paced ?? 0);
    slice.dueAt = undefined;
    let day = '';
    let usedToday = 0;
    let jobToday = 0;
    let strangers: number[] = [];
    const personalise = createPersonaliser({ jobId: job.id, names: store.recipientNames, random });

    const ended = () => {
      deps.onJobEnded(job.id);
      return jobOver;
    };

    try {
      for (;;) {
        if (buffer.length === 0) {
          buffer = await store.pendingRecipients(job.id, lastSeq, RECIPIENTS_PER_READ);
          if (buffer.length === 0) {
            // Nothing pending: finished (or cancelled meanwhile; finish() leaves a cancelled job alone).
            await store.finish(job.id);
            return ended();
          }
          lastSeq = buffer[buffer.length - 1].seq;
        }
        // Before any wait: a recipient on the do-not-contact list costs no platform call and no pacing delay.
        if (await deps.doNotContact.skipIfListed(job.id, buffer[0].seq)) {
          buffer.shift();
          continue;
        }
        if (halted(slice)) return dueAt(now());

        const waitMs = nextSendAt - now();
        if (waitMs > 0) {
          if (waitMs > timing.maxInlineWaitMs || nextSendAt > sliceEnd) return dueAt(nextSendAt);
          await wait(waitMs, waits);
          if (halted(slice)) return dueAt(Math.max(nextSendAt, now()));
          // A wait is where a cancel lands: look before sending another message.
          const status = await store.jobStatus(job.id);
          if (status !== 'PENDING' && status !== 'PROCESSING') return ended();
          if (now() < nextSendAt && !watch.signal.aborted) continue;
        }
        if (now() >= sliceEnd) return dueAt(now());

        const closed = rules.windowHold(now());
        if (closed) {
          await deps.health.pause(job.id, closed);
          return dueAt(closed.until);
        }
        const cap = rules.cap(job.action, now());
        const today = vietnamDate(now());
        if (today !== day) {
          day = today;
          usedToday = await store.usedToday(accountId, day, job.action);
          if (job.dailyLimit !== null) jobToday = await store.processedSince(job.id, vietnamDayStart(now()));
        }
        if (usedToday >= cap || (job.dailyLimit !== null && jobToday >= job.dailyLimit)) {
          const until = nextVietnamMidnight(now());
          const warmUp = usedToday >= cap ? rules.warmUpReason(job.action, now()) : null;
          await (warmUp ? deps.health.pause(job.id, { until, reason: warmUp }) : store.pause(job.id, new Date(until)));
          log.info({ accountId, jobId: job.id, cap, jobCap: job.dailyLimit }, 'daily cap reached: paused until tomorrow');
          return dueAt(until);
        }

        const recipient = buffer[0];
        const listed = (globalId: string) => deps.doNotContact.personListed(job.userId, globalId);
        let result: Attempt = await deps.sendSlot(() => attempt(session, job, recipient, personalise, listed));
        // The next action's delay counts from this one, not from when its outcome was written.
        const actedAt = now();
        const planned = plannedAt;
        const paceFrom = (at: number) => {
          nextSendAt = at;
          plannedAt = at;
        };

        if (result.kind === 'session-closed') return dueAt(now());
        if (result.kind === 'listed') {
          // The number's person is on the do-not-contact list: skipped after the lookup, which is paced like a send.
          await deps.doNotContact.skipFound(job.id, recipient.seq, result);
          buffer.shift();
          paceFrom(actedAt + delayOf(job));
          continue;
        }
        if (result.kind === 'rate-limited') {
          const until = now() + timing.rateLimitCooldownMs;
          await store.coolDown(accountId, job.id, new Date(until), 'RATE_LIMIT');
          log.info({ accountId, jobId: job.id, until: new Date(until) }, 'rate limited: account cooling down');
          return dueAt(until);
        }
        if (result.kind === 'retryable') {
          if (recipient.attempts + 1 <= job.maxRetries) {
            await store.recordRetry(job.id, recipient.seq, result.errorCode, result.errorMessage);
            recipient.attempts += 1;
            recipient.errorCode = result.errorCode;
            paceFrom(now() + timing.retryDelayMs);
            continue;
          }
          result = { ...result, kind: 'done', status: 'FAILED' };
        }
        if (result.kind === 'stranger') {
          const again = recipient.errorCode === result.errorCode;
          if (!again && strangers.length + 1 >= STRANGER_STREAK) {
            const until = Math.max(nextVietnamMidnight(now()), now() + timing.rateLimitCooldownMs);
            await store.strangerCap({
              jobId: job.id,
              seq: recipient.seq,
              putBack: strangers,
              errorMessage: result.errorMessage,
              userId: job.userId,
              accountId,
              day,
              until: new Date(until),
            });
            log.info({ accountId, jobId: job.id, until: new Date(until) }, 'stranger cap: account paused');
            return dueAt(until);
          }
          strangers = again ? [] : [...strangers, recipient.seq];
          result = { ...result, kind: 'done', status: 'FAILED' };
        } else {
          strangers = [];
        }

        const recorded = await store.record({
          jobId: job.id,
          seq: recipient.seq,
          status: result.status,
          errorCode: result.errorCode,
          errorMessage: result.errorMessage,
          displayName: result.displayName,
          resolvedId: result.resolvedId,
          sentText: result.sentText,
          userId: job.userId,
          accountId,
          action: job.action,
          day,
          ...batch,
          sentAt: new Date(actedAt),
          plannedAt: new Date(planned),
          contacts: rules.contacts(recipient, result),
        });
        buffer.shift();
        jobToday += 1;
        if (!recorded) return ended(); // the job was deleted with its user
        const tripped = await rules.note(result, now());
        if (recorded.usedToday !== null) usedToday = recorded.usedToday;
        if (recorded.jobStatus !== 'PENDING' && recorded.jobStatus !== 'PROCESSING') return ended();
        // Kicked, expired or deleted meanwhile: the run's next pick fails the job with the reason.
        if (recorded.accountStatus !== 'ACTIVE') return jobOver;
        if (tripped) return dueAt(tripped.until);
        paceFrom(recorded.pausedUntil ? recorded.pausedUntil.getTime() : actedAt + delayOf(job));
      }
    } finally {
      watch.release();
    }
  }

  /** Sends `job` with a session; failures to log in fail the job (the user must act) or retry later. */
  async function runJob(account: AccountState, accountId: string, job: ActiveJob, slice: Slice): Promise<JobRun> {
    try {
      return await deps.withSession(account.userId, accountId, (session) => sendJob(reportingSends(session, deps.onMessageSent, job, accountId), accountId, job, slice));
    } catch (error) {
      if (!(error instanceof SessionError)) throw error;
      if (error.needsUser || error.gone) {
        // No credentials, cookie refused, session expired, proxy off: nothing sends until the user acts.
        const state = await store.accountState(accountId);
        await failJob(job, state ? (accountBlockReason(state.status) ?? error.message) : ACCOUNT_REASONS.deleted);
        return jobOver;
      }
      if (error.failure === 'RATE_LIMITED') {
        const until = now() + timing.rateLimitCooldownMs;
        await store.coolDown(accountId, job.id, new Date(until), 'RATE_LIMIT');
        return dueAt(until);
      }
      log.warn({ err: error, accountId }, 'login for sending failed; retrying later');
      return dueAt(now() + Math.max(timing.retryDelayMs, MIN_LOGIN_RETRY_MS));
    }
  }

  /** When the account is due again as the database says (null: nothing to send). */
  async function dueFromState(accountId: string): Promise<{ at: number; jobId?: string } | null> {
    const account = await store.accountState(accountId);
    if (!account) return null;
    const choice = choose(await store.activeJobs(accountId));
    if (!choice) return null;
    const at = 'at' in choice ? choice.at : now();
    return { at: Math.max(at, account.cooldownUntil?.getTime() ?? 0), jobId: 'job' in choice ? choice.job.id : undefined };
  }

  return {
    /**
     * Drives the account for one slice. Answers when the run stopped waiting (`at`, with the job it was
     * pacing), or null when the account had nothing left to send.
     */
    async run(accountId: string, halt: AbortSignal = new AbortController().signal, dueAt?: number): Promise<RunEnd> {
      const slice: Slice = { sliceEnd: now() + timing.sliceMs, halt, dueAt };
      for (;;) {
        if (halted(slice)) return { at: now() };
        const account = await store.accountState(accountId);
        // A deleted account's jobs lost their account (set null); the sweep fails them.
        if (!account) return { at: null };
        const choice = choose(await store.activeJobs(accountId));
        if (!choice) return { at: null };
        if ('at' in choice) return { at: choice.at };
        const { job } = choice;
        const blocked = accountBlockReason(account.status);
        if (blocked) {
          await failJob(job, blocked);
          continue;
        }
        const held = await deps.health.holdOf(accountId, now());
        if (held) {
          await deps.health.pause(job.id, held);
          return { at: held.until };
        }
        const cooldown = account.cooldownUntil?.getTime() ?? 0;
        if (cooldown > now()) {
          await store.pause(job.id, new Date(cooldown));
          return { at: cooldown };
        }
        const result = await runJob(account, accountId, job, slice);
        if (result.kind === 'due') return { at: result.at, jobId: job.id };
        if (now() >= slice.sliceEnd) return { at: now() };
      }
    },

    /**
     * After a run has let go of the account: when its next run is due. The database decides, so work
     * that arrived while the run was ending (its wake-up was refused: a run was active) is not missed;
     * a pacing wait the run was in keeps its time while that job is still the one to send.
     */
    async followUp(accountId: string, end: RunEnd): Promise<number | null> {
      const due = await dueFromState(accountId);
      if (!due) return null;
      if (end.at !== null && end.jobId && end.jobId === due.jobId) return Math.max(end.at, due.at);
      return due.at;
    },
  };
}
export type Driver = ReturnType<typeof createDriver>;
