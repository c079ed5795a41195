import type { Database } from '../../../db/client';
import { insertUsers, suiteDatabase } from '../../../testing/suite-database';
import { createJobsReadQueries } from './queries';

/**
 * A page of the jobs list (or of a job's recipient log) and its total are read in ONE statement,
 * answered as one JSON value: on PGlite each column of each row was a value parsed on the JavaScript side, which cost
 * more than the query, and a full page took a second statement for its count. The rows keep drizzle's shape (Dates).
 */
const database = suiteDatabase();
let userId: string;
let jobIds: string[];

beforeAll(async () => {
  [userId] = await insertUsers(database, 'page@example.com');
  jobIds = [];
  for (let i = 0; i < 12; i += 1) {
    const [{ id }] = await database.query<{ id: string }>(
      `INSERT INTO jobs (workspace_id, account_name, type, action, status, total_recipients, payload, metadata, created_at, started_at)
       VALUES ($1, 'Shop', 'TO_FRIENDS', 'message', $2, 3, '{"message":"Xin chào","delayMin":1,"delayMax":2}'::jsonb, '{"source":"test"}'::jsonb,
               now() - make_interval(mins => $3), CASE WHEN $2 = 'PROCESSING' THEN now() END) RETURNING id`,
      [userId, i % 2 ? 'PROCESSING' : 'COMPLETED', 12 - i],
    );
    jobIds.push(id);
  }
  await database.query(`INSERT INTO job_recipients (job_id, seq, target_id, target_type) SELECT $1, g, 'u' || g, 'user' FROM generate_series(1, 3) g`, [jobIds[0]]);
  await database.query(`INSERT INTO job_variants (job_id, variant, message, recipients, sent, replied) VALUES ($1, 0, 'A', 2, 2, 1), ($1, 1, 'B', 1, 1, 0)`, [jobIds[11]]);
}, 60_000);

/** The database as the reads use it, counting the statements that read rows (a PREPARE on PGlite is not one). */
function counted(): { database: Pick<Database, 'query' | 'pglite'>; reads: () => number } {
  let reads = 0;
  const pglite = database.pglite;
  return {
    database: {
      query: (sql: string, params?: unknown[]) => {
        reads += 1;
        return database.query(sql, params);
      },
      pglite: pglite && ({
        exec: (sql: string) => {
          if (!sql.startsWith('PREPARE')) reads += 1;
          return pglite.exec(sql);
        },
      } as unknown as typeof pglite),
    },
    reads: () => reads,
  };
}

it('reads a full page and its total in one statement, newest first, with Dates as the drivers give them', async () => {
  const { database: db, reads } = counted();
  const queries = createJobsReadQueries(db);
  const first = await queries.listJobs(userId, { page: 1, limit: 10 });
  expect(reads()).toBe(1);
  expect(first.total).toBe(12);
  expect(first.rows.map((row) => row.id)).toEqual([...jobIds].reverse().slice(0, 10));
  expect(first.rows[0].createdAt).toBeInstanceOf(Date);
  expect(first.rows[0]).toMatchObject({ workspaceId: userId, status: 'PROCESSING', payload: { message: 'Xin chào' }, metadata: { source: 'test' }, startedAt: expect.any(Date), completedAt: null });
  // Each job's messages (A/B) come in the same statement.
  expect(first.rows[0].variants).toEqual([
    { variant: 0, message: 'A', recipients: 2, sent: 2, replied: 1 },
    { variant: 1, message: 'B', recipients: 1, sent: 1, replied: 0 },
  ]);
  expect(first.rows[1].variants).toEqual([]);

  const last = await queries.listJobs(userId, { page: 2, limit: 10 });
  expect(last.rows.map((row) => row.id)).toEqual([jobIds[1], jobIds[0]]);
  expect(last.total).toBe(12);
  expect(await queries.listJobs(userId, { page: 3, limit: 10 })).toEqual({ rows: [], total: 12 });
  expect(await queries.listJobs(userId, { page: 1, limit: 10, status: 'FAILED' })).toEqual({ rows: [], total: 0 });
  expect((await queries.listJobs(userId, { page: 1, limit: 5, status: 'PROCESSING' })).total).toBe(6);
  expect(reads()).toBe(5);
});

it("reads a page of a job's recipients and their total in one statement, by seq", async () => {
  const { database: db, reads } = counted();
  const page = await createJobsReadQueries(db).listRecipients(jobIds[0], { page: 1, limit: 2 });
  expect(reads()).toBe(1);
  expect(page.total).toBe(3);
  expect(page.rows.map((row) => [row.seq, row.targetId, row.status, row.processedAt])).toEqual([
    [1, 'u1', 'PENDING', null],
    [2, 'u2', 'PENDING', null],
  ]);
});
