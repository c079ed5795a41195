import { bigint, boolean, customType, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { ConversationType, MessageAttachment, MessageKind, MessageSource, MessageStatus } from 'shared-sdk/schemas';
import { at } from './columns';
import { ownerWorkspaceId, ownerAccountId } from './owners';

/* The inbox (migrations 0045-0046): one conversation per account and chat, and every message kept of it. Owner: modules/inbox. */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: ownerWorkspaceId(),
    /** The member the conversation is assigned to, if any. */
    assigneeId: uuid('assignee_id'),
    accountId: ownerAccountId(),
    /** The contact's uid as this account sees them, or the group's id. */
    threadId: text('thread_id').notNull(),
    type: text('type').$type<ConversationType>().notNull(),
    /** Null until known (a stored friend or group, the contact's own name on their message, a lookup). */
    name: text('name'),
    /** The name as search compares it (foldVietnamese). */
    nameFolded: text('name_folded').notNull().default(''),
    avatar: text('avatar'),
    /** When the name was last looked up in the stored friends and groups. */
    namedAt: at('named_at'),
    lastMessageId: uuid('last_message_id'),
    lastText: text('last_text').notNull().default(''),
    lastKind: text('last_kind').$type<MessageKind>(),
    lastFromMe: boolean('last_from_me').notNull().default(false),
    /** The latest message's time: the list's order. */
    lastAt: at('last_at').notNull().defaultNow(),
    unreadCount: integer('unread_count').notNull().default(0),
    lastReadAt: at('last_read_at'),
    /** Switched off by the user until switched on again. */
    aiPaused: boolean('ai_paused').notNull().default(false),
    /** A reply typed in the inbox pauses the AI until then (INBOX_AI_PAUSE_HOURS). */
    aiPausedUntil: at('ai_paused_until'),
    /** A private chat's contact's stable Zalo id, once learnt (migration 0047). */
    contactGlobalId: text('contact_global_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('conversations_thread_key').on(table.accountId, table.type, table.threadId),
    index('conversations_user_recent_idx').on(table.workspaceId, table.lastAt.desc(), table.id.desc()),
    index('conversations_account_recent_idx').on(table.accountId, table.lastAt.desc(), table.id.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of storing: messages of the same millisecond keep the order they came in. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    accountId: uuid('account_id').notNull(),
    /** The platform's id: a message is stored once per account (null until the platform took a message sent here). */
    platformMessageId: text('platform_message_id'),
    fromMe: boolean('from_me').notNull(),
    senderId: text('sender_id').notNull().default(''),
    senderName: text('sender_name').notNull().default(''),
    kind: text('kind').$type<MessageKind>().notNull().default('text'),
    text: text('text').notNull().default(''),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    at: at('at').notNull(),
    status: text('status').$type<MessageStatus>().notNull(),
    source: text('source').$type<MessageSource>().notNull(),
    /** The job that sent it; no foreign key, the jobs are another module's (a deleted job leaves the message). */
    jobId: uuid('job_id'),
    errorCode: integer('error_code'),
    errorMessage: text('error_message'),
    optOut: boolean('opt_out').notNull().default(false),
    /** Where files sent from the inbox are kept (modules/inbox/files.ts), removed with the message. */
    filesKey: text('files_key'),
    /** The folded text with its owner's and account's tokens (modules/inbox/search.ts). */
    search: tsvector('search').notNull(),
    /** When this server stored it (`at` is when the platform says it was sent). */
    storedAt: at('stored_at').notNull().defaultNow(),
  },
  (table) => [unique('messages_platform_key').on(table.accountId, table.platformMessageId)],
);
