import type { PhoneList } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { listJobs, listSchedules, type PhoneListScheduleRow } from '../jobs';
import { NO_ZALO } from './job-outcomes';

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
}

const LIST_SELECT = `SELECT l.id, l.workspace_id, l.name, l.description, l.status, l.created_at,
    (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id) AS total,
    (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND n.status IN ('SUCCESS', 'FAILED', 'SKIPPED')) AS processed,
    (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND n.status = 'SUCCESS') AS success,
    (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND n.status = 'FAILED') AS failed,
    (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND n.status = 'SKIPPED') AS skipped,
    (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND ${NO_ZALO}) AS no_zalo
  FROM phone_lists l`;

function toList(row: ListRow, schedules: PhoneListScheduleRow[]): PhoneList {
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

/** The lists themselves: created from an import, read with their counts and schedules, paused, removed. */
export function createListsPart(database: Database) {
  return {
    async create(workspaceId: string, name: string, description: string | null, phones: string[]): Promise<string> {
      return database.transaction(async (tx) => {
        const [list] = await tx.query<{ id: string }>(`INSERT INTO phone_lists (workspace_id, name, description) VALUES ($1, $2, $3) RETURNING id`, [workspaceId, name, description]);
        await tx.query(`INSERT INTO phone_numbers (list_id, seq, phone) SELECT $1, t.ord, t.phone FROM unnest($2::text[]) WITH ORDINALITY AS t(phone, ord)`, [list.id, phones]);
        return list.id;
      });
    },

    async ownedListIds(workspaceId: string, page: number, limit: number): Promise<{ ids: string[]; total: number }> {
      const [ids, [{ total }]] = await Promise.all([
        database.query<{ id: string }>(`SELECT id FROM phone_lists WHERE workspace_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`, [workspaceId, limit, (page - 1) * limit]),
        database.query<{ total: number | string }>(`SELECT count(*) AS total FROM phone_lists WHERE workspace_id = $1`, [workspaceId]),
      ]);
      return { ids: ids.map((row) => row.id), total: num(total) };
    },

    async ownerOf(listId: string): Promise<{ workspaceId: string; status: PhoneList['status'] } | undefined> {
      const [row] = await database.query<{ workspace_id: string; status: PhoneList['status'] }>(`SELECT workspace_id, status FROM phone_lists WHERE id = $1`, [listId]);
      return row ? { workspaceId: row.workspace_id, status: row.status } : undefined;
    },

    /** The user's list with its counts and its schedules (the jobs module's). */
    async list(workspaceId: string, id: string): Promise<PhoneList | undefined> {
      const [row] = await database.query<ListRow>(`${LIST_SELECT} WHERE l.id = $1 AND l.workspace_id = $2`, [id, workspaceId]);
      if (!row) return undefined;
      const schedules = await listSchedules.ofPhoneLists(database, workspaceId, [id]);
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
