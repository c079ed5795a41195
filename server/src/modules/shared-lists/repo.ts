import type { SharedListMessageExecution, SharedPendingList } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { sortedAccountNames, accountsOfUser } from '../accounts';
import { listJobs, type ListScheduleRun, listSchedules } from '../jobs';
import { syncedGroupsAmong } from '../social';
import { followJobOutcomes } from './job-outcomes';
import { createMembersPart } from './members';

/**
 * Whose lists a request may see: its workspace's, or every list for a platform ADMIN; of its workspace's, an AGENT
 * sees those whose source account is theirs (`accounts`: null or absent for every account).
 */
export interface ListScope {
  workspaceId: string;
  admin: boolean;
  accounts?: string[] | null;
}

interface ListRow {
  id: string;
  workspace_id: string;
  name: string;
  description: string | null;
  archived: boolean;
  created_at: Date | string;
  source_account_id: string | null;
  member_count: number | string;
  success: number | string;
  failed: number | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A finished run is SUCCESS when nothing failed, FAILED when nothing went through, else PARTIAL; one still running is PARTIAL. */
function executionStatus(jobStatus: string, successful: number, failed: number): SharedListMessageExecution['status'] {
  if (jobStatus === 'FAILED' || (failed > 0 && successful === 0)) return 'FAILED';
  if (jobStatus === 'PENDING' || jobStatus === 'PROCESSING' || failed > 0) return 'PARTIAL';
  return 'SUCCESS';
}

function toExecution(run: ListScheduleRun): SharedListMessageExecution {
  const duration = run.startedAt && run.completedAt ? Math.round((run.completedAt.getTime() - run.startedAt.getTime()) / 1000) : 0;
  return {
    id: run.id,
    executedAt: run.executedAt.toISOString(),
    executionDuration: Math.max(0, duration),
    status: executionStatus(run.status, run.successCount, run.failedCount),
    totalProcessed: run.successCount + run.failedCount,
    successfulMessages: run.successCount,
    blockedMessages: run.blocked,
    failedMessages: run.failedCount - run.blocked,
    errorMessage: run.errorMessage,
  };
}

/** A list with its source account's name and whether a job of it runs (the accounts' and the jobs modules'). */
function toList(row: ListRow, sourceName: string | undefined, running: boolean): SharedPendingList & { userId: string } {
  const memberCount = Number(row.member_count);
  const success = Number(row.success);
  const failed = Number(row.failed);
  return {
    id: row.id,
    // The contract's name for the list's owner, which is now its workspace.
    userId: row.workspace_id,
    name: row.name,
    description: row.description,
    memberCount,
    // A list is PROCESSING while a job of it runs.
    status: row.archived ? 'ARCHIVED' : running ? 'PROCESSING' : 'ACTIVE',
    createdAt: iso(row.created_at),
    sourceAccountId: row.source_account_id ?? '',
    sourceAccount: sourceName === undefined ? null : { displayName: sourceName },
    statusCounts: { success, failed, pending: memberCount - success - failed },
  };
}

/** $1 workspace, $2 platform admin, `$n` the member's accounts (uuid[], null for every account). */
const scopeWhere = (n: number) => `((l.workspace_id = $1 AND ($${n}::uuid[] IS NULL OR l.source_account_id = ANY($${n}::uuid[]))) OR $2::boolean)`;
const accountsOf = (scope: ListScope) => scope.accounts ?? null;
const LIST_SELECT = `
  SELECT l.id, l.workspace_id, l.name, l.description, l.archived, l.created_at, l.source_account_id,
    (SELECT count(*) FROM shared_list_members m WHERE m.list_id = l.id) AS member_count,
    (SELECT count(*) FROM shared_list_members m WHERE m.list_id = l.id AND m.status IN ('SUCCESS', 'SENT')) AS success,
    (SELECT count(*) FROM shared_list_members m WHERE m.list_id = l.id AND m.status = 'FAILED') AS failed
  FROM shared_lists l`;

export function createSharedListsRepo(database: Database) {
  /** The rows as lists: their source accounts' names and running jobs read for all of them at once. */
  async function listsOf(rows: ListRow[]) {
    const [names, running] = await Promise.all([
      sortedAccountNames(database, rows.map((row) => row.source_account_id)),
      listJobs.runningSharedLists(database, rows.map((row) => ({ id: row.id, workspaceId: row.workspace_id }))),
    ]);
    const nameOf = new Map(names.map((account) => [account.id, account.displayName]));
    return rows.map((row) => toList(row, row.source_account_id === null ? undefined : nameOf.get(row.source_account_id), running.has(row.id)));
  }

  return {
    async lists(scope: ListScope) {
      const params = [scope.workspaceId, scope.admin, accountsOf(scope)];
      const ids = await database.query<{ id: string }>(`SELECT l.id FROM shared_lists l WHERE ${scopeWhere(3)}`, params);
      for (const { id } of ids) await followJobOutcomes(database, id);
      return listsOf(await database.query<ListRow>(`${LIST_SELECT} WHERE ${scopeWhere(3)} ORDER BY l.created_at DESC, l.id`, params));
    },

    async list(scope: ListScope, id: string) {
      const [found] = await database.query<{ id: string }>(`SELECT l.id FROM shared_lists l WHERE l.id = $3 AND ${scopeWhere(4)}`, [
        scope.workspaceId,
        scope.admin,
        id,
        accountsOf(scope),
      ]);
      if (!found) return undefined;
      await followJobOutcomes(database, id);
      const [list] = await listsOf(await database.query<ListRow>(`${LIST_SELECT} WHERE l.id = $1`, [id]));
      return list;
    },

    /**
     * Every account of the user, with the groups the list's members (those with a globalId) were saved from that
     * the account's synced groups hold too, and whether it ever synced its groups.
     */
    async senders(workspaceId: string, listId: string) {
      const [accounts, groupRows] = await Promise.all([
        accountsOfUser(database, workspaceId),
        database.query<{ group_id: string }>(`SELECT DISTINCT group_id FROM shared_list_members WHERE list_id = $1 AND global_id IS NOT NULL AND group_id IS NOT NULL`, [listId]),
      ]);
      const synced = await syncedGroupsAmong(database, workspaceId, accounts.map((account) => account.id), groupRows.map((row) => row.group_id));
      return accounts.map((account) => ({
        accountId: account.id,
        displayName: account.displayName,
        status: account.status,
        sharedGroupIds: synced.get(account.id) ?? [],
        groupsSynced: synced.has(account.id),
      }));
    },

    /** The user's open list of this source account, created when there is none. */
    async openListOf(workspaceId: string, sourceAccountId: string, name: string, description: string | null): Promise<string> {
      const [created] = await database.query<{ id: string }>(
        `INSERT INTO shared_lists (workspace_id, source_account_id, name, description) VALUES ($1, $2, $3, $4)
         ON CONFLICT (workspace_id, source_account_id) WHERE NOT archived DO UPDATE SET updated_at = now() RETURNING id`,
        [workspaceId, sourceAccountId, name, description],
      );
      return created.id;
    },

    /** The list and its message schedules (the scheduler's rows that name it) go together. */
    async remove(scope: ListScope, id: string): Promise<boolean> {
      return database.transaction(async (tx) => {
        const rows = await tx.query<{ id: string; workspace_id: string }>(`DELETE FROM shared_lists l WHERE l.id = $3 AND ${scopeWhere(4)} RETURNING l.id, l.workspace_id`, [
          scope.workspaceId,
          scope.admin,
          id,
          accountsOf(scope),
        ]);
        if (rows.length === 0) return false;
        await listSchedules.deleteOfSharedList(tx, rows[0].workspace_id, id);
        return true;
      });
    },

    /** The runs of the list's message schedule: its jobs, newest first, with how they went. */
    async executions(listId: string, page: number, limit: number) {
      const { runs, total } = await listJobs.sharedScheduleRuns(database, listId, page, limit);
      return { executions: runs.map(toExecution), total };
    },

    ...createMembersPart(database),
  };
}
export type SharedListsRepo = ReturnType<typeof createSharedListsRepo>;
