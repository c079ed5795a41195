import { and, count, desc, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import type { AccountStatus, QrStatus } from 'shared-sdk/schemas';
import type { Db } from '../../db/client';
import { botLeases, botSessions, qrLogins, serverProcesses } from '../../db/schema';
import { createAccountLoginState } from '../accounts';

export type QrLoginRow = typeof qrLogins.$inferSelect;
export type BotSessionRow = typeof botSessions.$inferSelect;

export function createBotsRepo(db: Db) {
  const loginState = createAccountLoginState(db);
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

    /** Gives `holder`'s lease to `next` (which then renews it as its own). */
    async handLease(accountId: string, holder: string, next: string, ttlMs: number): Promise<void> {
      await db
        .update(botLeases)
        .set({ holder: next, expiresAt: new Date(Date.now() + ttlMs) })
        .where(and(eq(botLeases.accountId, accountId), eq(botLeases.holder, holder)));
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

    /** The account's bot is enabled and some process holds its live session (or is handing it to another). */
    async botLeased(accountId: string): Promise<boolean> {
      const [row] = await db
        .select({ accountId: botLeases.accountId })
        .from(botLeases)
        .where(and(eq(botLeases.accountId, accountId), sql`${botLeases.expiresAt} > now()`))
        .limit(1);
      return Boolean(row) && (await loginState.botEnabled(accountId));
    },

    /**
     * Accounts whose bot should run but whose session nobody holds (never started here, or its holder died). The
     * live leases are read before the accounts: a bot that stops meanwhile is switched off before its lease goes
     * (runtime.ts), so it is seen either still leased or no longer wanted, never as an orphan to start again.
     */
    async orphanedBots(): Promise<Array<{ id: string; workspaceId: string }>> {
      const leased = await db.select({ accountId: botLeases.accountId }).from(botLeases).where(gte(botLeases.expiresAt, sql`now()`));
      const held = new Set(leased.map((lease) => lease.accountId));
      return (await loginState.wantingBot()).filter((account) => !held.has(account.id));
    },

    // ── the processes sharing the accounts' sessions ──

    /** `holder` is alive and may hold sessions. */
    async present(holder: string): Promise<void> {
      await db.insert(serverProcesses).values({ holder }).onConflictDoUpdate({ target: serverProcesses.holder, set: { seenAt: sql`now()` } });
    },

    async leave(holder: string): Promise<void> {
      await db.delete(serverProcesses).where(eq(serverProcesses.holder, holder));
    },

    /** The processes seen within `aliveMs` (at least this one), and the live leases they share. */
    async shares(aliveMs: number): Promise<{ processes: number; leases: number }> {
      const [[processes], [leases]] = await Promise.all([
        db.select({ value: count() }).from(serverProcesses).where(sql`${serverProcesses.seenAt} > now() - ${aliveMs} * interval '1 millisecond'`),
        db.select({ value: count() }).from(botLeases).where(sql`${botLeases.expiresAt} > now()`),
      ]);
      return { processes: Math.max(1, processes?.value ?? 0), leases: leases?.value ?? 0 };
    },

    /** Of the processes seen within `aliveMs` other than `holder`, the one holding the fewest live leases, and how many. */
    async leastLoaded(holder: string, aliveMs: number): Promise<{ holder: string; leases: number } | undefined> {
      const held = db
        .select({ holder: botLeases.holder, leases: count().as('leases') })
        .from(botLeases)
        .where(sql`${botLeases.expiresAt} > now()`)
        .groupBy(botLeases.holder)
        .as('held');
      const [row] = await db
        .select({ holder: serverProcesses.holder, leases: sql<number>`coalesce(${held.leases}, 0)`.mapWith(Number) })
        .from(serverProcesses)
        .leftJoin(held, eq(held.holder, serverProcesses.holder))
        .where(and(ne(serverProcesses.holder, holder), sql`${serverProcesses.seenAt} > now() - ${aliveMs} * interval '1 millisecond'`))
        .orderBy(sql`coalesce(${held.leases}, 0)`, serverProcesses.holder)
        .limit(1);
      return row;
    },

    // ── accounts (their login state is the accounts module's) ──

    account: loginState.account,
    updateAccount: loginState.update,
    setStatus: (accountId: string, status: AccountStatus): Promise<void> => loginState.update(accountId, { status }),

    // ── session history ──

    async openSession(row: { accountId: string; workspaceId: string; holder: string }): Promise<string> {
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

    async insertQrLogin(row: { accountId: string; workspaceId: string; qrImage: string }): Promise<string> {
      const [inserted] = await db.insert(qrLogins).values(row).returning({ id: qrLogins.id });
      return inserted.id;
    },

    async updateQrLogin(id: string, changes: { status: QrStatus; scannedName?: string; error?: string }): Promise<void> {
      await db
        .update(qrLogins)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(qrLogins.id, id));
    },

    async qrLogin(workspaceId: string, accountId: string, id: string): Promise<QrLoginRow | undefined> {
      const [row] = await db
        .select()
        .from(qrLogins)
        .where(and(eq(qrLogins.workspaceId, workspaceId), eq(qrLogins.accountId, accountId), eq(qrLogins.id, id)))
        .limit(1);
      return row;
    },
  };
}
export type BotsRepo = ReturnType<typeof createBotsRepo>;
