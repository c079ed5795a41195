import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiConfigs } from '../../db/schema';

export type AiConfigRow = typeof aiConfigs.$inferSelect;

export function createAiConfigRepo(db: Db) {
  return {
    async find(userId: string, accountId: string): Promise<AiConfigRow | undefined> {
      const [row] = await db
        .select()
        .from(aiConfigs)
        .where(and(eq(aiConfigs.userId, userId), eq(aiConfigs.accountId, accountId)))
        .limit(1);
      return row;
    },

    async upsert(row: { userId: string; accountId: string; systemPrompt: string; enabled: boolean }): Promise<AiConfigRow> {
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
