import { migrate } from './migrate';
import { withDatabaseBefore } from '../testing/test-database';

/**
 * A job's schedule and a schedule's list became columns (migration 0051): the rows stored before it get them from
 * their JSON, as new rows do. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
it('gives the jobs and schedules stored before it their schedule and list as columns, and new ones too', () =>
  withDatabaseBefore('0051-schedule-list-columns', async (database) => {
    // The rows' owner column as the schema names it at the time: a workspace's since migration 0053.
    let owner = 'user_id';
    const [{ id: userId }] = await database.query<{ id: string }>(`INSERT INTO users (email, password_hash) VALUES ('columns@example.com', 'x') RETURNING id`);
    const [{ id: accountId }] = await database.query<{ id: string }>(`INSERT INTO accounts (user_id, display_name) VALUES ($1, 'Shop') RETURNING id`, [userId]);
    const job = (metadata: Record<string, unknown>) =>
      database.query(`INSERT INTO jobs (${owner}, type, action, total_recipients, payload, metadata) VALUES ($1, 'TO_FRIENDS', 'message', 1, '{}'::jsonb, $2::jsonb)`, [
        userId,
        JSON.stringify(metadata),
      ]);
    const schedule = (kind: string, request: Record<string, unknown>) =>
      database.query(
        `INSERT INTO job_schedules (${owner}, account_id, kind, schedule_times, timezone, request, next_run_at) VALUES ($1, $2, $3, ARRAY['09:00'], 'Asia/Ho_Chi_Minh', $4::jsonb, now())`,
        [userId, accountId, kind, JSON.stringify(request)],
      );
    await job({ source: 'shared-list-schedule', listId: 'l-1', scheduleId: 's-1' });
    await job({});
    await schedule('phone-message', { listId: 'p-1' });
    await schedule('bulk-groups', {});
    expect(await migrate(database)).toContain('0051-schedule-list-columns');
    owner = 'workspace_id';
    await job({ scheduleId: 's-2' });
    await schedule('shared-list-message', { listId: 'l-2' });
    expect((await database.query<{ schedule_id: string | null }>(`SELECT schedule_id FROM jobs ORDER BY schedule_id NULLS LAST`)).map((row) => row.schedule_id)).toEqual(['s-1', 's-2', null]);
    expect((await database.query<{ list_id: string | null }>(`SELECT list_id FROM job_schedules ORDER BY list_id NULLS LAST`)).map((row) => row.list_id)).toEqual(['l-2', 'p-1', null]);
  }),
  150_000, // the database is first migrated up to the migration: long on a busy machine
);
