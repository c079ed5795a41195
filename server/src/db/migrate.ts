import type { Database } from './client';
import { MIGRATIONS } from './migrations';

/** Any constant: serialises migrations of several processes starting on one PostgreSQL. */
const MIGRATION_LOCK_ID = 720_0601;

/** Applies every migration not yet recorded, in one transaction. Returns the ids it applied. */
export async function migrate(database: Database): Promise<string[]> {
  return database.transaction(async (sql) => {
    await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await sql.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await sql.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue;
      await sql.exec(migration.sql);
      await sql.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
