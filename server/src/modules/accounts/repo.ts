import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, aiConfigs, proxies } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountWithAi = AccountRow & { aiEnabled: boolean };
type AccountChanges = Partial<Omit<AccountRow, 'id' | 'userId' | 'createdAt'>>;

const withAi = { account: accounts, aiEnabled: sql<boolean>`coalesce(${aiConfigs.enabled}, false)` };

export function createAccountsRepo(db: Db) {
  const flatten = (rows: Array<{ account: AccountRow; aiEnabled: boolean }>): AccountWithAi[] =>
    rows.map((row) => ({ ...row.account, aiEnabled: row.aiEnabled }));

  return {
    async list(userId: string): Promise<AccountWithAi[]> {
      const rows = await db
        .select(withAi)
        .from(accounts)
        .leftJoin(aiConfigs, eq(aiConfigs.accountId, accounts.id))
        .where(eq(accounts.userId, userId))
        .orderBy(asc(accounts.createdAt), asc(accounts.id));
      return flatten(rows);
    },

    async findOwned(userId: string, id: string): Promise<AccountWithAi | undefined> {
      const rows = await db
        .select(withAi)
        .from(accounts)
        .leftJoin(aiConfigs, eq(aiConfigs.accountId, accounts.id))
        .where(and(eq(accounts.userId, userId), eq(accounts.id, id)))
        .limit(1);
      return flatten(rows)[0];
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(accounts).where(eq(accounts.userId, userId));
      return row?.value ?? 0;
    },

    async ownsProxy(userId: string, proxyId: string): Promise<boolean> {
      const rows = await db
        .select({ id: proxies.id })
        .from(proxies)
        .where(and(eq(proxies.userId, userId), eq(proxies.id, proxyId)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Inserts unless the user already holds `limit` accounts (-1: no limit). A per-user lock makes the
     * count and the insert one step, so two racing requests cannot both take the last place.
     */
    async insertWithinLimit(
      values: typeof accounts.$inferInsert & { systemPrompt?: string },
      limit: number,
    ): Promise<AccountRow | undefined> {
      const { systemPrompt, ...account } = values;
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`accounts:${account.userId}`}))`);
        if (limit >= 0) {
          const [held] = await tx.select({ value: count() }).from(accounts).where(eq(accounts.userId, account.userId));
          if ((held?.value ?? 0) >= limit) return undefined;
        }
        const [row] = await tx.insert(accounts).values(account).returning();
        if (systemPrompt) {
          await tx.insert(aiConfigs).values({ accountId: row.id, userId: row.userId, systemPrompt, enabled: false });
        }
        return row;
      });
    },

    async update(userId: string, id: string, changes: AccountChanges): Promise<AccountRow | undefined> {
      const [row] = await db
        .update(accounts)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(accounts.userId, userId), eq(accounts.id, id)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.id, id)))
        .returning({ id: accounts.id });
      return rows.length > 0;
    },
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
