import { migrate } from './migrate';
import { withDatabaseBefore } from '../testing/test-database';

/**
 * The keys of a job's metadata that jobs are looked up by became columns (migration 0048): the jobs stored before it
 * get them from their metadata, as new jobs do. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
it("gives the jobs stored before it their metadata's keys as columns, and new jobs too", () =>
  withDatabaseBefore('0048-jobs-list-columns', async (database) => {
    // The rows' owner column as the schema names it at the time: a workspace's since migration 0053.
    let owner = 'user_id';
    const [{ id: userId }] = await database.query<{ id: string }>(`INSERT INTO users (email, password_hash) VALUES ('columns@example.com', 'x') RETURNING id`);
    const insert = (metadata: Record<string, unknown>) =>
      database.query<{ id: string }>(
        `INSERT INTO jobs (${owner}, type, action, total_recipients, payload, metadata) VALUES ($1, 'TO_FRIENDS', 'message', 1, '{}'::jsonb, $2::jsonb) RETURNING id`,
        [userId, JSON.stringify(metadata)],
      );
    await insert({ source: 'phone-list', executionId: 'e-1', phoneListId: 'p-1', phoneAction: 'friend-request' });
    await insert({ source: 'shared-list-schedule', listId: 'l-1', scheduleId: 's-1' });
    await insert({});
    expect(await migrate(database)).toContain('0048-jobs-list-columns');
    owner = 'workspace_id';
    await insert({ source: 'shared-list', listId: 'l-2' });
    const rows = await database.query(`SELECT source, execution_id, list_id, phone_list_id, phone_action FROM jobs`);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(expect.arrayContaining([
      { source: 'phone-list', execution_id: 'e-1', list_id: null, phone_list_id: 'p-1', phone_action: 'friend-request' },
      { source: 'shared-list-schedule', execution_id: null, list_id: 'l-1', phone_list_id: null, phone_action: null },
      { source: null, execution_id: null, list_id: null, phone_list_id: null, phone_action: null },
      { source: 'shared-list', execution_id: null, list_id: 'l-2', phone_list_id: null, phone_action: null },
    ]));
  }),
  150_000, // the database is first migrated up to the migration: long on a busy machine
);
