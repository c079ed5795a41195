import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiConfigs } from '../../db/schema';
import type { Executor } from '../subscription';

/**
 * What the accounts module reads and writes of the AI settings: the switch its list shows, and the prompt given when
 * an account is created. app.ts hands it to accounts (accounts cannot import this module, which checks its accounts
 * through them).
 */
export function createAccountsAi(db: Db) {
  return {
    /** The accounts among `accountIds` whose auto-reply is on; an account without settings is off. */
    async enabledAmong(accountIds: string[]): Promise<Set<string>> {
      if (accountIds.length === 0) return new Set();
      const rows = await db
        .select({ accountId: aiConfigs.accountId })
        .from(aiConfigs)
        .where(and(inArray(aiConfigs.accountId, accountIds), eq(aiConfigs.enabled, true)));
      return new Set(rows.map((row) => row.accountId));
    },

    /** A new account's prompt, saved switched off in `tx`, the transaction that creates the account. */
    async saveWithNewAccount(tx: Executor, row: { accountId: string; workspaceId: string; systemPrompt: string }): Promise<void> {
      await tx.insert(aiConfigs).values({ ...row, enabled: false });
    },
  };
}
