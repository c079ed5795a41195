import type { SavedMember, SharedListMember, SharedListMessageExecution, SharedPendingList } from 'shared-sdk/schemas';
import type { Database, SqlRunner } from '../../db/client';
import { listSchedules } from '../jobs';

/** Whose lists a request may see: its own, or every list for an ADMIN. */
export interface ListScope {
  userId: string;
  admin: boolean;
}

interface ListRow {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  archived: boolean;
  created_at: Date | string;
  source_account_id: string | null;
  source_name: string | null;
  member_count: number | string;
  success: number | string;
  failed: number | string;
  running: boolean;
}

interface MemberRow {
  id: string;
  member_id: string;
  global_id: string | null;
  display_name: string | null;
  avatar: string | null;
  zalo_name: string | null;
  group_id: string | null;
  group_name: string | null;
  status: string;
  status_reason: string | null;
  created_at: Date | string;
}

interface ExecutionRow {
  id: string;
  executed_at: Date | string;
  started_at: Date | string | null;
  completed_at: Date | string | null;
  status: string;
  success_count: number;
  failed_count: number;
  error_message: string | null;
  blocked: number | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A finished run is SUCCESS when nothing failed, FAILED when nothing went through, else PARTIAL; one still running is PARTIAL. */
function executionStatus(jobStatus: string, successful: number, failed: number): SharedListMessageExecution['status'] {
  if (jobStatus === 'FAILED' || (failed > 0 && successful === 0)) return 'FAILED';
  if (jobStatus === 'PENDING' || jobStatus === 'PROCESSING' || failed > 0) return 'PARTIAL';
  return 'SUCCESS';
}

function toExecution(row: ExecutionRow): SharedListMessageExecution {
  const successful = Number(row.success_count);
  const failedAll = Number(row.failed_count);
  const blocked = Number(row.blocked);
  const duration = row.started_at && row.completed_at ? Math.round((new Date(row.completed_at).getTime() - new Date(row.started_at).getTime()) / 1000) : 0;
  return {
    id: row.id,
    executedAt: iso(row.executed_at),
    executionDuration: Math.max(0, duration),
    status: executionStatus(row.status, successful, failedAll),
    totalProcessed: successful + failedAll,
    successfulMessages: successful,
    blockedMessages: blocked,
    failedMessages: failedAll - blocked,
    errorMessage: row.error_message,
  };
}

function toList(row: ListRow): SharedPendingList & { userId: string } {
  const memberCount = Number(row.member_count);
  const success = Number(row.success);
  const failed = Number(row.failed);
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    memberCount,
    // A list is PROCESSING while a job of it runs.
    status: row.archived ? 'ARCHIVED' : row.running ? 'PROCESSING' : 'ACTIVE',
    createdAt: iso(row.created_at),
    sourceAccountId: row.source_account_id ?? '',
    sourceAccount: row.source_name === null ? null : { displayName: row.source_name },
    statusCounts: { success, failed, pending: memberCount - success - failed },
  };
}

export function toMember(row: MemberRow): SharedListMember & { globalId: string | null; statusReason: string | null } {
  return {
    id: row.id,
    memberId: row.member_id,
    globalId: row.global_id,
    displayName: row.display_name,
    avatar: row.avatar,
    zaloName: row.zalo_name,
    groupId: row.group_id,
    groupName: row.group_name,
    status: row.status,
    statusReason: row.status_reason,
    createdAt: iso(row.created_at),
  };
}

const SCOPE = `(l.user_id = $1 OR $2::boolean)`;
const LIST_SELECT = `
  SELECT l.id, l.user_id, l.name, l.description, l.archived, l.created_at, l.source_account_id, a.display_name AS source_name,
    (SELECT count(*) FROM shared_list_members m WHERE m.list_id = l.id) AS member_count,
    (SELECT count(*) FROM shared_list_members m WHERE m.list_id = l.id AND m.status IN ('SUCCESS', 'SENT')) AS success,
    (SELECT count(*) FROM shared_list_members m WHERE m.list_id = l.id AND m.status = 'FAILED') AS failed,
    EXISTS (SELECT 1 FROM jobs j WHERE j.user_id = l.user_id AND j.metadata->>'listId' = l.id::text
      AND j.status IN ('PENDING', 'PROCESSING')) AS running
  FROM shared_lists l LEFT JOIN accounts a ON a.id = l.source_account_id`;

/**
 * The member a recipient of a list job `j` is: from the source account its uid is the member id; from another
 * account, the uid that account resolved the member to (shared_list_member_uids).
 */
const MEMBER_OF_RECIPIENT = `CASE WHEN j.account_id = l.source_account_id THEN r.target_id
  ELSE (SELECT u.member_id FROM shared_list_member_uids u WHERE u.list_id = l.id AND u.account_id = j.account_id AND u.uid = r.target_id) END`;

/**
 * A member's status follows the outcomes of the list's jobs: the newest finished recipient that is that member,
 * newer than the member's last change. A friend request that went through is SENT (the person still has to
 * accept); a message or invite that went through is SUCCESS.
 */
const FOLLOW_JOB_OUTCOMES = `
  UPDATE shared_list_members m SET status = o.status, status_reason = o.reason, status_at = o.at
  FROM (
    SELECT DISTINCT ON (member_id) * FROM (
      SELECT ${MEMBER_OF_RECIPIENT} AS member_id,
        CASE WHEN r.status = 'FAILED' THEN 'FAILED' WHEN j.type = 'FRIEND_REQUEST' THEN 'SENT' ELSE 'SUCCESS' END AS status,
        CASE WHEN r.status = 'FAILED' THEN r.error_message END AS reason,
        r.processed_at AS at
      FROM jobs j JOIN job_recipients r ON r.job_id = j.id
      JOIN shared_lists l ON l.id = $1
      WHERE j.user_id = l.user_id AND j.metadata->>'listId' = $1::text
        AND r.status IN ('SENT', 'FAILED') AND r.processed_at IS NOT NULL
    ) outcomes
    WHERE member_id IS NOT NULL
    ORDER BY member_id, at DESC
  ) o
  WHERE m.list_id = $1 AND m.member_id = o.member_id AND (m.status_at IS NULL OR m.status_at < o.at)`;

export function createSharedListsRepo(database: Database) {
  const followJobOutcomes = (runner: SqlRunner, listId: string) => runner.query(FOLLOW_JOB_OUTCOMES, [listId]);

  return {
    async lists(scope: ListScope) {
      const ids = await database.query<{ id: string }>(`SELECT l.id FROM shared_lists l WHERE ${SCOPE}`, [scope.userId, scope.admin]);
      for (const { id } of ids) await followJobOutcomes(database, id);
      const rows = await database.query<ListRow>(`${LIST_SELECT} WHERE ${SCOPE} ORDER BY l.created_at DESC, l.id`, [scope.userId, scope.admin]);
      return rows.map(toList);
    },

    async list(scope: ListScope, id: string) {
      const [found] = await database.query<{ id: string }>(`SELECT l.id FROM shared_lists l WHERE l.id = $3 AND ${SCOPE}`, [scope.userId, scope.admin, id]);
      if (!found) return undefined;
      await followJobOutcomes(database, id);
      const [row] = await database.query<ListRow>(`${LIST_SELECT} WHERE l.id = $1`, [id]);
      return row ? toList(row) : undefined;
    },

    async members(listId: string, memberRowIds?: string[]) {
      const rows = memberRowIds
        ? await database.query<MemberRow>(`SELECT * FROM shared_list_members WHERE list_id = $1 AND id = ANY($2::uuid[]) ORDER BY created_at, id`, [listId, memberRowIds])
        : await database.query<MemberRow>(`SELECT * FROM shared_list_members WHERE list_id = $1 ORDER BY created_at, id`, [listId]);
      return rows.map(toMember);
    },

    /**
     * Every account of the user, with the groups the list's members (those with a globalId) were saved from that
     * the account's synced groups hold too, and whether it ever synced its groups.
     */
    async senders(userId: string, listId: string) {
      const rows = await database.query<{ id: string; display_name: string; status: string; shared_group_ids: string[] | null; groups_synced: boolean }>(
        `SELECT a.id, a.display_name, a.status,
           (SELECT array_agg(DISTINCT g.group_id ORDER BY g.group_id) FROM groups g
             WHERE g.account_id = a.id AND g.user_id = a.user_id AND g.removed_at IS NULL
               AND g.group_id IN (SELECT m.group_id FROM shared_list_members m WHERE m.list_id = $2 AND m.global_id IS NOT NULL)) AS shared_group_ids,
           EXISTS (SELECT 1 FROM groups g WHERE g.account_id = a.id AND g.user_id = a.user_id) AS groups_synced
         FROM accounts a WHERE a.user_id = $1 ORDER BY a.created_at, a.id`,
        [userId, listId],
      );
      return rows.map((row) => ({
        accountId: row.id,
        displayName: row.display_name,
        status: row.status,
        sharedGroupIds: row.shared_group_ids ?? [],
        groupsSynced: Boolean(row.groups_synced),
      }));
    },

    /** The user's open list of this source account, created when there is none. */
    async openListOf(userId: string, sourceAccountId: string, name: string, description: string | null): Promise<string> {
      const [created] = await database.query<{ id: string }>(
        `INSERT INTO shared_lists (user_id, source_account_id, name, description) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, source_account_id) WHERE NOT archived DO UPDATE SET updated_at = now() RETURNING id`,
        [userId, sourceAccountId, name, description],
      );
      return created.id;
    },

    /** Adds the members not in the list yet (by their platform id); answers how many were new. */
    async addMembers(listId: string, members: SavedMember[]): Promise<number> {
      const rows = await database.query<{ id: string }>(
        `INSERT INTO shared_list_members (list_id, member_id, global_id, display_name, avatar, zalo_name, group_id, group_name)
         SELECT $1, m.member_id, m.global_id, m.display_name, m.avatar, m.zalo_name, m.group_id, m.group_name
         FROM json_to_recordset($2::json) AS m(member_id text, global_id text, display_name text, avatar text, zalo_name text, group_id text, group_name text)
         ON CONFLICT (list_id, member_id) DO NOTHING RETURNING id`,
        [
          listId,
          JSON.stringify(
            members.map((m) => ({
              member_id: m.memberId,
              global_id: m.globalId ?? null,
              display_name: m.displayName ?? null,
              avatar: m.avatar ?? null,
              zalo_name: m.zaloName ?? null,
              group_id: m.groupId ?? null,
              group_name: m.groupName ?? null,
            })),
          ),
        ],
      );
      return rows.length;
    },

    /** The list and its message schedules (the scheduler's rows that name it) go together. */
    async remove(scope: ListScope, id: string): Promise<boolean> {
      return database.transaction(async (tx) => {
        const rows = await tx.query<{ id: string; user_id: string }>(`DELETE FROM shared_lists l WHERE l.id = $3 AND ${SCOPE} RETURNING l.id, l.user_id`, [scope.userId, scope.admin, id]);
        if (rows.length === 0) return false;
        await listSchedules.deleteOfSharedList(tx, rows[0].user_id, id);
        return true;
      });
    },

    /** Pending members that no unfinished job of the list holds yet, in the order they were saved. */
    async nextPending(listId: string, limit: number) {
      await followJobOutcomes(database, listId);
      const rows = await database.query<MemberRow>(
        `SELECT m.* FROM shared_list_members m JOIN shared_lists l ON l.id = m.list_id
         WHERE m.list_id = $1 AND m.status = 'pending' AND NOT EXISTS (
           SELECT 1 FROM jobs j JOIN job_recipients r ON r.job_id = j.id
           WHERE j.user_id = l.user_id AND j.metadata->>'listId' = $1::text AND ${MEMBER_OF_RECIPIENT} = m.member_id
             AND ((j.status IN ('PENDING', 'PROCESSING') AND r.status = 'PENDING')
               -- An outcome the engine wrote after the follow above: the member is done, not pending (never sent twice).
               OR (r.status IN ('SENT', 'FAILED') AND r.processed_at IS NOT NULL AND (m.status_at IS NULL OR r.processed_at > m.status_at))))
         ORDER BY m.created_at, m.id LIMIT $2`,
        [listId, limit],
      );
      return rows.map(toMember);
    },

    async pendingCount(listId: string): Promise<number> {
      const [row] = await database.query<{ n: number | string }>(`SELECT count(*) AS n FROM shared_list_members WHERE list_id = $1 AND status = 'pending'`, [listId]);
      return Number(row?.n ?? 0);
    },

    /** The runs of the list's message schedule: its jobs, newest first, with how they went. */
    async executions(listId: string, page: number, limit: number) {
      const where = `j.metadata->>'listId' = $1::text AND j.metadata->>'source' = 'shared-list-schedule'`;
      const [rows, [{ total }]] = await Promise.all([
        database.query<ExecutionRow>(
          `SELECT j.id, coalesce(j.started_at, j.created_at) AS executed_at, j.started_at, j.completed_at, j.status, j.success_count, j.failed_count,
             j.error_message, (SELECT count(*) FROM job_recipients r WHERE r.job_id = j.id AND r.status = 'FAILED' AND r.error_code IN (123, 215)) AS blocked
           FROM jobs j WHERE ${where} ORDER BY j.created_at DESC, j.id LIMIT $2 OFFSET $3`,
          [listId, limit, (page - 1) * limit],
        ),
        database.query<{ total: number | string }>(`SELECT count(*) AS total FROM jobs j WHERE ${where}`, [listId]),
      ]);
      return { executions: rows.map(toExecution), total: Number(total) };
    },

    /** The uids under which `accountId` reaches these members (by their member id), for following its jobs. */
    async rememberUids(listId: string, accountId: string, uids: Array<{ memberId: string; uid: string }>) {
      if (uids.length === 0) return;
      await database.query(
        `INSERT INTO shared_list_member_uids (list_id, account_id, uid, member_id)
         SELECT $1, $2, u.uid, u.member_id FROM json_to_recordset($3::json) AS u(uid text, member_id text)
         ON CONFLICT (list_id, account_id, uid) DO UPDATE SET member_id = excluded.member_id`,
        [listId, accountId, JSON.stringify(uids.map((u) => ({ uid: u.uid, member_id: u.memberId })))],
      );
    },

    async setMemberStatus(listId: string, memberRowId: string, status: string, reason: string | null = null) {
      const [row] = await database.query<MemberRow>(
        `UPDATE shared_list_members SET status = $3, status_reason = $4, status_at = now() WHERE list_id = $1 AND id = $2 RETURNING *`,
        [listId, memberRowId, status, reason],
      );
      return row ? toMember(row) : undefined;
    },
  };
}
export type SharedListsRepo = ReturnType<typeof createSharedListsRepo>;
