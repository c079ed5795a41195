import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './auth';
import { accounts } from './accounts';

/* Owner: modules/ai-config. Each account's AI auto-reply settings (migration 0004). */

export const aiConfigs = pgTable('ai_configs', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  systemPrompt: text('system_prompt').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
