import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { ownerWorkspaceId, ownerAccountId, accountKey } from './owners';

/*
 * Owner: modules/social. Each account's stored friends and groups, the user's friend and group tags, and when each
 * account last synced them (migrations 0008, 0015).
 */

/** A user's tag of friends or of groups: a name, a colour and a description. */
const tagColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  name: text('name').notNull(),
  color: text('color').notNull().default('#3B82F6'),
  description: text('description'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** When each account last synced its friends, or its groups (each table declared by name: the ownership check reads it). */
const accountSyncColumns = () => ({
  accountId: accountKey(),
  syncedAt: at('synced_at').notNull().defaultNow(),
});

/** An account's friends as the last sync saw them (migration 0008); `removedAt` marks those gone since. */
export const friends = pgTable('friends', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  accountId: ownerAccountId(),
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

export const friendTags = pgTable('friend_tags', tagColumns());

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

export const accountFriendSyncs = pgTable('account_friend_syncs', accountSyncColumns());

/** An account's groups as the last sync saw them (migration 0015); `version` is Zalo's, `removedAt` marks those left. */
export const groups = pgTable('groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  accountId: ownerAccountId(),
  groupId: text('group_id').notNull(),
  name: text('name').notNull(),
  memberCount: integer('member_count').notNull().default(0),
  isCommunity: boolean('is_community').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  lockViewMember: boolean('lock_view_member').notNull().default(false),
  version: text('version').notNull().default(''),
  removedAt: at('removed_at'),
  lastSyncAt: at('last_sync_at').notNull().defaultNow(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const groupTags = pgTable('group_tags', tagColumns());

export const groupTagAssignments = pgTable(
  'group_tag_assignments',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => groupTags.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tagId, table.groupId] })],
);

export const accountGroupSyncs = pgTable('account_group_syncs', accountSyncColumns());
