import { PHONE_NO_ZALO_REASON, type RecipientStatus } from 'shared-sdk/schemas';

/*
 * The jobs of a list as SQL fragments, for the statements of the lists (phone lists, Kho chung) that must stay one
 * statement: the set-based UPDATE … FROM that brings a list's items up to date with the outcomes of its jobs, the
 * "held" test that the pick of the next items shares with the pages (a pick split in two statements could take an
 * item whose outcome the engine writes in between: sent twice), and the phone list's paged runs, which sum each run's
 * jobs beside the recorded runs. Only this file names jobs' tables and columns for them: a list embeds a fragment and
 * reads the columns it answers.
 */

/** Which list: a Kho chung list (jobs.list_id) or a phone list (jobs.phone_list_id). */
export type ListKind = 'shared' | 'phone';

const LIST_COLUMN: Record<ListKind, string> = { shared: 'list_id', phone: 'phone_list_id' };

/**
 * The jobs of one list: `listId` a SQL expression of its id as text, `workspaceId` (when given) a SQL expression of its
 * user's id (the list's jobs are that user's).
 */
export interface ListJobsOf {
  list: ListKind;
  listId: string;
  workspaceId?: string;
}

/** A recipient of a list's job, as SQL expressions a list's condition may use: the job's account and the recipient's platform id (or number). */
export interface ListRecipientRef {
  accountId: string;
  targetId: string;
}

const RECIPIENT: ListRecipientRef = { accountId: 'j.account_id', targetId: 'r.target_id' };

const jobsOf = (of: ListJobsOf) => `${of.workspaceId ? `j.workspace_id = ${of.workspaceId} AND ` : ''}j.${LIST_COLUMN[of.list]} = ${of.listId}`;
const sqlList = (statuses: RecipientStatus[]) => statuses.map((status) => `'${status}'`).join(', ');

export const listJobsSql = {
  /**
   * A condition (EXISTS …): a job of the list holds the item that `item.is` recognises among its recipients. Held is a
   * PENDING recipient of an unfinished job (the item is being worked), or an outcome among `item.outcomes` recorded
   * after `item.since` (a SQL expression: when the item last followed its jobs; such an item is done, not pending:
   * never taken twice) that meets `item.outcomeIf` (a condition on the recipient `r`, when given).
   */
  held(of: ListJobsOf, item: { is: (recipient: ListRecipientRef) => string; outcomes: RecipientStatus[]; since: string; outcomeIf?: string }): string {
    return `EXISTS (SELECT 1 FROM jobs j JOIN job_recipients r ON r.job_id = j.id
  WHERE ${jobsOf(of)} AND ${item.is(RECIPIENT)}
    AND ((j.status IN ('PENDING', 'PROCESSING') AND r.status = 'PENDING')
      OR (r.status IN (${sqlList(item.outcomes)}) AND r.processed_at IS NOT NULL AND (${item.since} IS NULL OR r.processed_at > ${item.since})
          AND ${item.outcomeIf ?? 'true'})))`;
  },

  /**
   * A SELECT of the recipients of the list's jobs that have an outcome among `statuses`, one row each: target_id,
   * account_id and workspace_id (the job's), job_type, phone_action (a phone list job's side), status, error_code,
   * error_message, display_name and resolved_id (who a number turned out to be), processed_at.
   */
  outcomes(of: ListJobsOf, statuses: RecipientStatus[]): string {
    return `SELECT r.target_id, j.account_id, j.workspace_id, j.type AS job_type, j.phone_action, r.status, r.error_code, r.error_message,
      r.display_name, r.resolved_id, r.processed_at
    FROM jobs j JOIN job_recipients r ON r.job_id = j.id
    WHERE ${jobsOf(of)} AND r.status IN (${sqlList(statuses)}) AND r.processed_at IS NOT NULL`;
  },

  /** A SELECT of the target_id of every PENDING recipient of the list's unfinished jobs (the items being worked). */
  pendingTargets(of: ListJobsOf): string {
    return `SELECT r.target_id FROM jobs j JOIN job_recipients r ON r.job_id = j.id
      WHERE ${jobsOf(of)} AND j.status IN ('PENDING', 'PROCESSING') AND r.status = 'PENDING'`;
  },

  /**
   * A SELECT of the phone list's jobs that belong to a run (an execution id), one row each with what its runs tab
   * sums: id, execution_id, kind (the side), status, created_at, started_at, completed_at, success_count,
   * failed_count, error_message, account_id, template (the message), attachments (how many), blocked (refused as
   * spam: Zalo's 123, 215), no_zalo (numbers without Zalo), pending (recipients not worked yet). `listId` is a SQL
   * text expression; `onlyMessages` a SQL boolean: the message side only when true.
   */
  phoneListRuns(listId: string, onlyMessages: string): string {
    return `SELECT j.id, j.execution_id, j.phone_action AS kind, j.status, j.created_at, j.started_at,
             j.completed_at, j.success_count, j.failed_count, j.error_message, j.account_id, j.payload->>'message' AS template,
             jsonb_array_length(coalesce(j.attachments, '[]'::jsonb)) AS attachments,
             (SELECT count(*) FROM job_recipients r WHERE r.job_id = j.id AND r.status = 'FAILED' AND r.error_code IN (123, 215)) AS blocked,
             (SELECT count(*) FROM job_recipients r WHERE r.job_id = j.id AND r.status = 'SKIPPED' AND r.error_message = '${PHONE_NO_ZALO_REASON}') AS no_zalo,
             (SELECT count(*) FROM job_recipients r WHERE r.job_id = j.id AND r.status = 'PENDING' AND r.processed_at IS NULL) AS pending
           FROM jobs j
           WHERE j.phone_list_id = ${listId} AND j.execution_id IS NOT NULL AND (NOT ${onlyMessages} OR j.phone_action = 'message')`;
  },
};
