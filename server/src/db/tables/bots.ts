import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { QrStatus } from 'shared-sdk/schemas';
import { at, createdAt } from './columns';
import { ownerWorkspaceId, ownerAccountId, accountKey } from './owners';

/* Bot leases, bot sessions and QR logins (migration 0005); the accounts' logins (0056). */

export const botLeases = pgTable('bot_leases', {
  accountId: accountKey(),
  holder: text('holder').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** Session calls forwarded to the process holding the account's lease, and their answers (migration 0057). */
export const sessionCalls = pgTable('session_calls', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id').notNull(),
  replyChannel: text('reply_channel').notNull(),
  request: jsonb('request').notNull(),
  answer: jsonb('answer'),
  claimedAt: at('claimed_at'),
  createdAt: createdAt(),
});

/** The processes that may hold sessions, seen at each take-over tick (migration 0057). */
export const serverProcesses = pgTable('server_processes', {
  holder: text('holder').primaryKey(),
  seenAt: at('seen_at').notNull().defaultNow(),
});

export const botSessions = pgTable('bot_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: ownerAccountId(),
  workspaceId: ownerWorkspaceId(),
  holder: text('holder').notNull(),
  startedAt: at('started_at').notNull().defaultNow(),
  endedAt: at('ended_at'),
  endReason: text('end_reason'),
  messagesReceived: integer('messages_received').notNull().default(0),
  messagesSent: integer('messages_sent').notNull().default(0),
});

export const qrLogins = pgTable('qr_logins', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: ownerAccountId(),
  workspaceId: ownerWorkspaceId(),
  status: text('status').$type<QrStatus>().notNull().default('PENDING'),
  qrImage: text('qr_image').notNull(),
  scannedName: text('scanned_name'),
  error: text('error'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Which login of an account's session: see migration 0056. */
export type AccountLoginKind = 'BOT' | 'TAKEOVER' | 'SHORT' | 'QR' | 'COOKIE' | 'CHECK';

export const accountLogins = pgTable('account_logins', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: ownerAccountId(),
  at: at('at').notNull().defaultNow(),
  kind: text('kind').$type<AccountLoginKind>().notNull(),
});
