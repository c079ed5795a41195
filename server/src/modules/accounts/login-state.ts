import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { type AccountRow, createAccountsRepo } from './repo';

/** What a login or a bot changes on its account: its status, session, Zalo profile, bot switch and cookie check. */
export type LoginStateChanges = Partial<
  Pick<
    AccountRow,
    | 'status'
    | 'botEnabled'
    | 'credentialsSealed'
    | 'zaloUserId'
    | 'zaloName'
    | 'phone'
    | 'avatarUrl'
    | 'lastLoginAt'
    | 'cookieValid'
    | 'cookieCheckedAt'
    | 'cookieCheckError'
  >
>;

/**
 * For the bots module: each account's login state lives on the account (its status, sealed session, bot switch),
 * and the logins and the bots read and write it here.
 */
export function createAccountLoginState(db: Db) {
  return {
    /** The user's account with its sealed session, or undefined (none with this id, or another user's). */
    account: createAccountsRepo(db).findOwned,

    async update(accountId: string, changes: LoginStateChanges): Promise<void> {
      await db
        .update(accounts)
        // The first login starts the account's warm-up (lower daily caps for its first days).
        .set({ ...changes, ...(changes.lastLoginAt && { firstLoginAt: sql`coalesce(${accounts.firstLoginAt}, ${changes.lastLoginAt})` }), updatedAt: new Date() })
        .where(eq(accounts.id, accountId));
    },

    /** The account's bot is switched on (wherever it runs). */
    async botEnabled(accountId: string): Promise<boolean> {
      const [row] = await db.select({ botEnabled: accounts.botEnabled }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
      return Boolean(row?.botEnabled);
    },

    /** Every user's accounts whose bot should run: switched on and ACTIVE. */
    async wantingBot(): Promise<Array<{ id: string; workspaceId: string }>> {
      return db
        .select({ id: accounts.id, workspaceId: accounts.workspaceId })
        .from(accounts)
        .where(and(eq(accounts.botEnabled, true), eq(accounts.status, 'ACTIVE')));
    },
  };
}
