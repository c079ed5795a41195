import { uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { ownerWorkspaceId, users } from './auth';

/*
 * The columns that tie a row to its owner, deleted with it. Builders (a new column per call): a column belongs to one
 * table. Not for the tables accounts.ts loads (auth.ts, accounts.ts, proxies.ts): this file imports accounts.ts; they
 * take ownerWorkspaceId from auth.ts, where it is built.
 */

/** The workspace the row belongs to (`workspace_id`): built in auth.ts beside `workspaces`. */
export { ownerWorkspaceId };

/** The person who made the row (`created_by`), kept as unknown when they are deleted. */
export const createdByUser = () => uuid('created_by').references(() => users.id, { onDelete: 'set null' });

/** The account the row belongs to (`account_id`). */
export const ownerAccountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** A row of one account's own, keyed by it (`account_id`): its settings, its last sync. */
export const accountKey = () =>
  uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' });
