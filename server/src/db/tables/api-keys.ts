import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { createdByUser, ownerWorkspaceId } from './owners';

/* Owner: modules/api-keys. The workspace's API keys, stored only as their hash (migration 0054). */

export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  name: text('name').notNull(),
  /** The key's first 12 characters (`zmk_` and 8 more), shown to recognise it. */
  prefix: text('prefix').notNull(),
  /** SHA-256 (hex) of the whole key: the key itself is never stored. */
  keyHash: text('key_hash').notNull().unique(),
  scope: text('scope').$type<'read' | 'write'>().notNull(),
  /** The accounts the key may act on; null: every account of the workspace. */
  accountIds: uuid('account_ids').array(),
  createdBy: createdByUser(),
  createdAt: createdAt(),
  expiresAt: at('expires_at'),
  lastUsedAt: at('last_used_at'),
  lastUsedIp: text('last_used_ip'),
  revokedAt: at('revoked_at'),
  /** Paused ('Tạm dừng'): refused until resumed (null again). */
  pausedAt: at('paused_at'),
});
