import path from 'node:path';
import { loadSendingRules, type SendingRules } from './health-settings';

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
  /** Sending windows, circuit breaker, warm-up and the daily contact limits shown per account (health-settings.ts). */
  sending: SendingRules;
  /** Where attached files wait until their job ends. */
  attachmentsDir: string;
  timing: EngineTiming;
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
  superviseSeconds: 30,
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
