import { sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { JobMetadata, JobPayload, JobStatus, JobType, RecipientStatus, RecipientTargetType } from 'shared-sdk/schemas';
import { at, createdAt } from './columns';
import { accounts } from './accounts';
import { ownerWorkspaceId, ownerAccountId, accountKey, createdByUser } from './owners';

/*
 * Owner: modules/jobs. Jobs, their recipients, daily activity and usage, each account's send state, sending window
 * and daily contacts, the job schedules, the messages of a job with several and the replies by hour (migrations 0006, 0007,
 * 0020, 0048, 0052).
 */

/** What the engine does for each recipient of a job (see modules/jobs/job-draft.ts). */
export type JobActionColumn = 'message' | 'friend-request' | 'group-invite';

/** A stored attachment: the file lives on this server's disk under the data folder. */
export interface StoredAttachment {
  filename: string;
  mimeType: string;
  totalSize: number;
  path: string;
}

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  createdBy: createdByUser(),
  accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  accountName: text('account_name'),
  type: text('type').$type<JobType>().notNull(),
  action: text('action').$type<JobActionColumn>().notNull(),
  status: text('status').$type<JobStatus>().notNull().default('PENDING'),
  priority: smallint('priority').notNull().default(5),
  maxRetries: smallint('max_retries').notNull().default(3),
  scheduledAt: at('scheduled_at'),
  createdAt: createdAt(),
  startedAt: at('started_at'),
  completedAt: at('completed_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
  totalRecipients: integer('total_recipients').notNull(),
  successCount: integer('success_count').notNull().default(0),
  failedCount: integer('failed_count').notNull().default(0),
  skippedCount: integer('skipped_count').notNull().default(0),
  errorMessage: text('error_message'),
  pausedUntil: at('paused_until'),
  /** Why the job waits until pausedUntil when it is not a rate limit or cap: outside the window, breaker (migration 0020). */
  pauseReason: text('pause_reason'),
  payload: jsonb('payload').$type<JobPayload>().notNull(),
  metadata: jsonb('metadata').$type<JobMetadata>().notNull().default({}),
  attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
  targetGroupId: text('target_group_id'),
  /** PENDING beyond the plan's concurrent limit: not running, not picked, released when a slot frees (migration 0026). */
  waitingForSlot: boolean('waiting_for_slot').notNull().default(false),
  // The metadata's keys that jobs are looked up by, computed from it by the database (migration 0048): never written.
  source: text('source').generatedAlwaysAs(sql`metadata->>'source'`),
  executionId: text('execution_id').generatedAlwaysAs(sql`metadata->>'executionId'`),
  /** The Kho chung list the job works through. */
  listId: text('list_id').generatedAlwaysAs(sql`metadata->>'listId'`),
  phoneListId: text('phone_list_id').generatedAlwaysAs(sql`metadata->>'phoneListId'`),
  /** A phone list job's side: 'friend-request' or 'message'. */
  phoneAction: text('phone_action').generatedAlwaysAs(sql`metadata->>'phoneAction'`),
  /** The Kho chung schedule that created the job (migration 0051). */
  scheduleId: text('schedule_id').generatedAlwaysAs(sql`metadata->>'scheduleId'`),
  /** Recipients who replied within the window of their send, and friend requests seen accepted (migration 0052). */
  repliedCount: integer('replied_count').notNull().default(0),
  acceptedCount: integer('accepted_count').notNull().default(0),
});

export const jobRecipients = pgTable(
  'job_recipients',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    targetId: text('target_id').notNull(),
    targetType: text('target_type').$type<RecipientTargetType>().notNull(),
    displayName: text('display_name'),
    status: text('status').$type<RecipientStatus>().notNull().default('PENDING'),
    attempts: smallint('attempts').notNull().default(0),
    errorCode: integer('error_code'),
    errorMessage: text('error_message'),
    processedAt: at('processed_at'),
    /** The text as rendered for this recipient at send time (migration 0018). */
    sentText: text('sent_text'),
    /** When the engine meant to act for this recipient, by its pacing (migration 0040): lateness is measured against it. */
    plannedAt: at('planned_at'),
    /** The person as the sending account sees them (a user's uid, a phone's resolved uid), by the database (migration 0052). */
    contactId: text('contact_id').generatedAlwaysAs(
      sql`CASE target_type WHEN 'user' THEN target_id WHEN 'phone' THEN resolved_id END`,
    ),
    /** Which of the job's messages this recipient got (0 = A … 4 = E); null when the job has one message. */
    variant: smallint('variant'),
    /** The first reply within REPLY_WINDOW_DAYS of the send. */
    repliedAt: at('replied_at'),
    /** When a friend request was seen accepted. */
    acceptedAt: at('accepted_at'),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.seq] })],
);

/** The messages of a job with several (A/B), each with its recipients, sends and replies (migration 0052). */
export const jobVariants = pgTable(
  'job_variants',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    variant: smallint('variant').notNull(),
    message: text('message').notNull(),
    recipients: integer('recipients').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    replied: integer('replied').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.variant] })],
);

/** The account key of daily activity counted under no account (rows from before migration 0039, jobs whose account is gone). */
export const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

export const jobDailyActivity = pgTable(
  'job_daily_activity',
  {
    workspaceId: ownerWorkspaceId(),
    day: date('day').notNull(),
    /** The account that sent (migration 0039): one row per account, summed on read; no foreign key, the history stays. */
    accountId: uuid('account_id').notNull().default(NO_ACCOUNT_ID),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Recipients skipped by the engine (no Zalo, do-not-contact, already friends): migration 0038. */
    skipped: integer('skipped').notNull().default(0),
    /** Of `sent`: messages to people (the reply rate's base) and friend requests (migration 0052). */
    messagesSent: integer('messages_sent').notNull().default(0),
    friendRequests: integer('friend_requests').notNull().default(0),
    /** Replies to this day's messages and acceptances of its friend requests, counted on the send's day when they come. */
    replied: integer('replied').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.day, table.accountId] })],
);

/** Replies by the Vietnamese day and hour they came, per account (migration 0052): the reports' heatmap. */
export const replyHours = pgTable(
  'reply_hours',
  {
    workspaceId: ownerWorkspaceId(),
    accountId: uuid('account_id').notNull(),
    day: date('day').notNull(),
    hour: smallint('hour').notNull(),
    replies: integer('replies').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.day, table.accountId, table.hour] })],
);

export const accountDailyUsage = pgTable(
  'account_daily_usage',
  {
    accountId: ownerAccountId(),
    day: date('day').notNull(),
    action: text('action').$type<JobActionColumn>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day, table.action] })],
);

export const accountSendState = pgTable('account_send_state', {
  accountId: accountKey(),
  cooldownUntil: at('cooldown_until'),
  cooldownReason: text('cooldown_reason'),
});

/** An account's own sending window, minutes of the Vietnamese day [start, end) (migration 0020). */
export const accountSendingWindows = pgTable('account_sending_windows', {
  accountId: accountKey(),
  workspaceId: ownerWorkspaceId(),
  enabled: boolean('enabled').notNull(),
  startMinute: smallint('start_minute').notNull(),
  endMinute: smallint('end_minute').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** What an account did today that Zalo limits per day beside the caps: messages to strangers, phone lookups (migration 0020). */
export const accountDailyContacts = pgTable(
  'account_daily_contacts',
  {
    accountId: ownerAccountId(),
    day: date('day').notNull(),
    strangers: integer('strangers').notNull().default(0),
    phoneLookups: integer('phone_lookups').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day] })],
);

/** What a job schedule creates when it is due (see modules/jobs/creation/schedules.ts). */
/** bulk-groups: a Pro group message; shared-list-message, phone-*: a list's daily work. */
export type JobScheduleKind = 'bulk-groups' | 'shared-list-message' | 'phone-friend-request' | 'phone-message';

export const jobSchedules = pgTable('job_schedules', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: ownerWorkspaceId(),
  accountId: ownerAccountId(),
  kind: text('kind').$type<JobScheduleKind>().notNull(),
  scheduleTimes: text('schedule_times').array().notNull(),
  timezone: text('timezone').notNull(),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  nextRunAt: at('next_run_at').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  lastRunAt: at('last_run_at'),
  lastJobId: uuid('last_job_id'),
  lastError: text('last_error'),
  /** Set when the system stopped it because its list has nothing left (migration 0027); paused by the user: null. */
  finishedAt: at('finished_at'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** The phone list or Kho chung list the schedule works through, from its request (migration 0051): never written. */
  listId: text('list_id').generatedAlwaysAs(sql`request->>'listId'`),
});
