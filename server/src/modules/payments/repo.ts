import { and, desc, eq, ne } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { findOwnedRow } from '../../db/owned-row';
import type { Executor } from '../subscription';

export type PaymentRow = typeof payments.$inferSelect;
type LocalStatus = PaymentRow['status'];

export function createPaymentsRepo(db: Executor) {
  return {
    /** Undefined when the order code is taken or the user already has a pending payment (unique indexes). */
    async insertPending(row: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
      const [inserted] = await db.insert(payments).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async findPending(workspaceId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.workspaceId, workspaceId), eq(payments.status, 'PENDING')))
        .limit(1);
      return row;
    },

    /** A user's own payment only: another user's order code is as unknown as a missing one. */
    findOwn: (workspaceId: string, orderCode: number): Promise<PaymentRow | undefined> => findOwnedRow(db, payments, workspaceId, payments.orderCode, orderCode),

    /** For the webhook, which carries no user. */
    async findByOrderCode(orderCode: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.orderCode, orderCode)).limit(1);
      return row;
    },

    async attachLink(id: string, link: { paymentLinkId: string; checkoutUrl: string }): Promise<void> {
      await db
        .update(payments)
        .set({ ...link, updatedAt: new Date() })
        .where(eq(payments.id, id));
    },

    /** Moves a still pending payment to a final state; false when it was no longer pending. */
    async closePending(id: string, status: Exclude<LocalStatus, 'PENDING' | 'COMPLETED'>): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, 'PENDING')))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /**
     * Marks a payment completed exactly once. Money received counts even when the payment had been closed
     * locally meanwhile (cancelled or failed), so any status but COMPLETED qualifies. False when already done.
     */
    async markCompleted(id: string, paid: { paidAt: Date; reference: string | null }): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'COMPLETED', ...paid, updatedAt: new Date() })
        .where(and(eq(payments.id, id), ne(payments.status, 'COMPLETED')))
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    /** The user's payments, newest first; their plans are the subscription module's to name. */
    async history(workspaceId: string) {
      return db
        .select({
          orderCode: payments.orderCode,
          planId: payments.planId,
          amount: payments.amount,
          status: payments.status,
          createdAt: payments.createdAt,
          paidAt: payments.paidAt,
        })
        .from(payments)
        .where(eq(payments.workspaceId, workspaceId))
        .orderBy(desc(payments.createdAt), desc(payments.orderCode));
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
