import type { FastifyBaseLogger } from 'fastify';
import type { AccountStatus } from 'shared-sdk/schemas';
import { isRemoteSession, SessionError } from '../../bots';
import type { PlatformSession } from '../../../platform/gateway';
import type { DoNotContactSendCheck } from './do-not-contact-check';
import { vietnamDate } from '../../../lib/vietnam-time';
import { type JobMessageSent, reportingSends } from './report-sends';
import { dueAt, type JobRun, jobOver, type JobSenderDeps, sendJob, type Slice } from './send-job';
import type { SendingHealth } from './sending-health';
import type { DailyCaps, EngineTiming } from '../../../config/jobs';
import type { AccountState, ActiveJob, EngineStore } from './store';

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

/** A login that failed for a passing reason (network, proxy slow) is tried again no sooner than this. */
const MIN_LOGIN_RETRY_MS = 1000;

export interface DriverDeps {
  store: EngineStore;
  /** The account's one live session, here or in the process holding it (modules/bots/runtime.ts). */
  withSession: <T>(workspaceId: string, accountId: string, work: (session: PlatformSession) => Promise<T>) => Promise<T>;
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

/** The wait before the next message, in ms: `draw` (in [0, 1)) places it in [delayMin, delayMax] seconds. */
export function randomDelayMs(payload: { delayMin?: unknown; delayMax?: unknown }, draw: number): number {
  const min = Math.max(0, Number(payload.delayMin) || 0);
  const max = Math.max(min, Number(payload.delayMax) || 0);
  return Math.round((min + draw * (max - min)) * 1000);
}

/** The job to send at `at`, or when the account is due next, or null when it has nothing left. */
function choose(jobs: ActiveJob[], at: number): { job: ActiveJob } | { at: number } | null {
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
  const sender: JobSenderDeps = { ...deps, now, random, halted, delayOf: (job) => randomDelayMs(job.payload, random()) };
  /** Messages sent through a session living in another process (each one a forwarded call). */
  let forwardedSends = 0;

  async function failJob(job: ActiveJob, reason: string): Promise<void> {
    await store.failRemaining(job.id, job.workspaceId, vietnamDate(now()), reason);
    log.info({ jobId: job.id, reason }, 'job failed: account cannot send');
    deps.onJobEnded(job.id);
  }

  /** Sends `job` with a session; failures to log in fail the job (the user must act) or retry later. */
  async function runJob(account: AccountState, accountId: string, job: ActiveJob, slice: Slice): Promise<JobRun> {
    try {
      return await deps.withSession(account.workspaceId, accountId, (session) => {
        const remote = isRemoteSession(session);
        // The session opened in another process: the slice ends before its first message, the next run goes there.
        if (remote && slice.moveIfForwarded) slice.sliceEnd = now();
        const through = remote ? reportingSends(session, () => (forwardedSends += 1), job, accountId) : session;
        return sendJob(sender, reportingSends(through, deps.onMessageSent, job, accountId), accountId, job, slice);
      });
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
    const choice = choose(await store.activeJobs(accountId), now());
    if (!choice) return null;
    const at = 'at' in choice ? choice.at : now();
    return { at: Math.max(at, account.cooldownUntil?.getTime() ?? 0), jobId: 'job' in choice ? choice.job.id : undefined };
  }

  return {
    /**
     * Drives the account for one slice. Answers when the run stopped waiting (`at`, with the job it was
     * pacing), or null when the account had nothing left to send.
     */
    async run(accountId: string, halt: AbortSignal = new AbortController().signal, dueAt?: number, options: { moveIfForwarded?: boolean } = {}): Promise<RunEnd> {
      const slice: Slice = { sliceEnd: now() + timing.sliceMs, halt, dueAt, moveIfForwarded: options.moveIfForwarded };
      for (;;) {
        if (halted(slice)) return { at: now() };
        const account = await store.accountState(accountId);
        // A deleted account's jobs lost their account (set null); the sweep fails them.
        if (!account) return { at: null };
        const choice = choose(await store.activeJobs(accountId), now());
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

    get forwardedSends(): number {
      return forwardedSends;
    },
  };
}
export type Driver = ReturnType<typeof createDriver>;
