import { migrate } from './migrate';
import { withDatabaseBefore } from '../testing/test-database';

/**
 * Workspaces (migration 0053) on a database with customers: each user gets a workspace with their own id and owns it,
 * every row they had now belongs to it under the same key, and a workspace's deletion takes its rows with it. On
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL. (The upgrade test checks that every read answers as before.)
 */
it('gives every user a workspace of their own id, owned by them, holding every row they had', () =>
  withDatabaseBefore('0053-workspaces', async (database) => {
    const [{ id: shop }] = await database.query<{ id: string }>(`INSERT INTO users (email, password_hash) VALUES ('shop@example.com', 'x') RETURNING id`);
    const [{ id: other }] = await database.query<{ id: string }>(`INSERT INTO users (email, password_hash) VALUES ('other@example.com', 'x') RETURNING id`);
    const [{ id: account }] = await database.query<{ id: string }>(`INSERT INTO accounts (user_id, display_name) VALUES ($1, 'Shop') RETURNING id`, [shop]);
    await database.query(`INSERT INTO jobs (user_id, account_id, type, action, total_recipients, payload) VALUES ($1, $2, 'TO_FRIENDS', 'message', 1, '{}')`, [shop, account]);
    await database.query(`INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1, gen_random_uuid(), 'h', now() + interval '1 day')`, [shop]);

    expect(await migrate(database)).toContain('0053-workspaces');

    expect(await database.query(`SELECT id, name FROM workspaces ORDER BY name`)).toEqual([
      { id: other, name: 'other@example.com' },
      { id: shop, name: 'shop@example.com' },
    ]);
    expect(await database.query(`SELECT workspace_id, user_id, role FROM workspace_members WHERE user_id = $1`, [shop])).toEqual([
      { workspace_id: shop, user_id: shop, role: 'OWNER' },
    ]);
    expect(await database.query(`SELECT workspace_id FROM accounts`)).toEqual([{ workspace_id: shop }]);
    expect(await database.query(`SELECT workspace_id, created_by FROM jobs`)).toEqual([{ workspace_id: shop, created_by: null }]);
    // A session remembers no workspace yet: its next refresh finds the person's own.
    expect(await database.query(`SELECT user_id, workspace_id FROM refresh_tokens`)).toEqual([{ user_id: shop, workspace_id: null }]);
    // One owner per workspace.
    await expect(database.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'OWNER')`, [shop, other])).rejects.toThrow();
    // The audit log is append-only.
    await database.query(`INSERT INTO audit_log (workspace_id, action) VALUES ($1, 'account.deleted')`, [shop]);
    await expect(database.query(`UPDATE audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);

    await database.query(`DELETE FROM workspaces WHERE id = $1`, [shop]);
    expect(await database.query(`SELECT count(*)::int AS n FROM accounts`)).toEqual([{ n: 0 }]);
    expect(await database.query(`SELECT count(*)::int AS n FROM jobs`)).toEqual([{ n: 0 }]);
    // The person stays; their sign-in then makes them a new workspace.
    expect(await database.query(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [shop])).toEqual([{ n: 1 }]);
  }),
  150_000, // the database is first migrated up to the migration: long on a busy machine
);
