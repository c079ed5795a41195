import { boolean, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';
import { ownerWorkspaceId, ownerAccountId } from './owners';

/* Owner: modules/shared-lists. Kho chung: shared pending lists, their members, and the uids other accounts reach them by (migrations 0012, 0017). */

/** A user's list of one source account. */
export const sharedLists = pgTable('shared_lists', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  sourceAccountId: uuid('source_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  description: text('description'),
  archived: boolean('archived').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const sharedListMembers = pgTable('shared_list_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  listId: uuid('list_id')
    .notNull()
    .references(() => sharedLists.id, { onDelete: 'cascade' }),
  memberId: text('member_id').notNull(),
  globalId: text('global_id'),
  displayName: text('display_name'),
  /** Migration 0034. */
  avatar: text('avatar'),
  zaloName: text('zalo_name'),
  groupId: text('group_id'),
  groupName: text('group_name'),
  status: text('status').notNull().default('pending'),
  statusReason: text('status_reason'),
  statusAt: at('status_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A member as another account than the list's source reaches them: that account sends to `uid` (migration 0017). */
export const sharedListMemberUids = pgTable(
  'shared_list_member_uids',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => sharedLists.id, { onDelete: 'cascade' }),
    accountId: ownerAccountId(),
    uid: text('uid').notNull(),
    memberId: text('member_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.listId, table.accountId, table.uid] })],
);
