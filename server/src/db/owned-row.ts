import { and, eq } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgColumn, PgDatabase, PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A table whose rows belong to a user (`user_id`). */
type UserOwnedTable = PgTable & { userId: PgColumn };

/**
 * The user's row of `table` whose `column` is `value`, or undefined: another user's row is as unknown as a missing
 * one. `db` is the database or a transaction of it.
 */
export async function findOwnedRow<T extends UserOwnedTable>(
  db: PgDatabase<NodePgQueryResultHKT, typeof schema>,
  table: T,
  userId: string,
  column: PgColumn,
  value: unknown,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.userId, userId), eq(column, value)))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}
