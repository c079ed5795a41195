import path from 'node:path';
import { parseWindow, type SendingWindow } from '../lib/day-window';

/*
 * The job engine's settings from the environment (JOB_*): workers, daily caps, sending windows, breaker, warm-up,
 * attachments and timing. Read here, with every other variable; the jobs module is given them.
 */

/** How the engine paces itself. Production defaults; tests shorten them through createTestApp. */
export interface EngineTiming {
  /** A driver run sends for at most this long, then hands the account back to the queue. */
  sliceMs: number;
  /** Waits up to this long happen inside a run; longer ones end the run with a follow-up at the due time. */
  maxInlineWaitMs: number;
  /** How long an account rests after the platform's rate limit (221). */
  rateLimitCooldownMs: number;
  /** Wait before a retryable failure (network, unknown) is tried again. */
  retryDelayMs: number;
  /** pg-boss heartbeat: a run of a killed process is taken over after about this long (>= 10). */
  heartbeatSeconds: number;
  /** pg-boss supervision (expired heartbeats, maintenance), in seconds. */
  superviseSeconds: number;
  /** How often idle workers look for due follow-ups (>= 500 ms; new work wakes them at once). */
  pollMs: number;
  /** How often every account with runnable work is woken, in case a wake-up was lost. */
  sweepEveryMs: number;
  /** Draws the random delay between messages; Math.random unless a test fixes the draws. */
  random?: () => number;
  /** The engine's clock (its time of day decides the sending windows); Date.now unless a test sets its time. */
  now?: () => number;
}

export interface DailyCaps {
  message: number;
  'friend-request': number;
  'group-invite': number;
}

export interface JobsConfig {
  /** Messages this process sends at once (a slot is held for the platform call only); 0 makes it an API-only process. */
  workers: number;
  /** Accounts this process drives at once (a sleeping account holds no slot, only a timer). */
  maxAccounts: number;
  /** What one account may do per Vietnamese day. */
  dailyCaps: DailyCaps;
  /** Sending windows, circuit breaker, warm-up and the daily contact limits shown per account. */
  sending: SendingRules;
  /** Where attached files wait until their job ends. */
  attachmentsDir: string;
  timing: EngineTiming;
  /** REPLY_WINDOW_DAYS: a recipient who writes to the sending account within this many days of the send replied. */
  replyWindowDays: number;
}

/**
 * A run holds one session (a login when the account's bot is not running), so runs are long: delays up to a
 * minute are waited inside the run (on a timer: a waiting run holds no slot or connection), and a run lasts up
 * to five minutes.
 */
export const DEFAULT_TIMING: EngineTiming = {
  sliceMs: 5 * 60_000,
  maxInlineWaitMs: 65_000,
  rateLimitCooldownMs: 15 * 60_000,
  retryDelayMs: 5_000,
  heartbeatSeconds: 15,
  superviseSeconds: 10,
  pollMs: 2_000,
  sweepEveryMs: 60_000,
};

function count(value: string | undefined, fallback: number, min = 1): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= min ? parsed : fallback;
}

export function loadJobsConfig(env: NodeJS.ProcessEnv, dataDir: string): JobsConfig {
  const t = DEFAULT_TIMING;
  return {
    workers: count(env.JOB_WORKERS, 25, 0),
    maxAccounts: count(env.JOB_MAX_ACCOUNTS, 2000),
    dailyCaps: {
      message: count(env.JOB_DAILY_MESSAGE_CAP, 2000),
      'friend-request': count(env.JOB_DAILY_FRIEND_REQUEST_CAP, 100),
      'group-invite': count(env.JOB_DAILY_INVITE_CAP, 200),
    },
    sending: loadSendingRules(env),
    attachmentsDir: path.resolve(env.JOB_ATTACHMENTS_DIR || path.join(dataDir, 'job-attachments')),
    replyWindowDays: count(env.REPLY_WINDOW_DAYS, 7),
    timing: {
      sliceMs: count(env.JOB_SLICE_MS, t.sliceMs),
      maxInlineWaitMs: count(env.JOB_MAX_INLINE_WAIT_MS, t.maxInlineWaitMs, 0),
      rateLimitCooldownMs: count(env.JOB_RATE_LIMIT_COOLDOWN_MS, t.rateLimitCooldownMs),
      retryDelayMs: count(env.JOB_RETRY_DELAY_MS, t.retryDelayMs, 0),
      heartbeatSeconds: count(env.JOB_HEARTBEAT_SECONDS, t.heartbeatSeconds, 10),
      superviseSeconds: count(env.JOB_SUPERVISE_SECONDS, t.superviseSeconds),
      pollMs: count(env.JOB_POLL_MS, t.pollMs, 500),
      sweepEveryMs: count(env.JOB_SWEEP_EVERY_MS, t.sweepEveryMs),
    },
  };
}

export interface BreakerSettings {
  /** This many counted failures in a row open the breaker; 0: no such rule. */
  consecutive: number;
  /** Of the last `window` attempts (failures and sends), `rate` (0-1) or more failed opens it; window 0: no such rule. */
  window: number;
  rate: number;
  /** How long the account then rests, unless the user resumes it sooner. */
  pauseMs: number;
}

/** What keeps accounts safe beside the daily caps, from JOB_SENDING_WINDOW, JOB_BREAKER_*, JOB_WARMUP, JOB_DAILY_*_LIMIT. */
export interface SendingRules {
  /** The window of accounts that have none of their own; null: they send at any hour. */
  defaultWindow: SendingWindow | null;
  breaker: BreakerSettings;
  /** Fractions of the daily caps on the first days after an account's first login; empty: no warm-up. */
  warmUp: number[];
  /** The product's own daily limits shown on the accounts screen: messages to non-friends, phone lookups. */
  dailyStrangers: number;
  dailyPhoneLookups: number;
}

export const DEFAULT_SENDING_RULES: SendingRules = {
  defaultWindow: { start: 8 * 60, end: 21 * 60 },
  breaker: { consecutive: 5, window: 20, rate: 0.5, pauseMs: 60 * 60_000 },
  warmUp: [0.2, 0.3, 0.4, 0.5, 0.6, 0.75, 0.9],
  dailyStrangers: 40,
  dailyPhoneLookups: 100,
};

function whole(value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`expected a whole number ≥ ${min}, not "${value}"`);
  return parsed;
}

export function loadSendingRules(env: NodeJS.ProcessEnv): SendingRules {
  const d = DEFAULT_SENDING_RULES;
  const rate = whole(env.JOB_BREAKER_RATE_PERCENT, d.breaker.rate * 100, 1);
  if (rate > 100) throw new Error('JOB_BREAKER_RATE_PERCENT must be 1-100');
  return {
    defaultWindow: env.JOB_SENDING_WINDOW === undefined || env.JOB_SENDING_WINDOW === '' ? d.defaultWindow : parseWindow(env.JOB_SENDING_WINDOW),
    breaker: {
      consecutive: whole(env.JOB_BREAKER_CONSECUTIVE, d.breaker.consecutive, 0),
      window: whole(env.JOB_BREAKER_WINDOW, d.breaker.window, 0),
      rate: rate / 100,
      pauseMs: whole(env.JOB_BREAKER_PAUSE_MINUTES, d.breaker.pauseMs / 60_000, 1) * 60_000,
    },
    warmUp: env.JOB_WARMUP === undefined ? d.warmUp : parseWarmUp(env.JOB_WARMUP),
    dailyStrangers: whole(env.JOB_DAILY_STRANGER_LIMIT, d.dailyStrangers, 1),
    dailyPhoneLookups: whole(env.JOB_DAILY_PHONE_LOOKUP_LIMIT, d.dailyPhoneLookups, 1),
  };
}

/** JOB_WARMUP: comma-separated fractions in (0, 1], or 'off'. */
export function parseWarmUp(text: string): number[] {
  if (text.trim().toLowerCase() === 'off' || text.trim() === '') return [];
  const fractions = text.split(',').map((part) => Number(part.trim()));
  if (fractions.some((value) => !(value > 0 && value <= 1))) throw new Error(`JOB_WARMUP must be fractions in (0, 1] separated by commas, or off, not "${text}"`);
  return fractions;
}
