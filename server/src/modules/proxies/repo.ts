import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { proxies } from '../../db/schema';

export type ProxyRow = typeof proxies.$inferSelect;
export type NewProxyRow = typeof proxies.$inferInsert;
export type ProxyChanges = Partial<Pick<ProxyRow, 'name' | 'scheme' | 'host' | 'port' | 'username' | 'passwordSealed' | 'isActive'>>;

/** Every statement is scoped to one owner: a proxy of another user is simply not found. */
export function createProxiesRepo(db: Db) {
  const owned = (userId: string, id: string) => and(eq(proxies.userId, userId), eq(proxies.id, id));

  return {
    async list(userId: string, filter: { isActive?: boolean; page: number; limit: number }): Promise<{ rows: ProxyRow[]; total: number }> {
      const where =
        filter.isActive === undefined ? eq(proxies.userId, userId) : and(eq(proxies.userId, userId), eq(proxies.isActive, filter.isActive));
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

    async stats(userId: string): Promise<{ total: number; active: number }> {
      const [row] = await db
        .select({ total: count(), active: sql<number>`count(*) filter (where ${proxies.isActive})` })
        .from(proxies)
        .where(eq(proxies.userId, userId));
      return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
    },

    async find(userId: string, id: string): Promise<ProxyRow | undefined> {
      const [row] = await db.select().from(proxies).where(owned(userId, id)).limit(1);
      return row;
    },

    async insert(row: NewProxyRow): Promise<ProxyRow> {
      const [inserted] = await db.insert(proxies).values(row).returning();
      return inserted;
    },

    async update(userId: string, id: string, changes: ProxyChanges): Promise<ProxyRow | undefined> {
      const [row] = await db
        .update(proxies)
        .set({ ...changes, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(proxies).where(owned(userId, id)).returning({ id: proxies.id });
      return rows.length > 0;
    },
  };
}
export type ProxiesRepo = ReturnType<typeof createProxiesRepo>;
