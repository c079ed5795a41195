import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { AccountStatus, QrStatus } from 'shared-sdk/schemas';
import type { Db } from '../../db/client';
import { accounts, botLeases, botSessions, qrLogins } from '../../db/schema';

export type QrLoginRow = typeof qrLogins.$inferSelect;
export type BotSessionRow = typeof botSessions.$inferSelect;

export function createBotsRepo(db: Db) {
  return {
    // ── leases: one live session per account across every server process ──

    /** Takes or renews the lease unless another holder's is still alive. True when `holder` has it now. */
    async acquireLease(accountId: string, holder: string, ttlMs: number): Promise<boolean> {
      const expiresAt = new Date(Date.now() + ttlMs);
      const rows = await db
        .insert(botLeases)
        .values({ accountId, holder, expiresAt })
        .onConflictDoUpdate({
          target: botLeases.accountId,
          set: { holder, expiresAt },
          setWhere: or(eq(botLeases.holder, holder), lt(botLeases.expiresAt, sql`now()`)),
        })
        .returning({ holder: botLeases.holder });
      return rows[0]?.holder === holder;
    },

    async releaseLease(accountId: string, holder: string): Promise<void> {
      await db.delete(botLeases).where(and(eq(botLeases.accountId, accountId), eq(botLeases.holder, holder)));
    },

    async liveLease(accountId: string): Promise<{ holder: string } | undefined> {
      const [row] = await db
        .select({ holder: botLeases.holder })
        .from(botLeases)
        .where(and(eq(botLeases.accountId, accountId), sql`${botLeases.expiresAt} > now()`))
        .limit(1);
      return row;
    },

    /** Accounts whose bot should run but whose session nobody holds (never started here, or its holder died). */
    async orphanedBots(): Promise<Array<{ id: string; userId: string }>> {
      return db
        .select({ id: accounts.id, userId: accounts.userId })
        .from(accounts)
        .leftJoin(botLeases, eq(botLeases.accountId, accounts.id))
        .where(
          and(
            eq(accounts.botEnabled, true),
            eq(accounts.status, 'ACTIVE'),
            or(sql`${botLeases.accountId} IS NULL`, lt(botLeases.expiresAt, sql`now()`)),
          ),
        );
    },

    // ── accounts ──

    async account(userId: string, accountId: string) {
      const [row] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.id, accountId)))
        .limit(1);
      return row;
    },

    async updateAccount(accountId: string, changes: Partial<typeof accounts.$inferInsert>): Promise<void> {
      await db
        .update(accounts)
        // The first login starts the account's warm-up (lower daily caps for its first days).
        .set({ ...changes, ...(changes.lastLoginAt && { firstLoginAt: sql`coalesce(${accounts.firstLoginAt}, ${changes.lastLoginAt})` }), updatedAt: new Date() })
        .where(eq(accounts.id, accountId));
    },

    async setStatus(accountId: string, status: AccountStatus): Promise<void> {
      await this.updateAccount(accountId, { status });
    },

    // ── session history ──

    async openSession(row: { accountId: string; userId: string; holder: string }): Promise<string> {
      const [inserted] = await db.insert(botSessions).values(row).returning({ id: botSessions.id });
      return inserted.id;
    },

    async closeSession(id: string, endReason: string, counters: { received: number; sent: number }): Promise<void> {
      await db
        .update(botSessions)
        .set({ endedAt: new Date(), endReason, messagesReceived: counters.received, messagesSent: counters.sent })
        .where(eq(botSessions.id, id));
    },

    async sessionPage(accountId: string, page: number, limit: number): Promise<{ rows: BotSessionRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(botSessions)
          .where(eq(botSessions.accountId, accountId))
          .orderBy(desc(botSessions.startedAt), desc(botSessions.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(botSessions).where(eq(botSessions.accountId, accountId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    // ── QR logins ──

    async insertQrLogin(row: { accountId: string; userId: string; qrImage: string }): Promise<string> {
      const [inserted] = await db.insert(qrLogins).values(row).returning({ id: qrLogins.id });
      return inserted.id;
    },

    async updateQrLogin(id: string, changes: { status: QrStatus; scannedName?: string; error?: string }): Promise<void> {
      await db
        .update(qrLogins)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(qrLogins.id, id));
    },

    async qrLogin(userId: string, accountId: string, id: string): Promise<QrLoginRow | undefined> {
      const [row] = await db
        .select()
        .from(qrLogins)
        .where(and(eq(qrLogins.userId, userId), eq(qrLogins.accountId, accountId), eq(qrLogins.id, id)))
        .limit(1);
      return row;
    },
  };
}
export type BotsRepo = ReturnType<typeof createBotsRepo>;
