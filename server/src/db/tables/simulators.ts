import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, orderCode } from './columns';

/* Owner: simulators (the local payOS simulator, server/src/simulators/payos). Migration 0002. */

/** The local payOS simulator's payment links (not used with the real payOS). */
export const payosSimLinks = pgTable('payos_sim_links', {
  id: text('id').primaryKey(),
  orderCode: orderCode('order_code').notNull().unique(),
  amount: integer('amount').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  items: jsonb('items').$type<Array<{ name: string; quantity: number; price: number }>>().notNull().default([]),
  status: text('status').$type<'PENDING' | 'PAID' | 'CANCELLED'>().notNull().default('PENDING'),
  expiredAt: at('expired_at'),
  reference: text('reference'),
  paidAt: at('paid_at'),
  cancellationReason: text('cancellation_reason'),
  canceledAt: at('canceled_at'),
  createdAt: createdAt(),
});
