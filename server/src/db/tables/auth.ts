import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/* Users and their refresh tokens (migration 0001). */

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull().default('USER'),
  /** Access tokens signed with a lower epoch are refused (see modules/auth/token-epochs.ts). */
  tokenEpoch: integer('token_epoch').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A business: it owns the accounts, lists, jobs and subscription; people work in it (migration 0053). */
export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/**
 * The workspace a row belongs to (`workspace_id`), deleted with it. A builder (a new column per call): a column
 * belongs to one table. Here beside `workspaces`, so that the tables accounts.ts loads can use it too (tables/owners.ts
 * imports accounts.ts).
 */
export const ownerWorkspaceId = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

export type WorkspaceRole = 'OWNER' | 'ADMIN' | 'AGENT';

/** Who works in which workspace, with which role; one OWNER per workspace. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: ownerWorkspaceId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<WorkspaceRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId] })],
);

/** The Zalo accounts an AGENT works with (the account's row deletes these with it, migration 0053). */
export const memberAccounts = pgTable(
  'member_accounts',
  {
    workspaceId: uuid('workspace_id').notNull(),
    userId: uuid('user_id').notNull(),
    accountId: uuid('account_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId, table.accountId] })],
);

/** A link to join a workspace: only its token's hash is kept; it expires and is used once. */
export const workspaceInvitations = pgTable('workspace_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  email: text('email').notNull(),
  role: text('role').$type<Exclude<WorkspaceRole, 'OWNER'>>().notNull(),
  accountIds: uuid('account_ids').array().notNull().default([]),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** One row per issued refresh token; a family is one sign-in and every rotation that followed it. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The workspace this sign-in works in (a switch starts a new session in the other one). */
  workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});
