import { asc, desc, eq } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { Plan, PlanName } from 'shared-sdk/schemas';
import * as schema from '../../db/schema';

const { planChanges, plans, subscriptions } = schema;

/** The database or a transaction of it: repos work on either. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanChangeRow = typeof planChanges.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name as PlanName,
    displayName: row.displayName,
    description: row.description,
    price: row.price,
    duration: row.durationDays,
    accountLimit: row.accountLimit,
    seatLimit: row.seatLimit,
    jobLimits: { daily: row.dailyJobLimit, concurrent: row.concurrentJobLimit },
    features: row.features,
    featureLabels: row.featureLabels,
    popular: row.popular,
    sortOrder: row.sortOrder,
  };
}

export function createSubscriptionRepo(db: Executor) {
  return {
    async listPlans(): Promise<PlanRow[]> {
      return db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.price));
    },

    /** Undefined for an unknown id, including one that is not a uuid at all. */
    async findPlanById(id: string): Promise<PlanRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
      return row;
    },

    async findPlanByName(name: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.name, name)).limit(1);
      return row;
    },

    async findSubscription(workspaceId: string, options: { lock?: boolean } = {}): Promise<SubscriptionRow | undefined> {
      const query = db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId)).limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    /** False when the user already has a subscription (a trial is given once). */
    async insertSubscription(row: typeof subscriptions.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(subscriptions).values(row).onConflictDoNothing().returning({ workspaceId: subscriptions.workspaceId });
      return inserted.length > 0;
    },

    async updateSubscription(workspaceId: string, changes: Pick<SubscriptionRow, 'planId' | 'isTrial' | 'startDate' | 'endDate'>) {
      await db
        .update(subscriptions)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(subscriptions.workspaceId, workspaceId));
    },

    async insertPlanChange(row: typeof planChanges.$inferInsert): Promise<void> {
      await db.insert(planChanges).values(row);
    },

    async listPlanChanges(workspaceId: string): Promise<PlanChangeRow[]> {
      return db.select().from(planChanges).where(eq(planChanges.workspaceId, workspaceId)).orderBy(desc(planChanges.changedAt));
    },
  };
}
export type SubscriptionRepo = ReturnType<typeof createSubscriptionRepo>;
