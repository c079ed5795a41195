import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AccountStatus, JobMetadata, JobPayload, JobStatus, JobType, QrStatus, RecipientStatus, RecipientTargetType } from 'shared-sdk/schemas';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

/** One row per issued refresh token; a family is one sign-in and every rotation that followed it. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  familyId: uuid('family_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

const at = (name: string) => timestamp(name, { withTimezone: true });
const orderCode = (name: string) => bigint(name, { mode: 'number' });

/** The offer; rows are seeded by migration 0002 and editable in the database. -1 means unlimited. */
export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull(),
  durationDays: integer('duration_days').notNull(),
  accountLimit: integer('account_limit').notNull(),
  dailyJobLimit: integer('daily_job_limit').notNull(),
  concurrentJobLimit: integer('concurrent_job_limit').notNull(),
  features: text('features').array().notNull().default([]),
  featureLabels: text('feature_labels').array().notNull().default([]),
  popular: boolean('popular').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The current plan of each user; TRIAL/ACTIVE/EXPIRED is derived from isTrial and endDate. */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: uuid('plan_id')
    .notNull()
    .references(() => plans.id),
  isTrial: boolean('is_trial').notNull(),
  startDate: at('start_date').notNull(),
  endDate: at('end_date').notNull(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: uuid('plan_id')
    .notNull()
    .references(() => plans.id),
  orderCode: orderCode('order_code').notNull().unique(),
  amount: integer('amount').notNull(),
  description: text('description').notNull(),
  status: text('status').$type<'PENDING' | 'COMPLETED' | 'FAILED' | 'CANCELLED'>().notNull().default('PENDING'),
  paymentLinkId: text('payment_link_id'),
  checkoutUrl: text('checkout_url'),
  expiresAt: at('expires_at').notNull(),
  paidAt: at('paid_at'),
  reference: text('reference'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const planChanges = pgTable('plan_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fromPlanId: uuid('from_plan_id').references(() => plans.id),
  toPlanId: uuid('to_plan_id')
    .notNull()
    .references(() => plans.id),
  reason: text('reason').$type<'TRIAL' | 'PAYMENT'>().notNull(),
  orderCode: orderCode('order_code'),
  endDate: at('end_date').notNull(),
  changedAt: at('changed_at').notNull().defaultNow(),
});

/** The local payOS simulator's payment links (not used with the real payOS). */
export const payosSimLinks = pgTable('payos_sim_links', {
  id: text('id').primaryKey(),
  orderCode: orderCode('order_code').notNull().unique(),
  amount: integer('amount').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  items: jsonb('items').$type<Array<{ name: string; quantity: number; price: number }>>().notNull().default([]),
  status: text('status').$type<'PENDING' | 'PAID' | 'CANCELLED'>().notNull().default('PENDING'),
  expiredAt: at('expired_at'),
  reference: text('reference'),
  paidAt: at('paid_at'),
  cancellationReason: text('cancellation_reason'),
  canceledAt: at('canceled_at'),
  createdAt: createdAt(),
});

/** A user's proxies (migration 0003); the password only sealed (security/secret-box.ts). */
export const proxies = pgTable('proxies', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  scheme: text('scheme').$type<'http' | 'https' | 'socks4' | 'socks5'>().notNull(),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  username: text('username'),
  passwordSealed: text('password_sealed'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  zaloUserId: text('zalo_user_id'),
  phone: text('phone'),
  avatarUrl: text('avatar_url'),
  status: text('status').$type<AccountStatus>().notNull().default('PENDING'),
  proxyId: uuid('proxy_id').references(() => proxies.id, { onDelete: 'set null' }),
  autoStart: boolean('auto_start').notNull().default(false),
  autoJoinByLink: boolean('auto_join_by_link').notNull().default(false),
  credentialsSealed: text('credentials_sealed'),
  /** The user wants the bot running: it is started again after a restart. */
  botEnabled: boolean('bot_enabled').notNull().default(false),
  lastLoginAt: at('last_login_at'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const aiConfigs = pgTable('ai_configs', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  systemPrompt: text('system_prompt').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const botLeases = pgTable('bot_leases', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  holder: text('holder').notNull(),
  expiresAt: at('expires_at').notNull(),
});

export const botSessions = pgTable('bot_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  holder: text('holder').notNull(),
  startedAt: at('started_at').notNull().defaultNow(),
  endedAt: at('ended_at'),
  endReason: text('end_reason'),
  messagesReceived: integer('messages_received').notNull().default(0),
  messagesSent: integer('messages_sent').notNull().default(0),
});

export const qrLogins = pgTable('qr_logins', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').$type<QrStatus>().notNull().default('PENDING'),
  qrImage: text('qr_image').notNull(),
  scannedName: text('scanned_name'),
  error: text('error'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

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
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
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
  payload: jsonb('payload').$type<JobPayload>().notNull(),
  metadata: jsonb('metadata').$type<JobMetadata>().notNull().default({}),
  attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
  targetGroupId: text('target_group_id'),
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
  },
  (table) => [primaryKey({ columns: [table.jobId, table.seq] })],
);

export const jobDailyActivity = pgTable(
  'job_daily_activity',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

export const accountDailyUsage = pgTable(
  'account_daily_usage',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    action: text('action').$type<JobActionColumn>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day, table.action] })],
);

export const accountSendState = pgTable('account_send_state', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  cooldownUntil: at('cooldown_until'),
  cooldownReason: text('cooldown_reason'),
});

/** What a job schedule creates when it is due (see modules/jobs/creation/schedules.ts). */
export type JobScheduleKind = 'bulk-groups';

export const jobSchedules = pgTable('job_schedules', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<JobScheduleKind>().notNull(),
  scheduleTimes: text('schedule_times').array().notNull(),
  timezone: text('timezone').notNull(),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  nextRunAt: at('next_run_at').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  lastRunAt: at('last_run_at'),
  lastJobId: uuid('last_job_id'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
