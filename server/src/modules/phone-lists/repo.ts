import {
  PHONE_FRIEND_REQUEST_QUOTA,
  PHONE_MESSAGE_QUOTA,
  PHONE_NO_ZALO_REASON,
  type PhoneAccountQuota,
  type PhoneEntry,
  type PhoneEntryStatus,
  type PhoneList,
  type PhoneListStats,
  type PhoneMessageExecution,
  type PhoneRunNotStarted,
} from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { listSchedules } from '../jobs';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const num = (value: number | string | null | undefined) => Number(value ?? 0);

/**
 * An entry's status follows the newest finished recipient that is its number in a job of the list (newer than the
 * entry's last change): a friend request or message sent, or the goal already held (a skip with Zalo's code 225 /
 * 222), is SUCCESS; a skip without a code (no Zalo account for the number, or on the do-not-contact list) is SKIPPED
 * with its reason; another failure is FAILED with Zalo's code and text. The reason or error is kept on the side
 * (request or message) it happened. The entry keeps the account that worked it and who the number turned out to be
 * (the name and the platform user id findUser gave, kept on the recipient by the engine).
 */
const FOLLOW_JOB_OUTCOMES = `
  UPDATE phone_numbers n SET
    status = o.status,
    account_id = coalesce(o.account_id, n.account_id),
    found_user_name = coalesce(o.display_name, n.found_user_name),
    found_user_id = coalesce(o.resolved_id, n.found_user_id),
    error_message = CASE WHEN o.side = 'friend-request' THEN o.error ELSE n.error_message END,
    message_error_message = CASE WHEN o.side = 'message' THEN o.error ELSE n.message_error_message END,
    processed_at = o.at, status_at = o.at
  FROM (
    SELECT DISTINCT ON (r.target_id) r.target_id, j.account_id, j.metadata->>'phoneAction' AS side, r.display_name, r.resolved_id, r.processed_at AS at,
      CASE WHEN r.status = 'SENT' OR (r.status = 'SKIPPED' AND r.error_code IS NOT NULL) THEN 'SUCCESS'
           WHEN r.status = 'SKIPPED' THEN 'SKIPPED' ELSE 'FAILED' END AS status,
      CASE WHEN r.status = 'SKIPPED' AND r.error_code IS NULL THEN r.error_message
           WHEN r.status = 'FAILED' THEN CASE WHEN r.error_code IS NULL THEN r.error_message ELSE r.error_message || ' (Code: ' || r.error_code || ')' END END AS error
    FROM jobs j JOIN job_recipients r ON r.job_id = j.id
    WHERE j.metadata->>'phoneListId' = $1::text AND r.status IN ('SENT', 'SKIPPED', 'FAILED') AND r.processed_at IS NOT NULL
    ORDER BY r.target_id, r.processed_at DESC
  ) o
  WHERE n.list_id = $1::uuid AND n.phone = o.target_id AND (n.status_at IS NULL OR n.status_at < o.at)`;

/** An entry skipped because its number has no Zalo account (on either side). */
const NO_ZALO = `n.status = 'SKIPPED' AND '${PHONE_NO_ZALO_REASON}' IN (n.error_message, n.message_error_message)`;

/**
 * Numbers a job of the list holds: a PENDING recipient of an unfinished job (PROCESSING on screen), or an outcome the
 * engine wrote after the numbers last followed their jobs (the number is done, not pending). Never taken twice.
 */
const HELD = `EXISTS (SELECT 1 FROM jobs j JOIN job_recipients r ON r.job_id = j.id
  WHERE j.metadata->>'phoneListId' = n.list_id::text AND r.target_id = n.phone
    AND ((j.status IN ('PENDING', 'PROCESSING') AND r.status = 'PENDING')
      OR (r.status IN ('SENT', 'SKIPPED', 'FAILED') AND r.processed_at IS NOT NULL AND (n.status_at IS NULL OR r.processed_at > n.status_at))))`;

interface ListRow {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  status: PhoneList['status'];
  created_at: Date | string;
  total: number | string;
  processed: number | string;
  success: number | string;
  failed: number | string;
  skipped: number | string;
  no_zalo: number | string;
  schedules: PhoneList['schedules'] | string | null;
}

const SCHEDULES_OF_L = `coalesce((SELECT json_agg(json_build_object('id', s.id, 'isActive', s.is_active, 'nextRunAt', s.next_run_at,
    'kind', CASE WHEN s.kind = 'phone-message' THEN 'message' ELSE 'friend-request' END, 'scheduleTimes', s.schedule_times, 'timezone', s.timezone) ORDER BY s.created_at)
  FROM job_schedules s WHERE s.user_id = l.user_id AND s.kind IN ('phone-friend-request', 'phone-message') AND s.request->>'listId' = l.id::text), '[]'::json) AS schedules`;
const LIST_SELECT = `SELECT l.id, l.user_id, l.name, l.description, l.status, l.created_at,
    (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id) AS total,
    (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND n.status IN ('SUCCESS', 'FAILED', 'SKIPPED')) AS processed,
    (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND n.status = 'SUCCESS') AS success,
    (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND n.status = 'FAILED') AS failed,
    (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND n.status = 'SKIPPED') AS skipped,
    (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND ${NO_ZALO}) AS no_zalo,
    ${SCHEDULES_OF_L}
  FROM phone_lists l`;

function toList(row: ListRow): PhoneList {
  const schedules = (typeof row.schedules === 'string' ? JSON.parse(row.schedules) : (row.schedules ?? [])) as PhoneList['schedules'];
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    totalNumbers: num(row.total),
    processedNumbers: num(row.processed),
    successfulRequests: num(row.success),
    failedRequests: num(row.failed),
    skippedNumbers: num(row.skipped),
    noZaloNumbers: num(row.no_zalo),
    createdAt: iso(row.created_at) as string,
    schedules: schedules.map((s) => ({ ...s, nextRunAt: s.isActive ? iso(s.nextRunAt) : null })),
  };
}

interface QuotaRow {
  friend_request_limit: number | null;
  message_limit: number | null;
}

const quotaView = (accountId: string, row: QuotaRow | undefined): PhoneAccountQuota => ({
  accountId,
  dailyLimit: row?.friend_request_limit ?? PHONE_FRIEND_REQUEST_QUOTA.default,
  messageDailyLimit: row?.message_limit ?? PHONE_MESSAGE_QUOTA.default,
  dailyLimitSaved: row?.friend_request_limit !== null && row?.friend_request_limit !== undefined,
  messageDailyLimitSaved: row?.message_limit !== null && row?.message_limit !== undefined,
});

export function createPhoneListsRepo(database: Database) {
  const followJobOutcomes = (listId: string) => database.query(FOLLOW_JOB_OUTCOMES, [listId]);

  return {
    followJobOutcomes,

    async create(userId: string, name: string, description: string | null, phones: string[]): Promise<string> {
      return database.transaction(async (tx) => {
        const [list] = await tx.query<{ id: string }>(`INSERT INTO phone_lists (user_id, name, description) VALUES ($1, $2, $3) RETURNING id`, [userId, name, description]);
        await tx.query(`INSERT INTO phone_numbers (list_id, seq, phone) SELECT $1, t.ord, t.phone FROM unnest($2::text[]) WITH ORDINALITY AS t(phone, ord)`, [list.id, phones]);
        return list.id;
      });
    },

    async ownedListIds(userId: string, page: number, limit: number): Promise<{ ids: string[]; total: number }> {
      const [ids, [{ total }]] = await Promise.all([
        database.query<{ id: string }>(`SELECT id FROM phone_lists WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`, [userId, limit, (page - 1) * limit]),
        database.query<{ total: number | string }>(`SELECT count(*) AS total FROM phone_lists WHERE user_id = $1`, [userId]),
      ]);
      return { ids: ids.map((row) => row.id), total: num(total) };
    },

    async ownerOf(listId: string): Promise<{ userId: string; status: PhoneList['status'] } | undefined> {
      const [row] = await database.query<{ user_id: string; status: PhoneList['status'] }>(`SELECT user_id, status FROM phone_lists WHERE id = $1`, [listId]);
      return row ? { userId: row.user_id, status: row.status } : undefined;
    },

    async list(userId: string, id: string): Promise<PhoneList | undefined> {
      const [row] = await database.query<ListRow>(`${LIST_SELECT} WHERE l.id = $1 AND l.user_id = $2`, [id, userId]);
      return row ? toList(row) : undefined;
    },

    async numbers(listId: string, filter: { page: number; limit: number; status?: PhoneEntryStatus; accountId?: string }) {
      const params: unknown[] = [listId];
      const where = ['n.list_id = $1'];
      const add = (value: unknown) => `$${params.push(value)}`;
      if (filter.status === 'PROCESSING') where.push(`n.status = 'PENDING' AND ${HELD}`);
      else if (filter.status === 'PENDING') where.push(`n.status = 'PENDING' AND NOT ${HELD}`);
      else if (filter.status) where.push(`n.status = ${add(filter.status)}`);
      if (filter.accountId) where.push(`n.account_id = ${add(filter.accountId)}::uuid`);
      const [rows, [{ total }]] = await Promise.all([
        database.query<{
          id: string; phone: string; status: PhoneEntryStatus; held: boolean; account_name: string | null; found_user_name: string | null;
          found_user_id: string | null; error_message: string | null; message_error_message: string | null; processed_at: Date | string | null;
        }>(
          `SELECT n.id, n.phone, n.status, ${HELD} AS held, a.display_name AS account_name, n.found_user_name, n.found_user_id, n.error_message,
             n.message_error_message, n.processed_at
           FROM phone_numbers n LEFT JOIN accounts a ON a.id = n.account_id WHERE ${where.join(' AND ')}
           ORDER BY n.seq LIMIT ${add(filter.limit)} OFFSET ${add((filter.page - 1) * filter.limit)}`,
          params,
        ),
        database.query<{ total: number | string }>(`SELECT count(*) AS total FROM phone_numbers n WHERE ${where.join(' AND ')}`, params.slice(0, params.length - 2)),
      ]);
      const entries: PhoneEntry[] = rows.map((row) => ({
        id: row.id,
        phoneNumber: row.phone,
        status: row.status === 'PENDING' && row.held ? 'PROCESSING' : row.status,
        assignedAccount: row.account_name === null ? null : { displayName: row.account_name },
        foundUserName: row.found_user_name,
        foundUserId: row.found_user_id,
        errorMessage: row.error_message,
        messageErrorMessage: row.message_error_message,
        processedAt: iso(row.processed_at),
      }));
      return { entries, total: num(total) };
    },

    async stats(listId: string): Promise<Omit<PhoneListStats, 'scheduleStats'>> {
      const [counts] = await database.query<Record<string, number | string>>(
        `SELECT count(*) AS total,
           count(*) FILTER (WHERE n.status = 'PENDING' AND NOT ${HELD}) AS pending,
           count(*) FILTER (WHERE n.status = 'PENDING' AND ${HELD}) AS processing,
           count(*) FILTER (WHERE n.status = 'SUCCESS') AS success,
           count(*) FILTER (WHERE n.status = 'FAILED') AS failed,
           count(*) FILTER (WHERE n.status = 'SKIPPED') AS skipped
         FROM phone_numbers n WHERE n.list_id = $1`,
        [listId],
      );
      const accounts = await database.query<Record<string, number | string | null>>(
        `SELECT n.account_id, a.display_name, count(*) AS assigned,
           count(*) FILTER (WHERE n.status = 'PENDING' AND NOT ${HELD}) AS pending,
           count(*) FILTER (WHERE n.status = 'PENDING' AND ${HELD}) AS processing,
           count(*) FILTER (WHERE n.status = 'SUCCESS') AS success,
           count(*) FILTER (WHERE n.status = 'FAILED') AS failed
         FROM phone_numbers n JOIN accounts a ON a.id = n.account_id WHERE n.list_id = $1
         GROUP BY n.account_id, a.display_name ORDER BY a.display_name`,
        [listId],
      );
      return {
        importStats: {
          total: num(counts.total), pending: num(counts.pending), processing: num(counts.processing),
          success: num(counts.success), failed: num(counts.failed), skipped: num(counts.skipped),
        },
        distributionSummary: {
          accountsUsed: accounts.map((row) => ({
            accountId: String(row.account_id), accountName: String(row.display_name), assigned: num(row.assigned), pending: num(row.pending),
            processing: num(row.processing), success: num(row.success), failed: num(row.failed),
          })),
        },
      };
    },

    /**
     * Unassigned PENDING numbers go round the accounts in turn by their place in the list (seq, counted from the first
     * of them): a list distributed whole splits exactly evenly, numbers put back later spread by their places.
     * Answers how many were assigned. One pass over the numbers (98,000 over 20 accounts within 2 s): no
     * ranking of the rows and no join back to them, which took a third of the time. The first place is a scalar
     * subquery, which the database computes once: joined as a one-row table, the planner may compute it again for
     * every number (it did on PGlite, which keeps no statistics: 5,000 numbers took 10 s, 98,000 never ended).
     */
    async distribute(listId: string, accountIds: string[]): Promise<number> {
      if (accountIds.length === 0) return 0;
      // Counted in the database: a 100,000-number list would otherwise send every id back only to be counted.
      const [row] = await database.query<{ n: number | string }>(
        `WITH assigned AS (
           UPDATE phone_numbers n
              SET account_id = ($2::uuid[])[((n.seq - (SELECT min(seq) FROM phone_numbers WHERE list_id = $1 AND status = 'PENDING' AND account_id IS NULL))
                                             % array_length($2::uuid[], 1)) + 1]
            WHERE n.list_id = $1 AND n.status = 'PENDING' AND n.account_id IS NULL
           RETURNING 1
         ) SELECT count(*) AS n FROM assigned`,
        [listId, accountIds],
      );
      return num(row?.n);
    },

    /** FAILED numbers wait again, unassigned, their errors cleared (the list's row moves: its counts changed). */
    async resetFailed(listId: string): Promise<number> {
      const rows = await database.query<{ id: string }>(
        `UPDATE phone_numbers SET status = 'PENDING', account_id = NULL, error_message = NULL, message_error_message = NULL, status_at = now()
         WHERE list_id = $1 AND status = 'FAILED' RETURNING id`,
        [listId],
      );
      if (rows.length > 0) await database.query(`UPDATE phone_lists SET updated_at = now() WHERE id = $1`, [listId]);
      return rows.length;
    },

    /**
     * A version of what the user's lists page shows: it moves with every write to their lists, their schedules
     * and their jobs (whose outcomes the numbers follow). The ETag of the page's poll.
     */
    async listsVersion(userId: string): Promise<string> {
      const version = (table: string) => `(SELECT count(*)::int || '.' || coalesce(sum(xmin::text::bigint), 0) FROM ${table} WHERE user_id = $1)`;
      const [row] = await database.query<{ version: string }>(
        `SELECT ${version('phone_lists')} || '/' || ${version('job_schedules')} || '/' || ${version('jobs')} AS version`,
        [userId],
      );
      return row.version;
    },

    /** The account's PENDING numbers of the list that no running job holds, in import order. */
    async nextNumbers(listId: string, accountId: string, limit: number): Promise<string[]> {
      await followJobOutcomes(listId);
      const rows = await database.query<{ phone: string }>(
        `SELECT n.phone FROM phone_numbers n WHERE n.list_id = $1 AND n.account_id = $2 AND n.status = 'PENDING' AND NOT ${HELD} ORDER BY n.seq LIMIT $3`,
        [listId, accountId, limit],
      );
      return rows.map((row) => row.phone);
    },

    async activeAccounts(userId: string): Promise<Array<{ id: string; displayName: string }>> {
      const rows = await database.query<{ id: string; display_name: string }>(
        `SELECT id, display_name FROM accounts WHERE user_id = $1 AND status = 'ACTIVE' ORDER BY created_at, id`,
        [userId],
      );
      return rows.map((row) => ({ id: row.id, displayName: row.display_name }));
    },

    async pendingCount(listId: string): Promise<number> {
      const [row] = await database.query<{ n: number | string }>(`SELECT count(*) AS n FROM phone_numbers WHERE list_id = $1 AND status = 'PENDING'`, [listId]);
      return num(row?.n);
    },

    async setStatus(listId: string, status: PhoneList['status']): Promise<void> {
      await database.query(`UPDATE phone_lists SET status = $2, updated_at = now() WHERE id = $1`, [listId, status]);
    },

    /** Active or not, the list's schedules follow a pause and a resume. */
    async setSchedulesActive(userId: string, listId: string, active: boolean): Promise<void> {
      await listSchedules.setPhoneListActive(database, userId, listId, active);
    },

    async remove(userId: string, listId: string): Promise<void> {
      await database.transaction(async (tx) => {
        await listSchedules.deleteOfPhoneList(tx, userId, listId);
        await tx.query(`DELETE FROM phone_lists WHERE id = $1 AND user_id = $2`, [listId, userId]);
      });
    },

    async quotaOf(accountId: string): Promise<{ friendRequest: number; message: number }> {
      const [row] = await database.query<{ friend_request_limit: number | null; message_limit: number | null }>(
        `SELECT friend_request_limit, message_limit FROM phone_account_quotas WHERE account_id = $1`,
        [accountId],
      );
      return { friendRequest: row?.friend_request_limit ?? PHONE_FRIEND_REQUEST_QUOTA.default, message: row?.message_limit ?? PHONE_MESSAGE_QUOTA.default };
    },

    /** The quotas of the user's ACTIVE accounts: each as saved, or the default (not saved). */
    async quotasOf(userId: string): Promise<PhoneAccountQuota[]> {
      const rows = await database.query<QuotaRow & { id: string }>(
        `SELECT a.id, q.friend_request_limit, q.message_limit FROM accounts a LEFT JOIN phone_account_quotas q ON q.account_id = a.id
          WHERE a.user_id = $1 AND a.status = 'ACTIVE' ORDER BY a.created_at, a.id`,
        [userId],
      );
      return rows.map((row) => quotaView(row.id, row));
    },

    /** Saves the given quotas of the account (the other one stays as it was). */
    async setQuota(accountId: string, quota: { friendRequest?: number; message?: number }): Promise<PhoneAccountQuota> {
      const [row] = await database.query<QuotaRow>(
        `INSERT INTO phone_account_quotas (account_id, friend_request_limit, message_limit) VALUES ($1, $2, $3)
         ON CONFLICT (account_id) DO UPDATE SET friend_request_limit = coalesce($2, phone_account_quotas.friend_request_limit),
           message_limit = coalesce($3, phone_account_quotas.message_limit), updated_at = now()
         RETURNING friend_request_limit, message_limit`,
        [accountId, quota.friendRequest ?? null, quota.message ?? null],
      );
      return quotaView(accountId, row);
    },

    /** Recipients of the list's jobs of this action created since `since`, per account (what today's quota has used). */
    async usedSince(listId: string, accountId: string, action: 'friend-request' | 'message', since: Date): Promise<number> {
      const [row] = await database.query<{ n: number | string }>(
        `SELECT coalesce(sum(total_recipients), 0) AS n FROM jobs WHERE metadata->>'phoneListId' = $1 AND account_id = $2 AND metadata->>'phoneAction' = $3 AND created_at >= $4`,
        [listId, accountId, action, since],
      );
      return num(row?.n);
    },

    /** A run of the list's schedule: its id (its jobs' executionId), side, and the accounts it could not start. */
    async recordRun(run: { executionId: string; listId: string; action: 'friend-request' | 'message'; notStarted: PhoneRunNotStarted[] }): Promise<void> {
      await database.query(
        `INSERT INTO phone_list_runs (id, list_id, action, not_started) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (id) DO UPDATE SET not_started = excluded.not_started`,
        [run.executionId, run.listId, run.action, JSON.stringify(run.notStarted)],
      );
    },

    /**
     * One execution per run, newest first: the recorded runs (with the accounts they could not start) and older runs
     * known only by their jobs, each summed over the jobs that share its execution id. RUNNING while a job of it is
     * unfinished; then FAILED when nothing succeeded and something failed, PARTIAL when both, else SUCCESS. Numbers
     * without Zalo are counted apart: neither processed sends nor failures.
     */
    async executions(listId: string, page: number, limit: number, action?: 'message'): Promise<{ executions: PhoneMessageExecution[]; total: number }> {
      const onlyMessages = action === 'message';
      const rows = await database.query<Record<string, unknown>>(
        `WITH job_runs AS (
           SELECT j.id, j.metadata->>'executionId' AS execution_id, j.metadata->>'phoneAction' AS kind, j.status, j.created_at, j.started_at,
             j.completed_at, j.success_count, j.failed_count, j.error_message, j.account_id, j.payload->>'message' AS template,
             jsonb_array_length(coalesce(j.attachments, '[]'::jsonb)) AS attachments,
             (SELECT count(*) FROM job_recipients r WHERE r.job_id = j.id AND r.status = 'FAILED' AND r.error_code IN (123, 215)) AS blocked,
             (SELECT count(*) FROM job_recipients r WHERE r.job_id = j.id AND r.status = 'SKIPPED' AND r.error_message = '${PHONE_NO_ZALO_REASON}') AS no_zalo,
             (SELECT count(*) FROM job_recipients r WHERE r.job_id = j.id AND r.status = 'PENDING' AND r.processed_at IS NULL) AS pending
           FROM jobs j
           WHERE j.metadata->>'phoneListId' = $1::text AND j.metadata ? 'executionId' AND (NOT $4::boolean OR j.metadata->>'phoneAction' = 'message')
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
           string_agg(DISTINCT jr.error_message, '; ') AS error, array_agg(DISTINCT a.display_name) AS accounts,
           min(jr.template) AS template, max(jr.attachments) AS attachments, count(*) OVER () AS total
         FROM every_run r LEFT JOIN job_runs jr ON jr.execution_id = r.id LEFT JOIN accounts a ON a.id = jr.account_id
         GROUP BY r.id, r.kind, r.at, r.not_started ORDER BY executed_at DESC, r.id LIMIT $2 OFFSET $3`,
        [listId, limit, (page - 1) * limit, onlyMessages],
      );
      return {
        total: num(rows[0]?.total as number | undefined),
        executions: rows.map((row) => {
          const success = num(row.success as number);
          const failed = num(row.failed as number);
          const blocked = num(row.blocked as number);
          const notStarted = (typeof row.not_started === 'string' ? JSON.parse(row.not_started) : (row.not_started ?? [])) as PhoneRunNotStarted[];
          const status: PhoneMessageExecution['status'] = row.running
            ? 'RUNNING'
            : failed > 0 && success === 0
              ? 'FAILED'
              : failed > 0 || notStarted.length > 0
                ? 'PARTIAL'
                : 'SUCCESS';
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
            accountsUsed: ((row.accounts as string[] | null) ?? []).filter(Boolean),
            schedule: { messageTemplate: String(row.template ?? ''), attachments: Array.from({ length: num(row.attachments as number) }) },
            notStarted,
          };
        }),
      };
    },
  };
}
export type PhoneListsRepo = ReturnType<typeof createPhoneListsRepo>;
