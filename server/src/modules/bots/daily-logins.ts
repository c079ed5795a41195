import { and, count, gte, inArray } from 'drizzle-orm';
import type { AccountLogins } from 'shared-sdk/schemas';
import type { Db } from '../../db/client';
import { type AccountLoginKind, accountLogins } from '../../db/schema';
import { vietnamDayStart } from '../../lib/vietnam-time';
import { SessionError } from './session-error';

export type { AccountLoginKind };

/** Why the server logs an account in no more today (the health panel's warning and the automatic logins' error). */
export const dailyLoginCapReason = (max: number) =>
  `Tài khoản đã đăng nhập ${max} lần hôm nay, mức tối đa mỗi ngày: hệ thống tạm dừng tự đăng nhập lại đến 0 giờ để tránh bị Zalo khóa tài khoản. Bạn vẫn có thể tự đăng nhập bằng mã QR hoặc cookie.`;

export interface DailyLoginsDeps {
  db: Db;
  /** ZALO_MAX_LOGINS_PER_DAY. */
  maxPerDay: number;
  now?: () => number;
}

/**
 * Every login of an account's session, counted per Vietnamese day. Many logins a day are a ban signal on Zalo: at the
 * day's maximum the server stops logging the account in by itself (a bot taken over, a short session, the jobs'
 * sends) until midnight in Asia/Ho_Chi_Minh; a login the customer asks for still goes through, and is counted.
 */
export function createDailyLogins(deps: DailyLoginsDeps) {
  const { db, maxPerDay } = deps;
  const now = deps.now ?? Date.now;

  async function countsToday(accountIds: string[]): Promise<Map<string, number>> {
    if (accountIds.length === 0) return new Map();
    const rows = await db
      .select({ accountId: accountLogins.accountId, logins: count() })
      .from(accountLogins)
      .where(and(inArray(accountLogins.accountId, accountIds), gte(accountLogins.at, vietnamDayStart(now()))))
      .groupBy(accountLogins.accountId);
    return new Map(rows.map((row) => [row.accountId, Number(row.logins)]));
  }

  const loginsOf = (today: number): AccountLogins => {
    const capped = today >= maxPerDay;
    return { today, max: maxPerDay, capped, reason: capped ? dailyLoginCapReason(maxPerDay) : null };
  };

  return {
    /** A login made: counted now. */
    async record(accountId: string, kind: AccountLoginKind): Promise<void> {
      await db.insert(accountLogins).values({ accountId, kind, at: new Date(now()) });
    },

    /** Before a login the server makes by itself: refused (DAILY_LOGIN_CAP) when the account is at today's maximum. */
    async assertAutomaticAllowed(accountId: string): Promise<void> {
      const today = (await countsToday([accountId])).get(accountId) ?? 0;
      if (today >= maxPerDay) throw new SessionError('DAILY_LOGIN_CAP', null, dailyLoginCapReason(maxPerDay));
    },

    /** The server may still log the account in by itself today. */
    async mayLogInAgain(accountId: string): Promise<boolean> {
      return ((await countsToday([accountId])).get(accountId) ?? 0) < maxPerDay;
    },

    /** Today's logins of the account (its bot's health). */
    async ofAccount(accountId: string): Promise<AccountLogins> {
      return loginsOf((await countsToday([accountId])).get(accountId) ?? 0);
    },

    /** Today's logins of each account (the health panel). */
    async today(accountIds: string[]): Promise<Map<string, AccountLogins>> {
      const counts = await countsToday(accountIds);
      return new Map(accountIds.map((id) => [id, loginsOf(counts.get(id) ?? 0)]));
    },
  };
}
export type DailyLogins = ReturnType<typeof createDailyLogins>;
