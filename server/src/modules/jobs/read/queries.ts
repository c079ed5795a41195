import { getTableColumns, type Table } from 'drizzle-orm';
import type { JobStatus, JobType, RecipientStatus } from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import { type JobActionColumn, jobRecipients, jobs } from '../../../db/schema';
import type { StoredVariant } from '../job-view';
import { createStatementRunner, type Statement } from './statements';

/** A job as the page reads it: its columns and its messages' counts (VARIANTS_OF_JOB). */
export type JobRow = typeof jobs.$inferSelect & { variants?: StoredVariant[] };
export type RecipientRow = typeof jobRecipients.$inferSelect;

export interface PageRequest {
  page: number;
  limit: number;
}

export interface RowsPage<T> {
  rows: T[];
  total: number;
}

export interface DailyActivityRow {
  date: string;
  sent: number;
  failed: number;
  skipped: number;
  messages: number;
  replied: number;
}

export interface RecipientFilter extends PageRequest {
  status?: RecipientStatus;
  /** Only those who replied (true) or not yet (false). */
  replied?: boolean;
}

export interface JobFilter extends PageRequest {
  status?: JobStatus;
  accountId?: string;
  type?: JobType;
}

/**
 * `"workspace_id" as "workspaceId", …` for every column of `table`: rows come back shaped like drizzle's, so toJob and
 * toRecipient read them as they are. Both drivers already hand back Dates, numbers and parsed jsonb.
 */
function selectListOf(table: Table): string {
  return Object.entries(getTableColumns(table))
    .map(([key, column]) => `"${column.name}" as "${key}"`)
    .join(', ');
}

/** The keys of `table`'s timestamp columns: a page read as JSON (pageOf) has them as ISO text, turned back into Dates. */
function timestampKeysOf(table: Table): string[] {
  return Object.entries(getTableColumns(table))
    .filter(([, column]) => column.columnType === 'PgTimestamp' || column.columnType === 'PgTimestampString')
    .map(([key]) => key);
}

/**
 * One page of rows and their total as ONE value: `{"rows": [...], "total": n}`. On PGlite each
 * column of each row is a value its JavaScript side parses from the wire, which cost more than the query; as one
 * JSON text it is parsed natively, and the total comes in the same statement. A short last page carries its own
 * total; only a full page, or one past the end, counts (`count(*) over ()` would read every matching row in full).
 * `$n` and `$n+1` are the limit and the offset after the filters; `order` is the page's order by column and by key.
 */
function pageOf(table: Table, from: string, where: string, order: { columns: string; keys: string }, filters: number, extra = ''): string {
  const limit = `$${filters + 1}`;
  const offset = `$${filters + 2}`;
  return `with page as (select ${selectListOf(table)}${extra} from ${from} where ${where} order by ${order.columns} limit ${limit} offset ${offset}),
    shown as (select count(*)::int as n from page)
    select json_build_object(
      'rows', coalesce((select json_agg(page order by ${order.keys}) from page), '[]'::json),
      'total', case when (select n from shown) < ${limit} and ((select n from shown) > 0 or ${offset} = 0)
                    then ${offset} + (select n from shown)
                    else (select count(*)::int from ${from} where ${where}) end
    )::text as "page"`;
}

// An absent filter is NULL and matches every row, so each read is one statement whatever the filters.
/** A row of one of the viewer's accounts: the parameter is the AccountScope as scopeParam gives it (NULL: every account). */
const IN_SCOPE = (parameter: string) => `(${parameter}::uuid[] is null or account_id = any(${parameter}))`;

const JOBS_WHERE = `workspace_id = $1 and ($2::text is null or status = $2) and ($3::uuid is null or account_id = $3)
  and ($4::text is null or type = $4) and ${IN_SCOPE('$5')}`;
const RECIPIENTS_WHERE = 'job_id = $1 and ($2::text is null or status = $2) and ($3::boolean is null or (replied_at is not null) = $3)';

/**
 * A job's messages when it has several (A/B), with their counts, as one JSON array beside the job's columns: the
 * jobs page's reads carry them in their one statement (an index lookup per job on job_variants' key).
 */
const VARIANTS_OF_JOB = `, (select coalesce(json_agg(json_build_object('variant', v.variant, 'message', v.message, 'recipients', v.recipients,
    'sent', v.sent, 'replied', v.replied) order by v.variant), '[]'::json) from job_variants v where v.job_id = jobs.id) as "variants"`;

const STATEMENTS = {
  listJobs: {
    name: 'jobs_read_page',
    sql: pageOf(jobs, 'jobs', JOBS_WHERE, { columns: 'created_at desc, id desc', keys: '"createdAt" desc, "id" desc' }, 5, VARIANTS_OF_JOB),
    types: ['uuid', 'text', 'uuid', 'text', 'uuid[]', 'int', 'int'],
  },
  findJob: {
    name: 'jobs_read_find',
    sql: `select ${selectListOf(jobs)}${VARIANTS_OF_JOB} from jobs where id = $1 and workspace_id = $2 and ${IN_SCOPE('$3')}`,
    types: ['uuid', 'uuid', 'uuid[]'],
  },
  findByExecution: {
    name: 'jobs_read_by_execution',
    sql: `select ${selectListOf(jobs)} from jobs where workspace_id = $1 and execution_id = $2 and ${IN_SCOPE('$3')}
      order by created_at desc limit 1`,
    types: ['uuid', 'text', 'uuid[]'],
  },
  countByStatus: {
    name: 'jobs_read_by_status',
    sql: `select status, count(*)::int as "count" from jobs where workspace_id = $1 and ($2::uuid is null or account_id = $2) and ${IN_SCOPE('$3')}
      group by status`,
    types: ['uuid', 'uuid', 'uuid[]'],
  },
  dailyActivity: {
    name: 'jobs_read_daily',
    // to_char: the drivers disagree on how they hand back a `date`.
    // One row per account and day (migration 0039: no row every send of a customer writes): the day is their sum.
    sql: `select to_char(day, 'YYYY-MM-DD') as "date", sum(sent)::int as "sent", sum(failed)::int as "failed", sum(skipped)::int as "skipped",
        sum(messages_sent)::int as "messages", sum(replied)::int as "replied"
      from job_daily_activity where workspace_id = $1 and day between $2 and $3 and ${IN_SCOPE('$4')} group by day`,
    types: ['uuid', 'date', 'date', 'uuid[]'],
  },
  listRecipients: {
    name: 'jobs_read_recipients_page',
    sql: pageOf(jobRecipients, 'job_recipients', RECIPIENTS_WHERE, { columns: 'seq', keys: '"seq"' }, 3),
    types: ['uuid', 'text', 'boolean', 'int', 'int'],
  },
  // xmin: the transaction that wrote the row's current version. Any write to a job (an outcome, a cancel, its
  // account deleted) makes a new version, and a new job adds to the count: the sum moves with every change.
  jobsVersion: {
    name: 'jobs_read_version',
    sql: `select count(*)::int || '.' || coalesce(sum(xmin::text::bigint), 0) as "version" from jobs where workspace_id = $1`,
    types: ['uuid'],
  },
  jobVersion: {
    name: 'jobs_read_job_version',
    sql: `select xmin::text as "version" from jobs where id = $1 and workspace_id = $2 and ${IN_SCOPE('$3')}`,
    types: ['uuid', 'uuid', 'uuid[]'],
  },
  accountSendingToday: {
    name: 'jobs_read_account_sending',
    sql: `select
        coalesce((select "count" from account_daily_usage where account_id = $1 and day = $2 and action = $3), 0)::int as "sent",
        (select cooldown_until from account_send_state where account_id = $1) as "cooldownUntil"`,
    types: ['uuid', 'date', 'text'],
  },
} satisfies Record<string, Statement>;

const JOB_TIMESTAMPS = timestampKeysOf(jobs);
const RECIPIENT_TIMESTAMPS = timestampKeysOf(jobRecipients);

/**
 * The reads behind the jobs page, which every open page polls each second: one statement each (a page and its
 * count together), on an index (jobs_user_created_idx, jobs_user_status_idx, the primary keys), in plain SQL
 * because with PGlite the query builder's per-row mapping costs about as much as the query itself.
 */
export function createJobsReadQueries(database: Pick<Database, 'query' | 'pglite'>) {
  const run = createStatementRunner(database);

  /** A page as pageOf answers it, its timestamps Dates again (as the drivers hand back a plain row's). */
  async function paged<T>(statement: Statement, timestamps: string[], filters: (string | null)[], request: PageRequest): Promise<RowsPage<T>> {
    const [row] = await run<{ page: string }>(statement, [...filters, request.limit, (request.page - 1) * request.limit]);
    const page = JSON.parse(row.page) as { rows: Record<string, unknown>[]; total: number };
    for (const item of page.rows) {
      for (const key of timestamps) if (item[key] !== null && item[key] !== undefined) item[key] = new Date(item[key] as string);
    }
    return { rows: page.rows as T[], total: Number(page.total) };
  }

  return {
    /** `scope`: the viewer's accounts as scopeParam gives them (null: every account), here and below. */
    listJobs(workspaceId: string, filter: JobFilter, scope: string | null = null): Promise<RowsPage<JobRow>> {
      const filters = [workspaceId, filter.status ?? null, filter.accountId ?? null, filter.type ?? null, scope];
      return paged<JobRow>(STATEMENTS.listJobs, JOB_TIMESTAMPS, filters, filter);
    },

    async findJob(workspaceId: string, jobId: string, scope: string | null = null): Promise<JobRow | undefined> {
      const [row] = await run<JobRow>(STATEMENTS.findJob, [jobId, workspaceId, scope]);
      return row;
    },

    /** The user's latest job of a bulk send (metadata.executionId). */
    async findByExecution(workspaceId: string, executionId: string, scope: string | null = null): Promise<JobRow | undefined> {
      const [row] = await run<JobRow>(STATEMENTS.findByExecution, [workspaceId, executionId, scope]);
      return row;
    },

    /** Jobs per status in one GROUP BY; statuses without a job are absent. */
    async countByStatus(workspaceId: string, accountId?: string, scope: string | null = null): Promise<{ status: JobStatus; count: number }[]> {
      const rows = await run<{ status: JobStatus; count: number }>(STATEMENTS.countByStatus, [workspaceId, accountId ?? null, scope]);
      return rows.map(({ status, count }) => ({ status, count: Number(count) }));
    },

    /**
     * Sent, failed and skipped per stored day in [fromDay, toDay] (inclusive, 'YYYY-MM-DD'); of the sent, the messages
     * to people, and the replies to that day's messages.
     */
    async dailyActivity(workspaceId: string, fromDay: string, toDay: string, scope: string | null = null): Promise<DailyActivityRow[]> {
      const rows = await run<DailyActivityRow>(STATEMENTS.dailyActivity, [workspaceId, fromDay, toDay, scope]);
      return rows.map((row) => ({
        date: row.date,
        sent: Number(row.sent),
        failed: Number(row.failed),
        skipped: Number(row.skipped),
        messages: Number(row.messages),
        replied: Number(row.replied),
      }));
    },

    listRecipients(jobId: string, filter: RecipientFilter): Promise<RowsPage<RecipientRow>> {
      const replied = filter.replied === undefined ? null : String(filter.replied);
      return paged<RecipientRow>(STATEMENTS.listRecipients, RECIPIENT_TIMESTAMPS, [jobId, filter.status ?? null, replied], filter);
    },

    /**
     * A version of all the user's jobs, as they are now: it changes with every job created and every write to
     * one (the engine's outcomes, pauses and ends, a cancel), whichever process wrote it. One statement over the
     * user's jobs, with no rows handed back.
     */
    async jobsVersion(workspaceId: string): Promise<string> {
      const [row] = await run<{ version: string }>(STATEMENTS.jobsVersion, [workspaceId]);
      return row.version;
    },

    /**
     * A version of one job of the user and its recipients (every write to a recipient writes the job in the same
     * transaction); undefined when the job is not the user's.
     */
    async jobVersion(workspaceId: string, jobId: string, scope: string | null = null): Promise<string | undefined> {
      const [row] = await run<{ version: string }>(STATEMENTS.jobVersion, [jobId, workspaceId, scope]);
      return row?.version;
    },

    /** How many `action`s the account did on `day`, and the end of its stored cool-down if it has one. */
    async accountSendingToday(accountId: string, day: string, action: JobActionColumn): Promise<{ sent: number; cooldownUntil: Date | null }> {
      const [row] = await run<{ sent: number; cooldownUntil: Date | string | null }>(STATEMENTS.accountSendingToday, [accountId, day, action]);
      const cooldown = row?.cooldownUntil ?? null;
      return { sent: Number(row?.sent ?? 0), cooldownUntil: cooldown === null ? null : new Date(cooldown) };
    },
  };
}
export type JobsReadQueries = ReturnType<typeof createJobsReadQueries>;
