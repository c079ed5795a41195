import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, orderCode } from './columns';
import { workspaces } from './auth';
import { ownerWorkspaceId } from './owners';

/* Owner: modules/subscription. Plans, each user's subscription and its changes (migration 0002). */

/** The offer; rows are seeded by migration 0002 and editable in the database. -1 means unlimited. */
export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull(),
  durationDays: integer('duration_days').notNull(),
  accountLimit: integer('account_limit').notNull(),
  dailyJobLimit: integer('daily_job_limit').notNull(),
  concurrentJobLimit: integer('concurrent_job_limit').notNull(),
  /** How many people may work in the workspace (-1: no limit). */
  seatLimit: integer('seat_limit').notNull().default(1),
  features: text('features').array().notNull().default([]),
  featureLabels: text('feature_labels').array().notNull().default([]),
  popular: boolean('popular').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The current plan of each user; TRIAL/ACTIVE/EXPIRED is derived from isTrial and endDate. */
export const subscriptions = pgTable('subscriptions', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  planId: uuid('plan_id')
    .notNull()
    .references(() => plans.id),
  isTrial: boolean('is_trial').notNull(),
  startDate: at('start_date').notNull(),
  endDate: at('end_date').notNull(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const planChanges = pgTable('plan_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  fromPlanId: uuid('from_plan_id').references(() => plans.id),
  toPlanId: uuid('to_plan_id')
    .notNull()
    .references(() => plans.id),
  reason: text('reason').$type<'TRIAL' | 'PAYMENT'>().notNull(),
  orderCode: orderCode('order_code'),
  endDate: at('end_date').notNull(),
  changedAt: at('changed_at').notNull().defaultNow(),
});
