import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AccountStatus } from 'shared-sdk/schemas';
import { at, createdAt } from './columns';
import { ownerWorkspaceId } from './auth';
import { proxies } from './proxies';

/* Owner: modules/accounts. The user's Zalo accounts (migration 0004). */

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  displayName: text('display_name').notNull(),
  zaloUserId: text('zalo_user_id'),
  phone: text('phone'),
  avatarUrl: text('avatar_url'),
  status: text('status').$type<AccountStatus>().notNull().default('PENDING'),
  proxyId: uuid('proxy_id').references(() => proxies.id, { onDelete: 'set null' }),
  autoStart: boolean('auto_start').notNull().default(false),
  autoJoinByLink: boolean('auto_join_by_link').notNull().default(false),
  credentialsSealed: text('credentials_sealed'),
  /** The user wants the bot running: it is started again after a restart. */
  botEnabled: boolean('bot_enabled').notNull().default(false),
  lastLoginAt: at('last_login_at'),
  /** The first login: the warm-up's day 1 (migration 0020). */
  firstLoginAt: at('first_login_at'),
  /** The Zalo display name of the person logged in (migration 0025). */
  zaloName: text('zalo_name'),
  /** The last cookie check: its answer, when, and why it could not be checked (migration 0025). */
  cookieValid: boolean('cookie_valid'),
  cookieCheckedAt: at('cookie_checked_at'),
  cookieCheckError: text('cookie_check_error'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
