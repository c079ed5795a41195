import type { Db } from '../../db/client';
import { aiConfigs } from '../../db/schema';
import { findOwnedRow } from '../../db/owned-row';

export type AiConfigRow = typeof aiConfigs.$inferSelect;

export function createAiConfigRepo(db: Db) {
  return {
    find: (workspaceId: string, accountId: string): Promise<AiConfigRow | undefined> => findOwnedRow(db, aiConfigs, workspaceId, aiConfigs.accountId, accountId),

    async upsert(row: { workspaceId: string; accountId: string; systemPrompt: string; enabled: boolean }): Promise<AiConfigRow> {
      const [saved] = await db
        .insert(aiConfigs)
        .values(row)
        .onConflictDoUpdate({
          target: aiConfigs.accountId,
          set: { systemPrompt: row.systemPrompt, enabled: row.enabled, updatedAt: new Date() },
        })
        .returning();
      return saved;
    },
  };
}
export type AiConfigRepo = ReturnType<typeof createAiConfigRepo>;
