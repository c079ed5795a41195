import { bigint, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { ownerWorkspaceId } from './owners';

/* Owner: modules/audit-log. Who did what in a workspace, and when; append-only (migration 0053). */

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  workspaceId: ownerWorkspaceId(),
  at: at('at').notNull().defaultNow(),
  actorId: uuid('actor_id'),
  actorEmail: text('actor_email').notNull().default(''),
  action: text('action').notNull(),
  target: jsonb('target'),
  before: jsonb('before'),
  after: jsonb('after'),
});
