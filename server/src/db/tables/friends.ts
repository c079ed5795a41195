import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Migration 0008: an account's friends as the last sync saw them; `removedAt` marks those gone since. */
export const friends = pgTable('friends', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  uid: text('uid').notNull(),
  globalId: text('global_id'),
  displayName: text('display_name').notNull(),
  zaloName: text('zalo_name'),
  avatar: text('avatar'),
  phone: text('phone'),
  isActive: boolean('is_active').notNull().default(true),
  removedAt: at('removed_at'),
  lastSyncAt: at('last_sync_at').notNull().defaultNow(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const friendTags = pgTable('friend_tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  color: text('color').notNull().default('#3B82F6'),
  description: text('description'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const friendTagAssignments = pgTable(
  'friend_tag_assignments',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => friendTags.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => friends.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tagId, table.friendId] })],
);

export const accountFriendSyncs = pgTable('account_friend_syncs', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  syncedAt: at('synced_at').notNull().defaultNow(),
});
