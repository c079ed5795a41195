import type { FastifyBaseLogger } from 'fastify';
import type { EngineTiming } from '../../../config/jobs';
import { nextVietnamMidnight, vietnamDate, vietnamDayStart } from '../../../lib/vietnam-time';
import type { PlatformSession } from '../../../platform/gateway';
import type { DoNotContactSendCheck } from './do-not-contact-check';
import { type Attempt, attempt } from './actions';
import { createPersonaliser, type Personalise } from './personalise';
import type { SendingHealth } from './sending-health';
import type { ActiveJob, EngineStore, PendingRecipient } from './store';

/**
 * Sending one job inside a session (driver.ts picks the job and the session): recipient by recipient with the paced
 * delays, until the job ends or the account is due later. Each message goes through three steps: the next recipient
 * once its pacing wait is over (ready), the sending window and the daily caps (held), then the attempt and its
 * outcome (sendNext).
 */

/** This many 123 answers in a row are read as the account's daily stranger cap (see strangerCap in store.ts). */
export const STRANGER_STREAK = 3;
const RECIPIENTS_PER_READ = 200;

/** One run: until when it may send, the signal that ends it early, and when it was due (its first send's plan). */
export interface Slice {
  sliceEnd: number;
  halt: AbortSignal;
  dueAt?: number;
  /** A run that found nobody holding the account's session: it ends at once should the session open elsewhere. */
  moveIfForwarded?: boolean;
}

/** How sending one job ended: the job is over (look for the next one), or the account is due again at `at`. */
export type JobRun = { kind: 'job-over' } | { kind: 'due'; at: number };
export const jobOver: JobRun = { kind: 'job-over' };
export const dueAt = (at: number): JobRun => ({ kind: 'due', at });

/** What sending a job needs of its driver: the driver's deps, its clock and its pacing. */
export interface JobSenderDeps {
  store: EngineStore;
  timing: EngineTiming;
  log: FastifyBaseLogger;
  watchJob: (jobId: string) => { signal: AbortSignal; release: () => void };
  onJobEnded: (jobId: string) => void;
  sendSlot: <T>(send: () => Promise<T>) => Promise<T>;
  health: SendingHealth;
  doNotContact: DoNotContactSendCheck;
  now: () => number;
  random: () => number;
  /** The engine stops, or the run was taken back: end before the next message. */
  halted: (slice: Slice) => boolean;
  /** The wait before the job's next message, in ms. */
  delayOf: (job: ActiveJob) => number;
}

/** One job's sending: what it works with, and what it keeps from one message to the next. */
interface Sending {
  deps: JobSenderDeps;
  session: PlatformSession;
  accountId: string;
  job: ActiveJob;
  slice: Slice;
  rules: Awaited<ReturnType<SendingHealth['forRun']>>;
  watch: { signal: AbortSignal; release: () => void };
  /** Ends a pacing wait early: the job cancelled in this process, the engine stopping, the run taken back. */
  waits: AbortSignal;
  batch: { batchSize: number; batchPauseSeconds: number };
  personalise: Personalise;
  buffer: PendingRecipient[];
  lastSeq: number;
  nextSendAt: number;
  /** What the pacing planned for the next action (stored with its outcome). */
  plannedAt: number;
  day: string;
  usedToday: number;
  jobToday: number;
  strangers: number[];
}

/** A step's answer: end the job's sending with a JobRun, look again from the first step, or go on (null). */
type Step = JobRun | 'again' | null;
const AGAIN = 'again';

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

function batchOf(job: ActiveJob): { batchSize: number; batchPauseSeconds: number } {
  const size = Math.floor(Number(job.payload.batchSize) || 0);
  const pause = Number(job.payload.batchDelayMinutes) || 0;
  return size > 0 && pause > 0 ? { batchSize: size, batchPauseSeconds: pause * 60 } : { batchSize: 0, batchPauseSeconds: 0 };
}

function ended(s: Sending): JobRun {
  s.deps.onJobEnded(s.job.id);
  return jobOver;
}

/** The next action is paced from `at`: it waits until then, and its plan is then. */
function paceFrom(s: Sending, at: number): void {
  s.nextSendAt = at;
  s.plannedAt = at;
}

/** Sends one job inside a session until it ends or the account is due later. */
export async function sendJob(deps: JobSenderDeps, session: PlatformSession, accountId: string, job: ActiveJob, slice: Slice): Promise<JobRun> {
  const { store, now } = deps;
  const watch = deps.watchJob(job.id);
  const waits = AbortSignal.any([watch.signal, slice.halt]);
  const batch = batchOf(job);
  const rules = await deps.health.forRun(accountId, job, now());
  // Pacing holds across jobs: the first message waits this job's delay after the account's previous one.
  const lastSentAt = await store.lastSentAt(accountId);
  const paced = lastSentAt === null ? null : lastSentAt + deps.delayOf(job);
  const nextSendAt = Math.max(now(), paced ?? 0);
  // What the pacing planned for the next action (stored with its outcome): the first one was due when the run was
  // (or its pacing, if later); a late claim shows as lateness. Then each is the previous action plus its delay.
  const plannedAt = Math.max(slice.dueAt ?? now(), paced ?? 0);
  slice.dueAt = undefined;
  const personalise = createPersonaliser({ jobId: job.id, names: store.recipientNames, random: deps.random });
  const s: Sending = {
    deps, session, accountId, job, slice, rules, watch, waits, batch, personalise,
    buffer: [], lastSeq: 0, nextSendAt, plannedAt, day: '', usedToday: 0, jobToday: 0, strangers: [],
  };
  try {
    for (;;) {
      const step = (await ready(s)) ?? (await held(s)) ?? (await sendNext(s));
      if (step !== AGAIN && step !== null) return step;
    }
  } finally {
    watch.release();
  }
}

/** The next recipient, once its pacing wait is over; the job ends when none is left, or a cancel landed in the wait. */
async function ready(s: Sending): Promise<Step> {
  const { deps, job, slice } = s;
  const { store, now } = deps;
  if (s.buffer.length === 0) {
    s.buffer = await store.pendingRecipients(job.id, s.lastSeq, RECIPIENTS_PER_READ);
    if (s.buffer.length === 0) {
      // Nothing pending: finished (or cancelled meanwhile; finish() leaves a cancelled job alone).
      await store.finish(job.id);
      return ended(s);
    }
    s.lastSeq = s.buffer[s.buffer.length - 1].seq;
  }
  // Before any wait: a recipient skipped (do-not-contact list, answered lately) costs no platform call and no pacing delay.
  if (await deps.doNotContact.skipIfListed(job.id, s.buffer[0].seq)) {
    s.buffer.shift();
    return AGAIN;
  }
  if (deps.halted(slice)) return dueAt(now());

  const waitMs = s.nextSendAt - now();
  if (waitMs > 0) {
    if (waitMs > deps.timing.maxInlineWaitMs || s.nextSendAt > slice.sliceEnd) return dueAt(s.nextSendAt);
    await wait(waitMs, s.waits);
    if (deps.halted(slice)) return dueAt(Math.max(s.nextSendAt, now()));
    // A wait is where a cancel lands: look before sending another message.
    const status = await store.jobStatus(job.id);
    if (status !== 'PENDING' && status !== 'PROCESSING') return ended(s);
    if (now() < s.nextSendAt && !s.watch.signal.aborted) return AGAIN;
  }
  if (now() >= slice.sliceEnd) return dueAt(now());
  return null;
}

/** The account's sending window and the day's caps (the account's, with its warm-up, and the job's own). */
async function held(s: Sending): Promise<Step> {
  const { deps, job, rules, accountId } = s;
  const { store, now } = deps;
  const closed = rules.windowHold(now());
  if (closed) {
    await deps.health.pause(job.id, closed);
    return dueAt(closed.until);
  }
  const cap = rules.cap(job.action, now());
  const today = vietnamDate(now());
  if (today !== s.day) {
    s.day = today;
    s.usedToday = await store.usedToday(accountId, s.day, job.action);
    if (job.dailyLimit !== null) s.jobToday = await store.processedSince(job.id, vietnamDayStart(now()));
  }
  if (s.usedToday >= cap || (job.dailyLimit !== null && s.jobToday >= job.dailyLimit)) {
    const until = nextVietnamMidnight(now());
    const warmUp = s.usedToday >= cap ? rules.warmUpReason(job.action, now()) : null;
    await (warmUp ? deps.health.pause(job.id, { until, reason: warmUp }) : store.pause(job.id, new Date(until)));
    deps.log.info({ accountId, jobId: job.id, cap, jobCap: job.dailyLimit }, 'daily cap reached: paused until tomorrow');
    return dueAt(until);
  }
  return null;
}

/** One attempt on the next recipient, and what its answer means for the job and the account. */
async function sendNext(s: Sending): Promise<Step> {
  const { deps, job, accountId } = s;
  const { store, now, timing, log } = deps;
  const recipient = s.buffer[0];
  const skipFound = (person: { uid: string; globalId: string | null }) => deps.doNotContact.foundSkipReason(job, person);
  let result: Attempt = await deps.sendSlot(() => attempt(s.session, job, recipient, s.personalise, skipFound));
  // The next action's delay counts from this one, not from when its outcome was written.
  const actedAt = now();
  const planned = s.plannedAt;

  if (result.kind === 'session-closed') return dueAt(now());
  // The recipient waits (no attempt charged) for a run that finds the session where it is by then.
  if (result.kind === 'holder-unreachable') return dueAt(now() + timing.retryDelayMs);
  if (result.kind === 'listed') {
    // The number's person is skipped (do-not-contact list, answered lately) after the lookup, which is paced like a send.
    await deps.doNotContact.skipFound(job.id, recipient.seq, result.reason, result);
    s.buffer.shift();
    paceFrom(s, actedAt + deps.delayOf(job));
    return AGAIN;
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
      paceFrom(s, now() + timing.retryDelayMs);
      return AGAIN;
    }
    result = { ...result, kind: 'done', status: 'FAILED' };
  }
  if (result.kind === 'stranger') {
    const again = recipient.errorCode === result.errorCode;
    if (!again && s.strangers.length + 1 >= STRANGER_STREAK) {
      const until = Math.max(nextVietnamMidnight(now()), now() + timing.rateLimitCooldownMs);
      await store.strangerCap({
        jobId: job.id,
        seq: recipient.seq,
        putBack: s.strangers,
        errorMessage: result.errorMessage,
        workspaceId: job.workspaceId,
        accountId,
        day: s.day,
        until: new Date(until),
      });
      log.info({ accountId, jobId: job.id, until: new Date(until) }, 'stranger cap: account paused');
      return dueAt(until);
    }
    s.strangers = again ? [] : [...s.strangers, recipient.seq];
    result = { ...result, kind: 'done', status: 'FAILED' };
  } else {
    s.strangers = [];
  }
  return recordOutcome(s, recipient, result, actedAt, planned);
}

/** Writes the attempt's outcome (committed before the next message), then paces the next one. */
async function recordOutcome(
  s: Sending,
  recipient: PendingRecipient,
  result: Extract<Attempt, { kind: 'done' }>,
  actedAt: number,
  planned: number,
): Promise<Step> {
  const { deps, job, accountId, rules } = s;
  const recorded = await deps.store.record({
    jobId: job.id,
    seq: recipient.seq,
    status: result.status,
    errorCode: result.errorCode,
    errorMessage: result.errorMessage,
    displayName: result.displayName,
    resolvedId: result.resolvedId,
    sentText: result.sentText,
    workspaceId: job.workspaceId,
    accountId,
    action: job.action,
    day: s.day,
    ...s.batch,
    sentAt: new Date(actedAt),
    plannedAt: new Date(planned),
    contacts: rules.contacts(recipient, result),
  });
  s.buffer.shift();
  s.jobToday += 1;
  if (!recorded) return ended(s); // the job was deleted with its user
  const tripped = await rules.note(result, deps.now());
  if (recorded.usedToday !== null) s.usedToday = recorded.usedToday;
  if (recorded.jobStatus !== 'PENDING' && recorded.jobStatus !== 'PROCESSING') return ended(s);
  // Kicked, expired or deleted meanwhile: the run's next pick fails the job with the reason.
  if (recorded.accountStatus !== 'ACTIVE') return jobOver;
  if (tripped) return dueAt(tripped.until);
  paceFrom(s, recorded.pausedUntil ? recorded.pausedUntil.getTime() : actedAt + deps.delayOf(job));
  return AGAIN;
}
