import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { findOwnedRow } from '../../db/owned-row';
import type { Executor } from '../subscription';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountWithAi = AccountRow & { aiEnabled: boolean };
type AccountChanges = Partial<Omit<AccountRow, 'id' | 'workspaceId' | 'createdAt'>>;

export function createAccountsRepo(db: Db) {
  return {
    /** The workspace's accounts, only those of `scope` when given (an AGENT's). */
    async list(workspaceId: string, scope: string[] | null = null): Promise<AccountRow[]> {
      if (scope?.length === 0) return [];
      return db
        .select()
        .from(accounts)
        .where(scope ? and(eq(accounts.workspaceId, workspaceId), inArray(accounts.id, scope)) : eq(accounts.workspaceId, workspaceId))
        .orderBy(asc(accounts.createdAt), asc(accounts.id));
    },

    findOwned: (workspaceId: string, id: string): Promise<AccountRow | undefined> => findOwnedRow(db, accounts, workspaceId, accounts.id, id),

    async count(workspaceId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(accounts).where(eq(accounts.workspaceId, workspaceId));
      return row?.value ?? 0;
    },

    /** How many of the workspace's accounts go out through the proxy, `except` one (the account being changed). */
    async countOnProxy(workspaceId: string, proxyId: string, except?: string): Promise<number> {
      const onProxy = and(eq(accounts.workspaceId, workspaceId), eq(accounts.proxyId, proxyId));
      const [row] = await db
        .select({ value: count() })
        .from(accounts)
        .where(except ? and(onProxy, sql`${accounts.id} <> ${except}`) : onProxy);
      return row?.value ?? 0;
    },

    /**
     * Inserts unless the user already holds `limit` accounts (-1: no limit). A per-user lock makes the
     * count and the insert one step, so two racing requests cannot both take the last place. `withAccount`
     * writes what belongs with the new account (its AI prompt) in the same transaction.
     */
    async insertWithinLimit(
      account: typeof accounts.$inferInsert,
      limit: number,
      withAccount?: (tx: Executor, row: AccountRow) => Promise<void>,
    ): Promise<AccountRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`accounts:${account.workspaceId}`}))`);
        if (limit >= 0) {
          const [held] = await tx.select({ value: count() }).from(accounts).where(eq(accounts.workspaceId, account.workspaceId));
          if ((held?.value ?? 0) >= limit) return undefined;
        }
        const [row] = await tx.insert(accounts).values(account).returning();
        await withAccount?.(tx, row);
        return row;
      });
    },

    async update(workspaceId: string, id: string, changes: AccountChanges): Promise<AccountRow | undefined> {
      const [row] = await db
        .update(accounts)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(accounts.workspaceId, workspaceId), eq(accounts.id, id)))
        .returning();
      return row;
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(accounts)
        .where(and(eq(accounts.workspaceId, workspaceId), eq(accounts.id, id)))
        .returning({ id: accounts.id });
      return rows.length > 0;
    },
  };
}
export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
