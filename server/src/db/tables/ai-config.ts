import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { ownerWorkspaceId, accountKey } from './owners';

/* Owner: modules/ai-config. Each account's AI auto-reply settings (migration 0004). */

export const aiConfigs = pgTable('ai_configs', {
  accountId: accountKey(),
  workspaceId: ownerWorkspaceId(),
  systemPrompt: text('system_prompt').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
