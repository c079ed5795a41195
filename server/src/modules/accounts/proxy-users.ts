import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

/** An account that goes out through a proxy. */
export type ProxyUser = { id: string; displayName: string; proxyId: string };

/** For the proxies module: the user's accounts that go out through these proxies, oldest first. */
export async function accountsOnProxies(db: Db, workspaceId: string, proxyIds: string[]): Promise<ProxyUser[]> {
  if (proxyIds.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id, displayName: accounts.displayName, proxyId: accounts.proxyId })
    .from(accounts)
    .where(and(eq(accounts.workspaceId, workspaceId), inArray(accounts.proxyId, proxyIds)))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
  return rows.filter((row): row is ProxyUser => row.proxyId !== null);
}
