import { PGlite } from '@electric-sql/pglite';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { type Database, wrapPglite } from './client';
import { copyToPostgres } from './copy-to-postgres';
import { migrate } from './migrate';

/** Moving from PGlite to PostgreSQL (README "Deploying"): every row of the embedded database, on an empty PostgreSQL. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let source: Database;
let target: TestDatabase;

beforeAll(async () => {
  if (!onPostgres) return;
  source = wrapPglite(new PGlite());
  await migrate(source);
  target = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await source?.close();
  await target?.destroy();
});

describe('on PostgreSQL: the copy', () => {
  (onPostgres ? it : it.skip)('copies every table, parents first, and the plans as the embedded database had them (PostgreSQL)', async () => {
    const [user] = await source.query<{ id: string }>(`WITH person AS (INSERT INTO users (email, password_hash) VALUES ('move@example.com', 'x') RETURNING id, email), own AS (INSERT INTO workspaces (id, name) SELECT id, email FROM person), membership AS (INSERT INTO workspace_members (workspace_id, user_id, role) SELECT id, id, 'OWNER' FROM person) SELECT id FROM person`);
    const [plan] = await source.query<{ id: string }>(`SELECT id FROM plans WHERE name = 'plus'`);
    await source.query(`INSERT INTO subscriptions (workspace_id, plan_id, is_trial, start_date, end_date) VALUES ($1, $2, false, now(), now() + interval '30 days')`, [user.id, plan.id]);
    const [account] = await source.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, 'Cửa hàng', 'ACTIVE') RETURNING id`, [user.id]);
    const [job] = await source.query<{ id: string }>(
      `INSERT INTO jobs (workspace_id, account_id, type, action, total_recipients, payload, metadata) VALUES ($1, $2, 'TO_FRIENDS', 'message', 1200, '{"message":"Xin chào"}', '{"phoneNumbers":["0912345678"]}') RETURNING id`,
      [user.id, account.id],
    );
    await source.query(`INSERT INTO job_recipients (job_id, seq, target_id, target_type) SELECT $1, g, 'u' || g, 'user' FROM generate_series(1, 1200) g`, [job.id]);

    const copied = await copyToPostgres(source, target);
    const counts = Object.fromEntries(copied.map(({ table, rows }) => [table, rows]));
    expect(counts).toMatchObject({ users: 1, subscriptions: 1, accounts: 1, jobs: 1, job_recipients: 1200 });
    // Parents first: users before accounts before jobs before their recipients.
    const order = copied.map(({ table }) => table);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('accounts'));
    expect(order.indexOf('accounts')).toBeLessThan(order.indexOf('jobs'));
    expect(order.indexOf('jobs')).toBeLessThan(order.indexOf('job_recipients'));
    expect(await target.query(`SELECT p.name FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.workspace_id = $1`, [user.id])).toEqual([{ name: 'plus' }]);
    expect(await target.query(`SELECT metadata, total_recipients FROM jobs WHERE id = $1`, [job.id])).toEqual([{ metadata: { phoneNumbers: ['0912345678'] }, total_recipients: 1200 }]);
    // A database that already holds users is refused: nothing is merged.
    await expect(copyToPostgres(source, target)).rejects.toThrow('already holds users');
  }, 120_000);
});
