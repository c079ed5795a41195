import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './auth';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Migration 0012: shared pending lists and their members. */
export const sharedLists = pgTable('shared_lists', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
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
