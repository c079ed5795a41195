import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { PhoneRunNotStarted } from 'shared-sdk/schemas';
import { at, createdAt } from './columns';
import { accounts } from './accounts';
import { ownerWorkspaceId, accountKey, createdByUser } from './owners';

/* Owner: modules/phone-lists. Phone lists imported from Excel, their numbers, the accounts' quotas and the runs (migrations 0013, 0031, 0032). */

export const phoneLists = pgTable('phone_lists', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  createdBy: createdByUser(),
  name: text('name').notNull(),
  description: text('description'),
  status: text('status').$type<'PENDING' | 'PROCESSING' | 'COMPLETED' | 'PAUSED' | 'CANCELLED'>().notNull().default('PENDING'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A number in the stored form 0xxxxxxxxx, the account that works it, and the outcome of its request and its message. */
export const phoneNumbers = pgTable('phone_numbers', {
  id: uuid('id').primaryKey().defaultRandom(),
  listId: uuid('list_id')
    .notNull()
    .references(() => phoneLists.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  phone: text('phone').notNull(),
  status: text('status').notNull().default('PENDING'),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  foundUserName: text('found_user_name'),
  foundUserId: text('found_user_id'),
  errorMessage: text('error_message'),
  messageErrorMessage: text('message_error_message'),
  processedAt: at('processed_at'),
  statusAt: at('status_at'),
});

/** An account's daily quotas for phone-list work, each null until saved (migration 0032). */
export const phoneAccountQuotas = pgTable('phone_account_quotas', {
  accountId: accountKey(),
  friendRequestLimit: integer('friend_request_limit'),
  messageLimit: integer('message_limit'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One run of a list's schedule (or 'Chạy ngay'): its side and the accounts it could not start (migration 0031). */
export const phoneListRuns = pgTable('phone_list_runs', {
  id: uuid('id').primaryKey(),
  listId: uuid('list_id')
    .notNull()
    .references(() => phoneLists.id, { onDelete: 'cascade' }),
  action: text('action').$type<'friend-request' | 'message'>().notNull(),
  createdAt: createdAt(),
  notStarted: jsonb('not_started').$type<PhoneRunNotStarted[]>().notNull().default([]),
});
