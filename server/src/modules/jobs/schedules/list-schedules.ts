import type { SqlRunner } from '../../../db/client';

/**
 * What the lists may do to the schedules that name them (their request's listId), called with the list's own
 * connection or transaction so that a list and its schedules change together. The schedules are jobs' table.
 */
export const listSchedules = {
  /** A phone list's schedules follow its pause and resume. */
  async setPhoneListActive(sql: SqlRunner, userId: string, listId: string, active: boolean): Promise<void> {
    await sql.query(
      `UPDATE job_schedules SET is_active = $3, updated_at = now() WHERE user_id = $1 AND kind IN ('phone-friend-request', 'phone-message') AND request->>'listId' = $2`,
      [userId, listId, active],
    );
  },

  /** A deleted phone list takes its schedules with it. */
  async deleteOfPhoneList(sql: SqlRunner, userId: string, listId: string): Promise<void> {
    await sql.query(`DELETE FROM job_schedules WHERE user_id = $1 AND kind IN ('phone-friend-request', 'phone-message') AND request->>'listId' = $2`, [userId, listId]);
  },

  /** A deleted shared list takes its message schedules with it. */
  async deleteOfSharedList(sql: SqlRunner, userId: string, listId: string): Promise<void> {
    await sql.query(`DELETE FROM job_schedules WHERE user_id = $1 AND kind = 'shared-list-message' AND request->>'listId' = $2`, [userId, listId]);
  },
};
