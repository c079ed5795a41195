import { DNC_SKIP_REASON } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { doNotContactSql } from '../do-not-contact';
import { listJobsSql } from '../jobs';
import { followJobOutcomes, HELD, NO_ZALO } from './job-outcomes';

/** A list whose every number was worked, as `phone_list.completed` tells it. */
export interface CompletedList {
  workspaceId: string;
  phoneListId: string;
  name: string;
  counts: { total: number; found: number; notFound: number; failed: number };
}

const num = (value: number | string | null | undefined) => Number(value ?? 0);

/** A list's work: its numbers shared out over the accounts, put back, skipped when listed, and taken by the schedules. */
export function createWorkPart(database: Database) {
  return {
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

    /**
     * FAILED numbers wait again, unassigned, their errors cleared (the list's row moves: its counts changed); with a
     * scope, only those of these accounts (an AGENT's).
     */
    async resetFailed(listId: string, scope: string[] | null = null): Promise<number> {
      const rows = await database.query<{ id: string }>(
        `UPDATE phone_numbers SET status = 'PENDING', account_id = NULL, error_message = NULL, message_error_message = NULL, status_at = now()
         WHERE list_id = $1 AND status = 'FAILED' AND ($2::uuid[] IS NULL OR account_id = ANY($2::uuid[])) RETURNING id`,
        [listId, scope],
      );
      if (rows.length > 0) await database.query(`UPDATE phone_lists SET updated_at = now() WHERE id = $1`, [listId]);
      return rows.length;
    },

    /** The account's PENDING numbers of the list that no running job holds, in import order. */
    async nextNumbers(listId: string, accountId: string, limit: number): Promise<string[]> {
      await followJobOutcomes(database, listId);
      const rows = await database.query<{ phone: string }>(
        `SELECT n.phone FROM phone_numbers n WHERE n.list_id = $1 AND n.account_id = $2 AND n.status = 'PENDING' AND NOT ${HELD} ORDER BY n.seq LIMIT $3`,
        [listId, accountId, limit],
      );
      return rows.map((row) => row.phone);
    },

    /**
     * Once a job of the list ended: a list with no number left to work (none PENDING, none held by a running job)
     * becomes COMPLETED, once (answered then with its counts; undefined otherwise). `found`: numbers whose lookup found
     * a person; `notFound`: numbers without Zalo; `failed`: numbers whose work failed.
     */
    async completeIfDone(listId: string): Promise<CompletedList | undefined> {
      await followJobOutcomes(database, listId);
      const [row] = await database.query<{ workspace_id: string; name: string; total: number | string; found: number | string; not_found: number | string; failed: number | string }>(
        `UPDATE phone_lists l SET status = 'COMPLETED', updated_at = now()
          WHERE l.id = $1 AND l.status IN ('PENDING', 'PROCESSING')
            AND EXISTS (SELECT 1 FROM phone_numbers n WHERE n.list_id = l.id)
            AND NOT EXISTS (SELECT 1 FROM phone_numbers n WHERE n.list_id = l.id AND n.status IN ('PENDING', 'PROCESSING'))
            AND NOT EXISTS (${listJobsSql.pendingTargets({ list: 'phone', listId: '$1::text' })})
          RETURNING l.workspace_id, l.name,
            (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id) AS total,
            (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND n.found_user_id IS NOT NULL) AS found,
            (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND ${NO_ZALO}) AS not_found,
            (SELECT count(*) FROM phone_numbers n WHERE n.list_id = l.id AND n.status = 'FAILED') AS failed`,
        [listId],
      );
      return (
        row && {
          workspaceId: row.workspace_id,
          phoneListId: listId,
          name: row.name,
          counts: { total: num(row.total), found: num(row.found), notFound: num(row.not_found), failed: num(row.failed) },
        }
      );
    },

    async pendingCount(listId: string): Promise<number> {
      const [row] = await database.query<{ n: number | string }>(`SELECT count(*) AS n FROM phone_numbers WHERE list_id = $1 AND status = 'PENDING'`, [listId]);
      return num(row?.n);
    },

    /**
     * The user's list's PENDING numbers on the user's do-not-contact list become SKIPPED with its reason, so no
     * schedule takes them (a schedule is created, or is about to pick its numbers). Answers how many.
     */
    async skipListedNumbers(workspaceId: string, listId: string): Promise<number> {
      const rows = await database.query<{ id: string }>(
        `UPDATE phone_numbers n SET status = 'SKIPPED', error_message = $3, processed_at = now(), status_at = now()
           FROM phone_lists l
          WHERE l.id = n.list_id AND l.id = $2 AND l.workspace_id = $1 AND n.status = 'PENDING'
            AND ${doNotContactSql.numberListed('$1', 'n.phone')}
          RETURNING n.id`,
        [workspaceId, listId, DNC_SKIP_REASON],
      );
      return rows.length;
    },
  };
}
