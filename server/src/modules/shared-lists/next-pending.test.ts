import type { Database } from '../../db/client';
import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { createSharedListsRepo } from './repo';

/**
 * A daily list schedule takes the next pending members. The engine may record an outcome at any moment, even between
 * the statement that brings the members up to date with their jobs and the one that picks the next ones: such a
 * member is done, and must not be messaged a second time.
 */
const database = suiteDatabase();
let listId: string;
let jobId: string;

beforeAll(async () => {
  const [userId] = await insertUsers(database, 'kho-race@example.com');
  const [{ id: accountId }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, 'Shop', 'ACTIVE') RETURNING id`, [userId]);
  [{ id: listId }] = await database.query<{ id: string }>(`INSERT INTO shared_lists (workspace_id, source_account_id, name) VALUES ($1, $2, 'Kho') RETURNING id`, [userId, accountId]);
  await database.query(`INSERT INTO shared_list_members (list_id, member_id, display_name) VALUES ($1, 'm-1', 'Lan'), ($1, 'm-2', 'Minh')`, [listId]);
  [{ id: jobId }] = await database.query<{ id: string }>(
    `INSERT INTO jobs (workspace_id, account_id, account_name, type, action, status, total_recipients, payload, metadata, started_at)
     VALUES ($1, $2, 'Shop', 'TO_GROUP_MEMBERS', 'message', 'PROCESSING', 1, '{"message":"Chào"}'::jsonb, $3::jsonb, now()) RETURNING id`,
    [userId, accountId, JSON.stringify({ source: 'shared-list-schedule', listId })],
  );
  await database.query(`INSERT INTO job_recipients (job_id, seq, target_id, target_type, status) VALUES ($1, 1, 'm-1', 'user', 'PENDING')`, [jobId]);
});

/** The database as the repo sees it, with the engine recording the job's outcome right after the members follow their jobs. */
function engineRecordsAfterTheFollow(): Database {
  const query = async (sql: string, params?: unknown[]) => {
    const rows = await database.query(sql, params);
    if (sql.includes('UPDATE shared_list_members m SET status = o.status')) {
      await database.query(`UPDATE job_recipients SET status = 'SENT', processed_at = now() WHERE job_id = $1`, [jobId]);
    }
    return rows;
  };
  return new Proxy(database, {
    get: (target, property) => (property === 'query' ? query : Reflect.get(target, property, target)),
  }) as unknown as Database;
}

it('does not take again a member whose message the engine records while the next ones are picked', async () => {
  const members = await createSharedListsRepo(engineRecordsAfterTheFollow()).nextPending(listId, 5);
  expect(members.map((member) => member.memberId)).toEqual(['m-2']);
  // The next pick sees the outcome: the member is done.
  const [member] = await database.query<{ status: string }>(`SELECT status FROM shared_list_members WHERE list_id = $1 AND member_id = 'm-1'`, [listId]);
  await createSharedListsRepo(database).nextPending(listId, 5);
  const [after] = await database.query<{ status: string }>(`SELECT status FROM shared_list_members WHERE list_id = $1 AND member_id = 'm-1'`, [listId]);
  expect({ before: member.status, after: after.status }).toEqual({ before: 'pending', after: 'SUCCESS' });
});
