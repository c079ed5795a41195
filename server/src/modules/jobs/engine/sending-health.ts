import type { Database } from '../../../db/client';
import type { JobActionColumn } from '../../../db/schema';
import { accountRowSql } from '../../accounts';
import { afterAttempt, type BreakerCounters, markOf } from './breaker';
import type { DailyCaps, SendingRules } from '../../../config/jobs';
import { opensAt, type SendingWindow } from '../../../lib/day-window';
import type { OutcomeContacts } from './outcomes';
import type { ActiveJob, PendingRecipient, RecordedStatus } from './store';
import { warmUpCap } from './warm-up';

/** The engine waits: the job shows until when and why. */
export interface Hold {
  until: number;
  reason: string;
}

export const WARM_UP_REASON = 'Tài khoản mới đã đạt giới hạn làm nóng hôm nay';

/** Why a job waits outside its account's sending window (shown on its card). */
export const WINDOW_REASON = 'Ngoài khung giờ gửi';

/** Breaker reasons are stored as the account's cool-down reason with the text apart (breaker_reason). */
export const BREAKER_COOLDOWN = 'BREAKER';

/** One account's sending rules as stored: its window (or the server's), warm-up start, breaker counters and state. */
export interface AccountRulesRow {
  window: SendingWindow | null;
  firstLoginAt: Date | null;
  counters: BreakerCounters;
  breaker: Hold | null;
}

const date = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));

/**
 * The part of the account rules that the engine and the accounts screen read the same way, of an account row `a`
 * (the accounts module's accountRowSql: the warm-up's start is a column of accounts).
 */
export const RULES_COLUMNS = /* sql */ `
  a.first_login_at, w.enabled AS window_enabled, w.start_minute, w.end_minute,
  s.fail_streak, s.recent_outcomes, s.breaker_reason, s.cooldown_until, s.cooldown_reason`;
export const RULES_JOINS = /* sql */ `
  LEFT JOIN account_sending_windows w ON w.account_id = a.id
  LEFT JOIN account_send_state s ON s.account_id = a.id`;

export function rulesFromRow(row: Record<string, unknown>, rules: SendingRules, now: number): AccountRulesRow {
  const own = row.window_enabled === null || row.window_enabled === undefined ? undefined : Boolean(row.window_enabled);
  const window = own === undefined ? rules.defaultWindow : own ? { start: Number(row.start_minute), end: Number(row.end_minute) } : null;
  const until = date(row.cooldown_until)?.getTime() ?? 0;
  const breaker = row.cooldown_reason === BREAKER_COOLDOWN && until > now ? { until, reason: String(row.breaker_reason ?? '') } : null;
  return {
    window,
    firstLoginAt: date(row.first_login_at),
    counters: { streak: Number(row.fail_streak ?? 0), recent: String(row.recent_outcomes ?? '') },
    breaker,
  };
}

/** Where the window holds the account at `now`: until it opens. */
export function windowHold(window: SendingWindow | null, now: number): Hold | null {
  const opens = window ? opensAt(window, now) : null;
  return opens === null ? null : { until: opens, reason: WINDOW_REASON };
}

/**
 * The engine's side of the sending window, the circuit breaker and the warm-up (driver.ts and send-job.ts call these;
 * the maths is in lib/day-window.ts, breaker.ts and warm-up.ts). Reads once per run, writes only when something changes.
 */
export function createSendingHealth(deps: { sql: Pick<Database, 'query'>; rules: SendingRules; caps: DailyCaps }) {
  const { sql, rules, caps } = deps;

  async function read(accountId: string, now: number): Promise<AccountRulesRow> {
    const [row] = await sql.query<Record<string, unknown>>(`SELECT ${RULES_COLUMNS} FROM (${accountRowSql('$1')}) a ${RULES_JOINS}`, [accountId]);
    return rulesFromRow(row ?? {}, rules, now);
  }

  return {
    /** What holds the account before a run sends: the open breaker, else the closed window. */
    async holdOf(accountId: string, now: number): Promise<Hold | null> {
      const state = await read(accountId, now);
      return state.breaker ?? windowHold(state.window, now);
    },

    /** The job waits until `hold.until`, its card says why. */
    async pause(jobId: string, hold: Hold): Promise<void> {
      await sql.query(`UPDATE jobs SET paused_until = $2, pause_reason = $3, updated_at = now() WHERE id = $1 AND status IN ('PENDING', 'PROCESSING')`, [
        jobId,
        new Date(hold.until),
        hold.reason,
      ]);
    },

    /** The account's rules for one job's run: its daily cap (warm-up), its window, and the breaker's counting. */
    async forRun(accountId: string, job: ActiveJob, now: number) {
      const state = await read(accountId, now);
      let counters = state.counters;
      return {
        cap: (action: JobActionColumn, at: number) => warmUpCap(caps[action], rules.warmUp, state.firstLoginAt, at),
        windowHold: (at: number) => windowHold(state.window, at),
        /** Set when the warm-up lowers today's cap: why a job that reached it waits for tomorrow. */
        warmUpReason: (action: JobActionColumn, at: number) =>
          warmUpCap(caps[action], rules.warmUp, state.firstLoginAt, at) < caps[action] ? WARM_UP_REASON : null,

        /**
         * What an outcome counts toward the account's day beside the caps (written with the outcome, outcomes.ts):
         * a phone lookup, and a message that may have gone to a non-friend (its uid, checked against the friends).
         */
        contacts(recipient: PendingRecipient, outcome: { status: RecordedStatus; resolvedId: string | null }): OutcomeContacts {
          const maybeStranger = job.action === 'message' && job.type !== 'TO_FRIENDS' && outcome.status === 'SENT' && recipient.targetType !== 'group';
          return {
            phoneLookups: recipient.targetType === 'phone' ? 1 : 0,
            strangerUid: maybeStranger ? (outcome.resolvedId ?? recipient.targetId) : null,
          };
        },

        /** After an outcome: feeds the breaker, and opens it when its rule says so (the account cools down, the job shows why). Answers the hold when it opened. */
        async note(outcome: { status: RecordedStatus; errorCode: number | null }, at: number): Promise<Hold | null> {
          const mark = markOf(outcome.status, outcome.errorCode);
          const before = counters;
          const { counters: next, trip } = afterAttempt(counters, mark, rules.breaker);
          counters = trip ? { streak: 0, recent: '' } : next;
          if (trip) {
            const hold = { until: at + rules.breaker.pauseMs, reason: trip };
            await sql.query(
              `WITH s AS (
                 INSERT INTO account_send_state (account_id, cooldown_until, cooldown_reason, breaker_reason) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (account_id) DO UPDATE SET cooldown_until = excluded.cooldown_until, cooldown_reason = excluded.cooldown_reason,
                   breaker_reason = excluded.breaker_reason, fail_streak = 0, recent_outcomes = ''
               )
               UPDATE jobs SET paused_until = $2, pause_reason = $4, updated_at = now() WHERE id = $5 AND status IN ('PENDING', 'PROCESSING')`,
              [accountId, new Date(hold.until), BREAKER_COOLDOWN, trip, job.id],
            );
            return hold;
          }
          // Sends after sends change nothing the breaker reads: written only while a failure is in view.
          const changed = next.streak !== before.streak || next.recent !== before.recent;
          const failing = next.streak > 0 || before.streak > 0 || next.recent.includes('F') || before.recent.includes('F');
          if (changed && failing) {
            await sql.query(`UPDATE account_send_state SET fail_streak = $2, recent_outcomes = $3 WHERE account_id = $1`, [accountId, next.streak, next.recent]);
          }
          return null;
        },
      };
    },
  };
}
export type SendingHealth = ReturnType<typeof createSendingHealth>;
