import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { proxies } from '../../db/schema';
import { accountsOnProxies } from '../accounts';

export type ProxyRow = typeof proxies.$inferSelect;
export type NewProxyRow = typeof proxies.$inferInsert;
export type ProxyChanges = Partial<
  Pick<
    ProxyRow,
    'name' | 'scheme' | 'host' | 'port' | 'username' | 'passwordSealed' | 'isActive' | 'lastTestOk' | 'lastTestAt' | 'lastTestLatencyMs' | 'lastTestError' | 'lastTestDetail'
  >
>;

/** Every statement is scoped to one owner: a proxy of another user is simply not found. */
export function createProxiesRepo(db: Db) {
  const owned = (workspaceId: string, id: string) => and(eq(proxies.workspaceId, workspaceId), eq(proxies.id, id));

  return {
    async list(workspaceId: string, filter: { isActive?: boolean; page: number; limit: number }): Promise<{ rows: ProxyRow[]; total: number }> {
      const where =
        filter.isActive === undefined ? eq(proxies.workspaceId, workspaceId) : and(eq(proxies.workspaceId, workspaceId), eq(proxies.isActive, filter.isActive));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(proxies)
          .where(where)
          .orderBy(desc(proxies.createdAt), desc(proxies.id))
          .limit(filter.limit)
          .offset((filter.page - 1) * filter.limit),
        db.select({ total: count() }).from(proxies).where(where),
      ]);
      return { rows, total: Number(total) };
    },

    async stats(workspaceId: string): Promise<{ total: number; active: number }> {
      const [row] = await db
        .select({ total: count(), active: sql<number>`count(*) filter (where ${proxies.isActive})` })
        .from(proxies)
        .where(eq(proxies.workspaceId, workspaceId));
      return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
    },

    async find(workspaceId: string, id: string): Promise<ProxyRow | undefined> {
      const [row] = await db.select().from(proxies).where(owned(workspaceId, id)).limit(1);
      return row;
    },

    async insert(row: NewProxyRow): Promise<ProxyRow> {
      const [inserted] = await db.insert(proxies).values(row).returning();
      return inserted;
    },

    /** Several at once, in one statement (a paste of many proxies). */
    async insertMany(rows: NewProxyRow[]): Promise<ProxyRow[]> {
      return rows.length === 0 ? [] : db.insert(proxies).values(rows).returning();
    },

    /** The user's accounts that go out through these proxies, oldest first (the accounts module's read). */
    usersOf: (workspaceId: string, proxyIds: string[]) => accountsOnProxies(db, workspaceId, proxyIds),

    /** Every proxy of the user by address and username: a paste must not add one twice. */
    async addresses(workspaceId: string): Promise<Array<Pick<ProxyRow, 'name' | 'host' | 'port' | 'username'>>> {
      return db
        .select({ name: proxies.name, host: proxies.host, port: proxies.port, username: proxies.username })
        .from(proxies)
        .where(eq(proxies.workspaceId, workspaceId));
    },

    async update(workspaceId: string, id: string, changes: ProxyChanges): Promise<ProxyRow | undefined> {
      const [row] = await db
        .update(proxies)
        .set({ ...changes, updatedAt: new Date() })
        .where(owned(workspaceId, id))
        .returning();
      return row;
    },

    /** The last test's result; not an edit of the proxy, so `updated_at` stays. */
    async recordTest(workspaceId: string, id: string, test: Required<Pick<ProxyChanges, 'lastTestOk' | 'lastTestAt' | 'lastTestLatencyMs' | 'lastTestError' | 'lastTestDetail'>>): Promise<void> {
      await db.update(proxies).set(test).where(owned(workspaceId, id));
    },

    async remove(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db.delete(proxies).where(owned(workspaceId, id)).returning({ id: proxies.id });
      return rows.length > 0;
    },
  };
}
export type ProxiesRepo = ReturnType<typeof createProxiesRepo>;
