import type { BreakerSettings } from './breaker';
import { parseWindow, type SendingWindow } from './sending-window';
import { parseWarmUp } from './warm-up';

/** What keeps accounts safe beside the daily caps (issue 19 points 3 and 4), from JOB_SENDING_WINDOW, JOB_BREAKER_*, JOB_WARMUP, JOB_DAILY_*_LIMIT. */
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

