import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { createdByUser, ownerWorkspaceId } from './owners';

/* Owner: modules/webhooks. Where a workspace's events are POSTed, the events and each delivery (migration 0055). */

/** An endpoint of a workspace; the signing secret only sealed (security/secret-box.ts). */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  url: text('url').notNull(),
  description: text('description'),
  events: text('events').array().notNull(),
  secretSealed: text('secret_sealed').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  disabledReason: text('disabled_reason').$type<'FAILING'>(),
  failingSince: at('failing_since'),
  createdBy: createdByUser(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Each event once, kept 30 days (its id is the `webhook-id` of every attempt). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  workspaceId: ownerWorkspaceId(),
  type: text('type').notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
});

/** One event to one endpoint: its attempts and the last answer. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  endpointId: uuid('endpoint_id')
    .notNull()
    .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  eventId: text('event_id')
    .notNull()
    .references(() => webhookEvents.id, { onDelete: 'cascade' }),
  status: text('status').$type<'PENDING' | 'SUCCEEDED' | 'RETRYING' | 'FAILED'>().notNull().default('PENDING'),
  attempts: integer('attempts').notNull().default(0),
  responseStatus: integer('response_status'),
  responseBody: text('response_body'),
  error: text('error'),
  durationMs: integer('duration_ms'),
  test: boolean('test').notNull().default(false),
  createdAt: createdAt(),
  lastAttemptAt: at('last_attempt_at'),
  nextAttemptAt: at('next_attempt_at'),
});
