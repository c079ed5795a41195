import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKeyRow = typeof apiKeys.$inferInsert;

/** Every statement but the guard's lookup by hash is scoped to one workspace: another's key is simply not found. */
export function createApiKeysRepo(db: Db) {
  const owned = (workspaceId: string, id: string) => and(eq(apiKeys.workspaceId, workspaceId), eq(apiKeys.id, id));
  return {
    list: (workspaceId: string): Promise<ApiKeyRow[]> =>
      db.select().from(apiKeys).where(eq(apiKeys.workspaceId, workspaceId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)),

    async find(workspaceId: string, id: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db.select().from(apiKeys).where(owned(workspaceId, id)).limit(1);
      return row;
    },

    async insert(row: NewApiKeyRow): Promise<ApiKeyRow> {
      const [inserted] = await db.insert(apiKeys).values(row).returning();
      return inserted;
    },

    /** Sets `revoked_at` once (a second revocation changes nothing); undefined when the workspace has no such key. */
    async revoke(workspaceId: string, id: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(owned(workspaceId, id), isNull(apiKeys.revokedAt)))
        .returning();
      return row;
    },

    /** Changes the given columns of a key not revoked; undefined when the workspace has no such key, or it is revoked. */
    async update(workspaceId: string, id: string, changes: Partial<Pick<NewApiKeyRow, 'name' | 'scope' | 'accountIds' | 'expiresAt' | 'pausedAt'>>): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .update(apiKeys)
        .set(changes)
        .where(and(owned(workspaceId, id), isNull(apiKeys.revokedAt)))
        .returning();
      return row;
    },

    /** The guard's lookup: the key with this hash, whatever its workspace. */
    async byHash(keyHash: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash)).limit(1);
      return row;
    },

    /** When and from where keys were last used, several in one statement. */
    async touch(uses: Array<{ id: string; at: Date; ip: string }>): Promise<void> {
      if (uses.length === 0) return;
      const values = sql.join(
        uses.map((use) => sql`(${use.id}::uuid, ${use.at.toISOString()}::timestamptz, ${use.ip})`),
        sql`, `,
      );
      await db.execute(sql`UPDATE api_keys SET last_used_at = used.at, last_used_ip = used.ip
        FROM (VALUES ${values}) AS used(id, at, ip)
        WHERE api_keys.id = used.id AND (api_keys.last_used_at IS NULL OR api_keys.last_used_at < used.at)`);
    },
  };
}
export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
