import { uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { ownerUserId } from './auth';

/*
 * The columns that tie a row to its owner, deleted with it. Builders (a new column per call): a column belongs to one
 * table. Not for the tables accounts.ts loads (auth.ts, accounts.ts, proxies.ts): this file imports accounts.ts; they
 * take ownerUserId from auth.ts, where it is built.
 */

/** The user the row belongs to (`user_id`): built in auth.ts beside `users`. */
export { ownerUserId };

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
