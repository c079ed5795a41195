import type { SqlRunner } from '../../../db/client';

/** A phone list's schedule as its list shows it. */
export interface PhoneListScheduleRow {
  id: string;
  isActive: boolean;
  nextRunAt: Date;
  kind: 'friend-request' | 'message';
  scheduleTimes: string[];
  timezone: string;
}

/**
 * What the lists may do to the schedules that name them (their request's listId), called with the list's own
 * connection or transaction so that a list and its schedules change together. The schedules are jobs' table.
 */
export const listSchedules = {
  /**
   * The schedules of these phone lists of the user, each list's in the order they were made: its side (friend request
   * or message), times, timezone, whether active and its next run.
   */
  async ofPhoneLists(sql: SqlRunner, workspaceId: string, listIds: string[]): Promise<Map<string, PhoneListScheduleRow[]>> {
    const out = new Map<string, PhoneListScheduleRow[]>();
    if (listIds.length === 0) return out;
    const rows = await sql.query<{ list_id: string; id: string; is_active: boolean; next_run_at: Date | string; kind: string; schedule_times: string[]; timezone: string }>(
      `SELECT s.list_id, s.id, s.is_active, s.next_run_at, s.kind, s.schedule_times, s.timezone FROM job_schedules s
        WHERE s.workspace_id = $1 AND s.kind IN ('phone-friend-request', 'phone-message') AND s.list_id = ANY($2::text[])
        ORDER BY s.created_at, s.id`,
      [workspaceId, listIds],
    );
    for (const row of rows) {
      const schedules = out.get(row.list_id) ?? [];
      schedules.push({
        id: row.id,
        isActive: row.is_active,
        nextRunAt: new Date(row.next_run_at),
        kind: row.kind === 'phone-message' ? 'message' : 'friend-request',
        scheduleTimes: row.schedule_times,
        timezone: row.timezone,
      });
      out.set(row.list_id, schedules);
    }
    return out;
  },

  /** A phone list's schedules follow its pause and resume. */
  async setPhoneListActive(sql: SqlRunner, workspaceId: string, listId: string, active: boolean): Promise<void> {
    await sql.query(
      `UPDATE job_schedules SET is_active = $3, updated_at = now() WHERE workspace_id = $1 AND kind IN ('phone-friend-request', 'phone-message') AND list_id = $2`,
      [workspaceId, listId, active],
    );
  },

  /** A deleted phone list takes its schedules with it. */
  async deleteOfPhoneList(sql: SqlRunner, workspaceId: string, listId: string): Promise<void> {
    await sql.query(`DELETE FROM job_schedules WHERE workspace_id = $1 AND kind IN ('phone-friend-request', 'phone-message') AND list_id = $2`, [workspaceId, listId]);
  },

  /** A deleted shared list takes its message schedules with it. */
  async deleteOfSharedList(sql: SqlRunner, workspaceId: string, listId: string): Promise<void> {
    await sql.query(`DELETE FROM job_schedules WHERE workspace_id = $1 AND kind = 'shared-list-message' AND list_id = $2`, [workspaceId, listId]);
  },
};
