import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orderCode } from './columns';
import { plans } from './subscription';
import { ownerWorkspaceId } from './owners';

/* Owner: modules/payments. Payments for a plan through payOS (migration 0002). */

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  planId: uuid('plan_id')
    .notNull()
    .references(() => plans.id),
  orderCode: orderCode('order_code').notNull().unique(),
  amount: integer('amount').notNull(),
  description: text('description').notNull(),
  status: text('status').$type<'PENDING' | 'COMPLETED' | 'FAILED' | 'CANCELLED'>().notNull().default('PENDING'),
  paymentLinkId: text('payment_link_id'),
  checkoutUrl: text('checkout_url'),
  expiresAt: at('expires_at').notNull(),
  paidAt: at('paid_at'),
  reference: text('reference'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
