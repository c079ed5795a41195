import type { AccountHealth, AccountLogins, DailyUse, SendingWindowInput } from 'shared-sdk/schemas';
import { ZALO_FRIENDS_LIMIT } from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { vietnamDate } from '../../../lib/vietnam-time';
import type { DailyCaps, SendingRules } from '../../../config/jobs';
import { closesAt, minuteOf, opensAt, timeOf } from '../../../lib/day-window';
import { accountRowSql, userAccountIds } from '../../accounts';
import { friendCounts } from '../../social';
import { BREAKER_COOLDOWN, RULES_COLUMNS, RULES_JOINS, rulesFromRow, WINDOW_REASON } from '../engine/sending-health';
import { warmUpCap, warmUpDay } from '../engine/warm-up';
import { type AccountScope, withinScope } from '../account-scope';

export const HEALTH_ERRORS = { accountNotFound: 'Không tìm thấy tài khoản' } as const;

export interface AccountHealthDeps {
  database: Database;
  rules: SendingRules;
  caps: DailyCaps;
  rateLimitCooldownMs: number;
  /** The engine looks at the account again (a window or breaker change may let its jobs go on). */
  wake: (accountId: string) => Promise<void>;
  /** The bots module's: today's logins of the accounts and whether the server still logs them in by itself. */
  loginsToday: (accountIds: string[]) => Promise<Map<string, AccountLogins>>;
  now?: () => number;
}

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
const use = (used: number, cap: number): DailyUse => ({ used, cap });

/** The accounts screen's health panel and the settings behind it; every query is scoped by the user. */
export function createAccountHealthService(deps: AccountHealthDeps) {
  const { database: sql } = deps;
  const now = deps.now ?? Date.now;

  /**
   * The health of the user's accounts (all, or one): six statements whatever their number (the user's accounts from
   * their module, then their rules, today's usage and contacts, their friend counts from the social module and their
   * logins of the day from the bots module).
   */
  async function read(workspaceId: string, accountId?: string, scope: AccountScope = null): Promise<AccountHealth[]> {
    const at = now();
    const day = vietnamDate(at);
    const ids = (await userAccountIds(sql, workspaceId, accountId)).filter((id) => withinScope(scope, [id]));
    if (ids.length === 0) return [];
    const [accounts, usage, contacts, friends, logins] = await Promise.all([
      sql.query<Record<string, unknown>>(
        `SELECT a.id, ${RULES_COLUMNS}
           FROM unnest($1::uuid[]) WITH ORDINALITY AS k(id, n) JOIN LATERAL (${accountRowSql('k.id')}) a ON true ${RULES_JOINS}
          ORDER BY k.n`,
        [ids],
      ),
      sql.query<{ account_id: string; action: string; count: number }>(
        `SELECT account_id, action, count FROM account_daily_usage WHERE account_id = ANY($1::uuid[]) AND day = $2::date`,
        [ids, day],
      ),
      sql.query<{ account_id: string; strangers: number; phone_lookups: number }>(
        `SELECT account_id, strangers, phone_lookups FROM account_daily_contacts WHERE account_id = ANY($1::uuid[]) AND day = $2::date`,
        [ids, day],
      ),
      friendCounts(sql, workspaceId, accountId),
      deps.loginsToday(ids),
    ]);
    return accounts.map((row) => {
      const id = row.id as string;
      const used = (action: string) => Number(usage.find((u) => u.account_id === id && u.action === action)?.count ?? 0);
      const contact = contacts.find((c) => c.account_id === id);
      const counts = { used, strangers: Number(contact?.strangers ?? 0), phoneLookups: Number(contact?.phone_lookups ?? 0), friends: friends.get(id) ?? 0 };
      return { ...healthOf(deps, row, at, counts), logins: logins.get(id) as AccountLogins };
    });
  }

  async function owned(workspaceId: string, accountId: string): Promise<void> {
    if ((await userAccountIds(sql, workspaceId, accountId)).length === 0) throw notFound(HEALTH_ERRORS.accountNotFound);
  }

  async function one(workspaceId: string, accountId: string): Promise<AccountHealth> {
    const [health] = await read(workspaceId, accountId);
    if (!health) throw notFound(HEALTH_ERRORS.accountNotFound);
    return health;
  }

  return {
    /** The workspace's accounts the viewer works with (`scope`: null for every one). */
    list: (workspaceId: string, scope: AccountScope = null) => read(workspaceId, undefined, scope),

    /** The account's own window; jobs waiting for the old window look again at once. */
    async setWindow(workspaceId: string, accountId: string, input: SendingWindowInput): Promise<AccountHealth> {
      await owned(workspaceId, accountId);
      await sql.query(
        `INSERT INTO account_sending_windows (account_id, workspace_id, enabled, start_minute, end_minute) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (account_id) DO UPDATE SET enabled = excluded.enabled, start_minute = excluded.start_minute,
           end_minute = excluded.end_minute, updated_at = now()`,
        [accountId, workspaceId, input.enabled, minuteOf(input.start), minuteOf(input.end)],
      );
      await sql.query(
        `UPDATE jobs SET paused_until = NULL, pause_reason = NULL, updated_at = now()
          WHERE account_id = $1 AND workspace_id = $2 AND status IN ('PENDING', 'PROCESSING') AND pause_reason = $3`,
        [accountId, workspaceId, WINDOW_REASON],
      );
      await deps.wake(accountId);
      return one(workspaceId, accountId);
    },

    /** Closes the breaker: the account sends again now, its counters start afresh. */
    async resume(workspaceId: string, accountId: string): Promise<AccountHealth> {
      await owned(workspaceId, accountId);
      await sql.query(
        `WITH s AS (
           UPDATE account_send_state SET cooldown_until = NULL, cooldown_reason = NULL, breaker_reason = NULL, fail_streak = 0, recent_outcomes = ''
            WHERE account_id = $1 AND cooldown_reason = $3
           RETURNING breaker_reason
         )
         UPDATE jobs SET paused_until = NULL, pause_reason = NULL, updated_at = now()
          WHERE account_id = $1 AND workspace_id = $2 AND status IN ('PENDING', 'PROCESSING') AND pause_reason LIKE 'Tạm dừng gửi:%'`,
        [accountId, workspaceId, BREAKER_COOLDOWN],
      );
      await deps.wake(accountId);
      return one(workspaceId, accountId);
    },
  };
}
export type AccountHealthService = ReturnType<typeof createAccountHealthService>;

/** What the day counted of one account: its uses of each action, strangers reached, phone lookups, and its friends now. */
interface DayCounts {
  used: (action: string) => number;
  strangers: number;
  phoneLookups: number;
  friends: number;
}

/** One account's health from its rules row (RULES_COLUMNS with its id) and the day's counts, at `at` (its logins aside). */
function healthOf(deps: Pick<AccountHealthDeps, 'rules' | 'caps' | 'rateLimitCooldownMs'>, row: Record<string, unknown>, at: number, counts: DayCounts): Omit<AccountHealth, 'logins'> {
  const { rules, caps } = deps;
  const state = rulesFromRow(row, rules, at);
  const cap = (action: keyof DailyCaps) => warmUpCap(caps[action], rules.warmUp, state.firstLoginAt, at);
  const cooldownUntil = row.cooldown_until ? new Date(row.cooldown_until as string).getTime() : null;
  const strangerCapped = row.cooldown_reason === 'STRANGER_CAP' && cooldownUntil !== null && cooldownUntil > at;
  const shown = state.window ?? rules.defaultWindow ?? { start: 8 * 60, end: 21 * 60 };
  const day = warmUpDay(rules.warmUp, state.firstLoginAt, at);
  const recent = state.counters.recent;
  return {
    accountId: row.id as string,
    window: {
      enabled: state.window !== null,
      start: timeOf(shown.start),
      end: timeOf(shown.end),
      custom: row.window_enabled !== null && row.window_enabled !== undefined,
      open: state.window ? opensAt(state.window, at) === null : true,
      opensAt: iso(state.window ? opensAt(state.window, at) : null),
      closesAt: iso(state.window ? closesAt(state.window, at) : null),
    },
    warmUp: day === null || !state.firstLoginAt ? null : { day, days: rules.warmUp.length },
    today: {
      messages: use(counts.used('message'), cap('message')),
      friendRequests: use(counts.used('friend-request'), cap('friend-request')),
      invites: use(counts.used('group-invite'), cap('group-invite')),
      // Zalo refusing strangers three times in a row is its cap for the day, whatever was counted.
      strangers: use(strangerCapped ? rules.dailyStrangers : counts.strangers, rules.dailyStrangers),
      phoneLookups: use(counts.phoneLookups, rules.dailyPhoneLookups),
    },
    friends: { count: counts.friends, limit: ZALO_FRIENDS_LIMIT },
    rateLimit:
      row.cooldown_reason === 'RATE_LIMIT' && cooldownUntil !== null
        ? { at: new Date(cooldownUntil - deps.rateLimitCooldownMs).toISOString(), until: new Date(cooldownUntil).toISOString() }
        : null,
    breaker: {
      open: state.breaker !== null,
      reason: state.breaker?.reason ?? null,
      until: iso(state.breaker?.until ?? null),
      failStreak: state.counters.streak,
      recentFailures: [...recent].filter((c) => c === 'F').length,
      recentAttempts: recent.length,
    },
  };
}
