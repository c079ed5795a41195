import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payosSimLinks } from '../../db/schema';

export type SimLinkRow = typeof payosSimLinks.$inferSelect;
export type SimLinkStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'EXPIRED';

/** payOS reports a pending link past its expiredAt as EXPIRED. */
export function statusOf(link: SimLinkRow, now: Date = new Date()): SimLinkStatus {
  if (link.status === 'PENDING' && link.expiredAt && link.expiredAt <= now) return 'EXPIRED';
  return link.status;
}

const stillPayable = (id: string) =>
  and(
    eq(payosSimLinks.id, id),
    eq(payosSimLinks.status, 'PENDING'),
    or(isNull(payosSimLinks.expiredAt), gt(payosSimLinks.expiredAt, new Date())),
  );

export function createSimLinkRepo(db: Db) {
  return {
    /** Undefined when the order code is taken. */
    async insert(row: typeof payosSimLinks.$inferInsert): Promise<SimLinkRow | undefined> {
      const [inserted] = await db.insert(payosSimLinks).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    /** By payment link id or by order code, as payOS's GET /v2/payment-requests/{id} accepts both. */
    /** By payment-link id only: what the browser knows (an order code is guessable). */
    async findById(id: string): Promise<SimLinkRow | undefined> {
      const [row] = await db.select().from(payosSimLinks).where(eq(payosSimLinks.id, id)).limit(1);
      return row;
    },

    async find(idOrOrderCode: string): Promise<SimLinkRow | undefined> {
      const byOrderCode = /^\d{1,16}$/.test(idOrOrderCode) && Number.isSafeInteger(Number(idOrOrderCode));
      const where = byOrderCode ? eq(payosSimLinks.orderCode, Number(idOrOrderCode)) : eq(payosSimLinks.id, idOrOrderCode);
      const [row] = await db.select().from(payosSimLinks).where(where).limit(1);
      return row;
    },

    async markPaid(id: string, reference: string): Promise<SimLinkRow | undefined> {
      const [row] = await db
        .update(payosSimLinks)
        .set({ status: 'PAID', reference, paidAt: new Date() })
        .where(stillPayable(id))
        .returning();
      return row;
    },

    async markCancelled(id: string, reason: string | null): Promise<SimLinkRow | undefined> {
      const [row] = await db
        .update(payosSimLinks)
        .set({ status: 'CANCELLED', cancellationReason: reason, canceledAt: new Date() })
        .where(stillPayable(id))
        .returning();
      return row;
    },
  };
}
export type SimLinkRepo = ReturnType<typeof createSimLinkRepo>;
