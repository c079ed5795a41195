import type { PhoneList } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { listJobs, listSchedules, type PhoneListScheduleRow } from '../jobs';
import { NO_ZALO } from './job-outcomes';
import { type ListViewer, listVisible, numberInScope } from './viewer';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const num = (value: number | string | null | undefined) => Number(value ?? 0);

interface ListRow {
  id: string;
  workspace_id: string;
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
  created_by: string | null;
}

/** A list's row with its numbers' counts, those in the viewer's scope (parameter `$s`) only. */
const listSelect = (s: number) => {
  const numbers = `FROM phone_numbers n WHERE n.list_id = l.id AND ${numberInScope(s)}`;
  return `SELECT l.id, l.workspace_id, l.name, l.description, l.status, l.created_at, l.created_by,
    (SELECT count(*) ${numbers}) AS total,
    (SELECT count(*) ${numbers} AND n.status IN ('SUCCESS', 'FAILED', 'SKIPPED')) AS processed,
    (SELECT count(*) ${numbers} AND n.status = 'SUCCESS') AS success,
    (SELECT count(*) ${numbers} AND n.status = 'FAILED') AS failed,
    (SELECT count(*) ${numbers} AND n.status = 'SKIPPED') AS skipped,
    (SELECT count(*) ${numbers} AND ${NO_ZALO}) AS no_zalo
  FROM phone_lists l`;
};

/** A list as the API answers it, but for its creator's e-mail (the service adds it): `createdById`. */
export type StoredPhoneList = Omit<PhoneList, 'createdBy'> & { createdById: string | null };

function toList(row: ListRow, schedules: PhoneListScheduleRow[]): StoredPhoneList {
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
    createdById: row.created_by,
  };
}

/** The lists themselves: created from an import, read with their counts and schedules, paused, removed. */
export function createListsPart(database: Database) {
  return {
    /** A new list of the workspace, imported by the person `createdBy`. */
    async create(workspaceId: string, createdBy: string, name: string, description: string | null, phones: string[]): Promise<string> {
      return database.transaction(async (tx) => {
        const [list] = await tx.query<{ id: string }>(`INSERT INTO phone_lists (workspace_id, created_by, name, description) VALUES ($1, $2, $3, $4) RETURNING id`, [
          workspaceId,
          createdBy,
          name,
          description,
        ]);
        await tx.query(`INSERT INTO phone_numbers (list_id, seq, phone) SELECT $1, t.ord, t.phone FROM unnest($2::text[]) WITH ORDINALITY AS t(phone, ord)`, [list.id, phones]);
        return list.id;
      });
    },

    /** The ids of the lists the viewer sees, newest first. */
    async ownedListIds(viewer: ListViewer, page: number, limit: number): Promise<{ ids: string[]; total: number }> {
      const where = `l.workspace_id = $1 AND ${listVisible(2, 3)}`;
      const params = [viewer.workspaceId, viewer.scope, viewer.userId];
      const [ids, [{ total }]] = await Promise.all([
        database.query<{ id: string }>(`SELECT l.id FROM phone_lists l WHERE ${where} ORDER BY l.created_at DESC, l.id LIMIT $4 OFFSET $5`, [
          ...params,
          limit,
          (page - 1) * limit,
        ]),
        database.query<{ total: number | string }>(`SELECT count(*) AS total FROM phone_lists l WHERE ${where}`, params),
      ]);
      return { ids: ids.map((row) => row.id), total: num(total) };
    },

    async ownerOf(listId: string): Promise<{ workspaceId: string; status: PhoneList['status'] } | undefined> {
      const [row] = await database.query<{ workspace_id: string; status: PhoneList['status'] }>(`SELECT workspace_id, status FROM phone_lists WHERE id = $1`, [listId]);
      return row ? { workspaceId: row.workspace_id, status: row.status } : undefined;
    },

    /** Whether an AGENT (the person and their accounts) sees the list (see viewer.ts). */
    async visibleTo(listId: string, viewer: { userId: string; scope: string[] }): Promise<boolean> {
      const rows = await database.query(`SELECT 1 FROM phone_lists l WHERE l.id = $1 AND ${listVisible(2, 3)}`, [listId, viewer.scope, viewer.userId || null]);
      return rows.length > 0;
    },

    /** The viewer's list with its counts (of the viewer's numbers) and its schedules (the jobs module's). */
    async list(viewer: ListViewer, id: string): Promise<StoredPhoneList | undefined> {
      const [row] = await database.query<ListRow>(`${listSelect(3)} WHERE l.id = $1 AND l.workspace_id = $2 AND ${listVisible(3, 4)}`, [
        id,
        viewer.workspaceId,
        viewer.scope,
        viewer.userId,
      ]);
      if (!row) return undefined;
      const schedules = await listSchedules.ofPhoneLists(database, viewer.workspaceId, [id]);
      return toList(row, schedules.get(id) ?? []);
    },

    /**
     * A version of what the user's lists page shows: it moves with every write to their lists, their schedules
     * and their jobs (whose outcomes the numbers follow). The ETag of the page's poll.
     */
    async listsVersion(workspaceId: string): Promise<string> {
      const [[row], jobs] = await Promise.all([
        database.query<{ version: string }>(`SELECT count(*)::int || '.' || coalesce(sum(xmin::text::bigint), 0) AS version FROM phone_lists WHERE workspace_id = $1`, [workspaceId]),
        listJobs.userVersion(database, workspaceId),
      ]);
      return `${row.version}/${jobs}`;
    },

    async setStatus(listId: string, status: PhoneList['status']): Promise<void> {
      await database.query(`UPDATE phone_lists SET status = $2, updated_at = now() WHERE id = $1`, [listId, status]);
    },

    /** Active or not, the list's schedules follow a pause and a resume. */
    async setSchedulesActive(workspaceId: string, listId: string, active: boolean): Promise<void> {
      await listSchedules.setPhoneListActive(database, workspaceId, listId, active);
    },

    async remove(workspaceId: string, listId: string): Promise<void> {
      await database.transaction(async (tx) => {
        await listSchedules.deleteOfPhoneList(tx, workspaceId, listId);
        await tx.query(`DELETE FROM phone_lists WHERE id = $1 AND workspace_id = $2`, [listId, workspaceId]);
      });
    },
  };
}
