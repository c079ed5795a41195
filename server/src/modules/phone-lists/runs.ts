import type { PhoneMessageExecution, PhoneRunNotStarted } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { sortedAccountNames } from '../accounts';
import { listJobsSql } from '../jobs';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const num = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * One execution per run, newest first: the recorded runs (with the accounts they could not start) and older runs
 * known only by their jobs, each summed over the jobs that share its execution id. One statement: the page is taken
 * over both (the jobs' part is a fragment of the jobs module's).
 */
const EXECUTIONS = `WITH job_runs AS (
    ${listJobsSql.phoneListRuns('$1::text', '$4::boolean')}
  ), recorded AS (
    SELECT id::text AS id, action AS kind, created_at AS at, not_started FROM phone_list_runs
     WHERE list_id = $1::uuid AND (NOT $4::boolean OR action = 'message')
  ), every_run AS (
    SELECT * FROM recorded
    UNION ALL
    SELECT execution_id, min(kind), min(created_at), '[]'::jsonb FROM job_runs
     WHERE execution_id NOT IN (SELECT id FROM recorded) GROUP BY execution_id
  )
  SELECT r.id, r.kind, r.not_started, coalesce(min(coalesce(jr.started_at, jr.created_at)), r.at) AS executed_at,
    extract(epoch FROM (coalesce(max(jr.completed_at), CASE WHEN min(jr.started_at) IS NOT NULL THEN now() END) - min(jr.started_at))) AS duration,
    bool_or(jr.status IN ('PENDING', 'PROCESSING')) AS running, sum(jr.success_count) AS success, sum(jr.failed_count) AS failed,
    sum(jr.blocked) AS blocked, sum(jr.no_zalo) AS no_zalo, sum(CASE WHEN jr.status IN ('PENDING', 'PROCESSING') THEN jr.pending ELSE 0 END) AS pending,
    string_agg(DISTINCT jr.error_message, '; ') AS error, array_agg(DISTINCT jr.account_id::text) AS account_ids,
    min(jr.template) AS template, max(jr.attachments) AS attachments, count(*) OVER () AS total
  FROM every_run r LEFT JOIN job_runs jr ON jr.execution_id = r.id AND ($5::uuid[] IS NULL OR jr.account_id = ANY($5::uuid[]))
  GROUP BY r.id, r.kind, r.at, r.not_started
  HAVING $5::uuid[] IS NULL OR count(jr.execution_id) > 0
    OR EXISTS (SELECT 1 FROM jsonb_array_elements(r.not_started) e WHERE e->>'accountId' = ANY($5::uuid[]::text[]))
  ORDER BY executed_at DESC, r.id LIMIT $2 OFFSET $3`;

/**
 * RUNNING while a job of it is unfinished; then FAILED when nothing succeeded and something failed, PARTIAL when both,
 * else SUCCESS. Numbers without Zalo are counted apart: neither processed sends nor failures. `accountsUsed`: the
 * names of its jobs' accounts, as `names` (sorted by name) has them.
 */
function toExecution(row: Record<string, unknown>, names: Array<{ id: string; displayName: string }>, scope: string[] | null): PhoneMessageExecution {
  const success = num(row.success as number);
  const failed = num(row.failed as number);
  const blocked = num(row.blocked as number);
  const recorded = (typeof row.not_started === 'string' ? JSON.parse(row.not_started) : (row.not_started ?? [])) as PhoneRunNotStarted[];
  const notStarted = scope ? recorded.filter((account) => scope.includes(account.accountId)) : recorded;
  const status: PhoneMessageExecution['status'] = row.running ? 'RUNNING' : failed > 0 && success === 0 ? 'FAILED' : failed > 0 || notStarted.length > 0 ? 'PARTIAL' : 'SUCCESS';
  const accountIds = new Set((row.account_ids as Array<string | null> | null) ?? []);
  return {
    id: String(row.id),
    kind: row.kind === 'friend-request' ? 'friend-request' : 'message',
    executedAt: iso(row.executed_at as string) as string,
    executionDuration: Math.max(0, Math.round(num(row.duration as number))),
    status,
    totalProcessed: success + failed,
    successfulMessages: success,
    blockedMessages: blocked,
    failedMessages: failed - blocked,
    noZaloNumbers: num(row.no_zalo as number),
    pendingNumbers: num(row.pending as number),
    errorMessage: (row.error as string | null) ?? null,
    accountsUsed: [...new Set(names.filter((account) => accountIds.has(account.id)).map((account) => account.displayName))].filter(Boolean),
    schedule: { messageTemplate: String(row.template ?? ''), attachments: Array.from({ length: num(row.attachments as number) }) },
    notStarted,
  };
}

/** The runs of a list's schedules: each recorded when it runs, and the runs page. */
export function createRunsPart(database: Database) {
  return {
    /** A run of the list's schedule: its id (its jobs' executionId), side, and the accounts it could not start. */
    async recordRun(run: { executionId: string; listId: string; action: 'friend-request' | 'message'; notStarted: PhoneRunNotStarted[] }): Promise<void> {
      await database.query(
        `INSERT INTO phone_list_runs (id, list_id, action, not_started) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (id) DO UPDATE SET not_started = excluded.not_started`,
        [run.executionId, run.listId, run.action, JSON.stringify(run.notStarted)],
      );
    },

    /** The runs page; `scope`: an AGENT's accounts, whose jobs alone are counted (runs without any left out). */
    async executions(listId: string, page: number, limit: number, action?: 'message', scope: string[] | null = null): Promise<{ executions: PhoneMessageExecution[]; total: number }> {
      const rows = await database.query<Record<string, unknown>>(EXECUTIONS, [listId, limit, (page - 1) * limit, action === 'message', scope]);
      const names = await sortedAccountNames(database, rows.flatMap((row) => (row.account_ids as Array<string | null> | null) ?? []));
      return { total: num(rows[0]?.total as number | undefined), executions: rows.map((row) => toExecution(row, names, scope)) };
    },
  };
}
