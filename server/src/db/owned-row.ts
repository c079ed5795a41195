import { and, eq } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgColumn, PgDatabase, PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A table whose rows belong to a workspace (`workspace_id`). */
type WorkspaceOwnedTable = PgTable & { workspaceId: PgColumn };

/**
 * The workspace's row of `table` whose `column` is `value`, or undefined: another workspace's row is as unknown as a missing
 * one. `db` is the database or a transaction of it.
 */
export async function findOwnedRow<T extends WorkspaceOwnedTable>(
  db: PgDatabase<NodePgQueryResultHKT, typeof schema>,
  table: T,
  workspaceId: string,
  column: PgColumn,
  value: unknown,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.workspaceId, workspaceId), eq(column, value)))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}
