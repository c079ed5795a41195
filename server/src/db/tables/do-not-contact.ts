import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DoNotContactKind, DoNotContactSource } from 'shared-sdk/schemas';
import { at, createdAt } from './columns';
import { workspaces } from './auth';
import { ownerWorkspaceId } from './owners';

/* Owner: modules/do-not-contact. Each user's do-not-contact list and opt-out words (migration 0019). */

/** A phone number, or a person by their stable platform id (with the phone the stored friends knew, if any). */
export const doNotContact = pgTable('do_not_contact', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  kind: text('kind').$type<DoNotContactKind>().notNull(),
  phone: text('phone'),
  globalId: text('global_id'),
  displayName: text('display_name'),
  source: text('source').$type<DoNotContactSource>().notNull(),
  createdAt: createdAt(),
});

export const doNotContactSettings = pgTable('do_not_contact_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  optOutWords: jsonb('opt_out_words').$type<string[]>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
