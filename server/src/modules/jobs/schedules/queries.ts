import {
  type JobStatus,
  type RecurringSchedule,
  SCHEDULE_EDITABLE,
  type ScheduleKind,
  type ScheduleLastRun,
  type ScheduleState,
} from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import { accountNames } from '../../accounts';
import { storedGroupNames } from '../../social';
import { LIST_SCHEDULE_DELAY } from '../creation/service';
import { PHONE_DELAY } from '../creation/phone-schedules';
import { type AccountScope, scheduleAccounts, withinScope } from '../account-scope';
import type { ListNames } from '../source-names';

interface ScheduleRow {
  id: string;
  kind: ScheduleKind;
  account_id: string;
  schedule_times: string[];
  timezone: string;
  request: Record<string, unknown>;
  attachment_count: number;
  next_run_at: Date | string;
  is_active: boolean;
  finished_at: Date | string | null;
  last_run_at: Date | string | null;
  last_job_id: string | null;
  last_error: string | null;
  created_at: Date | string;
  execution_id: string | null;
  job_status: JobStatus | null;
  job_waiting: boolean | null;
  job_total: number | null;
  job_success: number | null;
  job_failed: number | null;
  job_skipped: number | null;
}

interface RunRow {
  execution_id: string;
  jobs: number;
  statuses: JobStatus[];
  waiting: boolean;
  total: number;
  success: number;
  failed: number;
  skipped: number;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The jobs of one run as one status: sending while any sends, waiting while all wait, else how they ended. */
export function runStatus(statuses: readonly JobStatus[], success: number, failed: number): JobStatus {
  if (statuses.includes('PROCESSING')) return 'PROCESSING';
  if (statuses.includes('PENDING')) return 'PENDING';
  if (statuses.every((status) => status === 'CANCELLED')) return 'CANCELLED';
  return success === 0 && failed > 0 ? 'FAILED' : 'COMPLETED';
}

/** The kinds whose runs write to people (not group conversations): they stop on a reply. */
export const STOPS_ON_REPLY: readonly string[] = ['phone-friend-request', 'phone-message', 'shared-list-message'];

const isPhone = (kind: ScheduleKind) => kind === 'phone-friend-request' || kind === 'phone-message';

/**
 * The user's schedules as the schedules tab shows them: at most six statements whatever their number (the schedules
 * with their last job; then, together, the jobs of the last runs that made several, by execution id, and the names
 * of their accounts, Kho chung lists, phone lists and groups, from the modules that own them).
 */
export function createScheduleQueries(database: Pick<Database, 'query'>, listNames: ListNames) {
  async function rowsOf(workspaceId: string, scheduleId?: string): Promise<ScheduleRow[]> {
    return database.query<ScheduleRow>(
      `SELECT s.id, s.kind, s.account_id, s.schedule_times, s.timezone,
              s.request - 'attachments' AS request,
              CASE WHEN jsonb_typeof(s.request->'attachments') = 'array' THEN jsonb_array_length(s.request->'attachments') ELSE 0 END AS attachment_count,
              s.next_run_at, s.is_active, s.finished_at, s.last_run_at, s.last_job_id, s.last_error, s.created_at,
              j.execution_id, j.status AS job_status, j.waiting_for_slot AS job_waiting,
              j.total_recipients AS job_total, j.success_count AS job_success, j.failed_count AS job_failed, j.skipped_count AS job_skipped
         FROM job_schedules s
         LEFT JOIN jobs j ON j.id = s.last_job_id AND j.workspace_id = s.workspace_id
        WHERE s.workspace_id = $1 AND ($2::uuid IS NULL OR s.id = $2::uuid)
        ORDER BY s.created_at DESC, s.id`,
      [workspaceId, scheduleId ?? null],
    );
  }

  /** A phone list's run makes a job per account under one execution id: the run is all of them. */
  async function runsOf(workspaceId: string, executionIds: string[]): Promise<Map<string, RunRow>> {
    if (executionIds.length === 0) return new Map();
    const rows = await database.query<RunRow>(
      `SELECT execution_id, count(*)::int AS jobs, array_agg(status) AS statuses,
              bool_or(waiting_for_slot AND status = 'PENDING') AS waiting,
              sum(total_recipients)::int AS total, sum(success_count)::int AS success, sum(failed_count)::int AS failed,
              sum(skipped_count)::int AS skipped
         FROM jobs WHERE workspace_id = $1 AND execution_id = ANY($2::text[])
        GROUP BY 1`,
      [workspaceId, executionIds],
    );
    return new Map(rows.map((row) => [row.execution_id, row]));
  }

  return {
    /** The workspace's schedules the viewer works with (`scope`), newest first (one of them with `scheduleId`). */
    async list(workspaceId: string, scheduleId?: string, scope: AccountScope = null): Promise<RecurringSchedule[]> {
      const rows = (await rowsOf(workspaceId, scheduleId)).filter((row) => withinScope(scope, scheduleAccounts({ accountId: row.account_id, request: row.request })));
      if (rows.length === 0) return [];
      const listIdsOf = (wanted: (kind: ScheduleKind) => boolean) => rows.filter((row) => wanted(row.kind)).map((row) => String(row.request.listId ?? ''));
      const executions = [...new Set(rows.filter((row) => isPhone(row.kind)).flatMap((row) => row.execution_id || []))];
      const groups = rows
        .filter((row) => row.kind === 'bulk-groups')
        .flatMap((row) => stringsOf(row.request.groupIds).map((groupId) => ({ accountId: row.account_id, groupId })));
      const participants = rows.flatMap((row) => [row.account_id, ...(isPhone(row.kind) ? stringsOf(row.request.accountIds) : [])]);
      const [runs, names] = await Promise.all([
        runsOf(workspaceId, executions),
        Promise.all([
          accountNames(database, workspaceId, participants),
          listNames.sharedLists(workspaceId, listIdsOf((kind) => kind === 'shared-list-message')),
          listNames.phoneLists(workspaceId, listIdsOf(isPhone)),
          storedGroupNames(database, workspaceId, groups),
        ]).then(([accounts, sharedLists, phoneLists, groupNames]) => ({ accounts, sharedLists, phoneLists, groups: groupNames })),
      ]);
      return rows.map((row) => scheduleOf(row, runs, names));
    },
  };
}
export type ScheduleQueries = ReturnType<typeof createScheduleQueries>;

/** The names a schedule shows, by id (accounts, lists) or by `accountId/groupId` (groups). */
interface ScheduleNames {
  accounts: Map<string, string>;
  sharedLists: Map<string, string>;
  phoneLists: Map<string, string>;
  groups: Map<string, string>;
}

function lastRunOf(row: ScheduleRow, runs: Map<string, RunRow>): ScheduleLastRun | null {
  if (!row.last_run_at && !row.last_job_id && !row.last_error) return null;
  const run = row.execution_id && row.kind !== 'bulk-groups' ? runs.get(row.execution_id) : undefined;
  const hasJob = row.job_status !== null;
  const counts = run
    ? { total: run.total, success: run.success, failed: run.failed, skipped: run.skipped }
    : { total: row.job_total ?? 0, success: row.job_success ?? 0, failed: row.job_failed ?? 0, skipped: row.job_skipped ?? 0 };
  const statuses = run ? run.statuses : hasJob ? [row.job_status as JobStatus] : [];
  return {
    error: row.last_error,
    // A failed run's job is an older run's: only the error is this run's.
    jobId: row.last_error ? null : (row.last_job_id ?? null),
    jobs: row.last_error ? 0 : run ? run.jobs : hasJob ? 1 : 0,
    status: row.last_error || statuses.length === 0 ? null : runStatus(statuses, counts.success, counts.failed),
    waitingForSlot: !row.last_error && (run ? run.waiting : Boolean(row.job_waiting) && row.job_status === 'PENDING'),
    totalRecipients: row.last_error ? 0 : Number(counts.total),
    successCount: row.last_error ? 0 : Number(counts.success),
    failedCount: row.last_error ? 0 : Number(counts.failed),
    skippedCount: row.last_error ? 0 : Number(counts.skipped),
  };
}

/** One schedule as the schedules tab shows it. */
function scheduleOf(row: ScheduleRow, runs: Map<string, RunRow>, names: ScheduleNames): RecurringSchedule {
  const request = row.request;
  const state: ScheduleState = row.is_active ? 'ACTIVE' : row.finished_at ? 'FINISHED' : 'PAUSED';
  const groupIdsOf = stringsOf(request.groupIds);
  const phone = isPhone(row.kind);
  const participants = phone ? stringsOf(request.accountIds) : [row.account_id];
  const listId = String(request.listId ?? '');
  const delays =
    row.kind === 'bulk-groups'
      ? { min: Number(request.delayMin), max: Number(request.delayMax) }
      : phone
        ? PHONE_DELAY
        : LIST_SCHEDULE_DELAY;
  return {
    id: row.id,
    kind: row.kind,
    state,
    target:
      row.kind === 'bulk-groups'
        ? {
            type: 'groups',
            id: null,
            name: null,
            names: groupIdsOf.flatMap((id) => names.groups.get(`${row.account_id}/${id}`) ?? []),
            count: groupIdsOf.length,
          }
        : { type: phone ? 'phone-list' : 'shared-list', id: listId, name: (phone ? names.phoneLists : names.sharedLists).get(listId) ?? null, names: [], count: 0 },
    accountId: row.account_id,
    accountName: names.accounts.get(row.account_id) ?? null,
    accountNames: participants.flatMap((id) => names.accounts.get(id) ?? []),
    scheduleTimes: row.schedule_times,
    timezone: row.timezone,
    message: String(request.message ?? request.messageTemplate ?? ''),
    attachmentCount: Number(row.attachment_count),
    delayMin: delays.min,
    delayMax: delays.max,
    dailyLimit: row.kind === 'shared-list-message' ? Number(request.dailyLimit) : null,
    editable: SCHEDULE_EDITABLE[row.kind],
    nextRunAt: row.is_active ? iso(row.next_run_at) : null,
    lastRunAt: iso(row.last_run_at),
    lastRun: lastRunOf(row, runs),
    // Older schedules have no stopOnReply: on. Group sends write to conversations, not people: none.
    ...(STOPS_ON_REPLY.includes(row.kind) ? { stopOnReply: request.stopOnReply !== false } : {}),
    ...(stringsOf(request.messages).length >= 2 ? { messages: stringsOf(request.messages) } : {}),
    createdAt: iso(row.created_at) as string,
  };
}
