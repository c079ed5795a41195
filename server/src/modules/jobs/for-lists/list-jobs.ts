import type { JobStatus } from 'shared-sdk/schemas';
import type { SqlRunner } from '../../../db/client';

/** A job of a Kho chung list's daily schedule, as the list's runs tab shows it. */
export interface ListScheduleRun {
  id: string;
  /** When it started, else when it was created. */
  executedAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  status: JobStatus;
  successCount: number;
  failedCount: number;
  errorMessage: string | null;
  /** Recipients Zalo refused as spam (123, 215), counted among the failed. */
  blocked: number;
}

interface RunRow {
  id: string;
  executed_at: Date | string;
  started_at: Date | string | null;
  completed_at: Date | string | null;
  status: JobStatus;
  success_count: number;
  failed_count: number;
  error_message: string | null;
  blocked: number | string;
}

const date = (value: Date | string) => new Date(value);

/** What the lists (phone lists, Kho chung) read of their jobs, one statement each. */
export const listJobs = {
  /** Recipients of the phone list's jobs of this side created since `since` by the account (what its day's quota has used). */
  async phoneRecipientsSince(sql: SqlRunner, listId: string, accountId: string, action: 'friend-request' | 'message', since: Date): Promise<number> {
    const [row] = await sql.query<{ n: number | string }>(
      `SELECT coalesce(sum(total_recipients), 0) AS n FROM jobs WHERE phone_list_id = $1 AND account_id = $2 AND phone_action = $3 AND created_at >= $4`,
      [listId, accountId, action, since],
    );
    return Number(row?.n ?? 0);
  },

  /** The jobs of the Kho chung list's daily schedule, newest first, a page of them and how many there are. */
  async sharedScheduleRuns(sql: SqlRunner, listId: string, page: number, limit: number): Promise<{ runs: ListScheduleRun[]; total: number }> {
    const where = `j.list_id = $1::text AND j.source = 'shared-list-schedule'`;
    const [rows, [{ total }]] = await Promise.all([
      sql.query<RunRow>(
        `SELECT j.id, coalesce(j.started_at, j.created_at) AS executed_at, j.started_at, j.completed_at, j.status, j.success_count, j.failed_count,
           j.error_message, (SELECT count(*) FROM job_recipients r WHERE r.job_id = j.id AND r.status = 'FAILED' AND r.error_code IN (123, 215)) AS blocked
         FROM jobs j WHERE ${where} ORDER BY j.created_at DESC, j.id LIMIT $2 OFFSET $3`,
        [listId, limit, (page - 1) * limit],
      ),
      sql.query<{ total: number | string }>(`SELECT count(*) AS total FROM jobs j WHERE ${where}`, [listId]),
    ]);
    const runs = rows.map((row) => ({
      id: row.id,
      executedAt: date(row.executed_at),
      startedAt: row.started_at === null ? null : date(row.started_at),
      completedAt: row.completed_at === null ? null : date(row.completed_at),
      status: row.status,
      successCount: Number(row.success_count),
      failedCount: Number(row.failed_count),
      errorMessage: row.error_message,
      blocked: Number(row.blocked),
    }));
    return { runs, total: Number(total) };
  },

  /** Of these Kho chung lists (each with its user), the ids of those that a job of theirs still works (PENDING or PROCESSING). */
  async runningSharedLists(sql: SqlRunner, lists: Array<{ id: string; workspaceId: string }>): Promise<Set<string>> {
    if (lists.length === 0) return new Set();
    const rows = await sql.query<{ id: string }>(
      `SELECT l.id FROM unnest($1::text[], $2::uuid[]) AS l(id, workspace_id)
        WHERE EXISTS (SELECT 1 FROM jobs j WHERE j.workspace_id = l.workspace_id AND j.list_id = l.id AND j.status IN ('PENDING', 'PROCESSING'))`,
      [lists.map((list) => list.id), lists.map((list) => list.workspaceId)],
    );
    return new Set(rows.map((row) => row.id));
  },

  /**
   * A version of the user's schedules and jobs (`<schedules>/<jobs>`, each their count and the sum of their row
   * versions): it moves with every write to them. Part of the ETag of a page that shows them (the phone lists).
   */
  async userVersion(sql: SqlRunner, workspaceId: string): Promise<string> {
    const version = (table: 'job_schedules' | 'jobs') => `(SELECT count(*)::int || '.' || coalesce(sum(xmin::text::bigint), 0) FROM ${table} WHERE workspace_id = $1)`;
    const [row] = await sql.query<{ version: string }>(`SELECT ${version('job_schedules')} || '/' || ${version('jobs')} AS version`, [workspaceId]);
    return row.version;
  },
};
