import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { plans, subscriptions } from '../db/schema';

/** Moves the user to the named plan ('basic', 'plus', 'pro', or one a test made) as a paid subscription. */
export async function moveToPlan(database: Database, userId: string, planName: string): Promise<void> {
  const [plan] = await database.db.select().from(plans).where(eq(plans.name, planName));
  await database.db.update(subscriptions).set({ planId: plan.id, isTrial: false }).where(eq(subscriptions.workspaceId, userId));
}

/**
 * Moves the user to a plan of 100 accounts with these job limits (-1: unlimited), made under this name the first
 * time it is asked for.
 */
export async function moveToJobLimitsPlan(database: Database, userId: string, name: string, daily = -1, concurrent = -1): Promise<void> {
  await database.query(
    `INSERT INTO plans (name, display_name, price, duration_days, account_limit, daily_job_limit, concurrent_job_limit)
     VALUES ($1, $1, 1, 30, 100, $2, $3) ON CONFLICT (name) DO NOTHING`,
    [name, daily, concurrent],
  );
  await moveToPlan(database, userId, name);
}
