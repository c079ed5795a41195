import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { ownerWorkspaceId } from './auth';

/* Proxies (migration 0003). */

/** A user's proxies (migration 0003); the password only sealed (security/secret-box.ts). */
export const proxies = pgTable('proxies', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  name: text('name').notNull(),
  scheme: text('scheme').$type<'http' | 'https' | 'socks4' | 'socks5'>().notNull(),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  username: text('username'),
  passwordSealed: text('password_sealed'),
  isActive: boolean('is_active').notNull().default(true),
  /** The last test (migration 0025): working or not, when, how long, why not (a sentence and its technical detail). */
  lastTestOk: boolean('last_test_ok'),
  lastTestAt: at('last_test_at'),
  lastTestLatencyMs: integer('last_test_latency_ms'),
  lastTestError: text('last_test_error'),
  lastTestDetail: text('last_test_detail'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
