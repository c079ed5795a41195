import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client';

/**
 * The upgrade fixture (see README, Testing): a database as the migrations of an earlier commit made it, filled with
 * data of every kind, and what the UI's reads answered on it then.
 *
 * - `migrations.json`: { commit, schemaCommit, migrations: [{ id, sql }] }, the migrations as that commit shipped them;
 * - `data.json`: { madeAt, tables: { name: rows as to_jsonb gives them } } (the product's tables in `public`);
 * - `reads.json`: { madeAt, users: [{ email, reads: [{ url, status, data }] }] } (every user's password is TEST_PASSWORD).
 */
export const FIXTURE_DIR = path.join(__dirname, 'fixture');

export interface FixtureMigrations {
  /** The commit the fixture was made at, and the last commit before it that changed the migrations. */
  commit: string;
  schemaCommit: string;
  migrations: Array<{ id: string; sql: string }>;
}
export interface FixtureData {
  madeAt: string;
  tables: Record<string, Array<Record<string, unknown>>>;
}
export interface RecordedRead {
  url: string;
  status: number;
  data: unknown;
}
export interface FixtureReads {
  madeAt: string;
  users: Array<{ email: string; reads: RecordedRead[] }>;
}

export const readFixture = <T>(name: string): T => JSON.parse(readFileSync(path.join(FIXTURE_DIR, name), 'utf8')) as T;

/** The product's tables (schema public, without the migrations' own record), in a stable order. */
export async function productTables(database: Database): Promise<string[]> {
  const rows = await database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
      ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Every row of the product's tables, as jsonb renders them (types the loader gives back through jsonb_populate_recordset). */
export async function dumpTables(database: Database): Promise<FixtureData['tables']> {
  const tables: FixtureData['tables'] = {};
  for (const table of await productTables(database)) {
    const rows = await database.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY to_jsonb(t)::text`);
    if (rows.length > 0) tables[table] = rows.map(({ row }) => row);
  }
  return tables;
}

/** The columns an INSERT may set (not generated ones) and those of a date or time type, per table. */
async function columnsOf(database: Pick<Database, 'query'>, table: string) {
  const rows = await database.query<{ column_name: string; data_type: string; is_generated: string }>(
    `SELECT column_name, data_type, is_generated FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return {
    insertable: rows.filter((row) => row.is_generated !== 'ALWAYS').map((row) => row.column_name),
    timestamps: rows.filter((row) => row.data_type.startsWith('timestamp')).map((row) => row.column_name),
    dates: rows.filter((row) => row.data_type === 'date').map((row) => row.column_name),
  };
}

/**
 * Makes `database` what the fixture's commit left: its migrations applied and recorded as its migrate() did, then
 * every table's content replaced by the fixture's rows, with foreign keys and triggers off (rows come in any order), its times moved `shiftMs` later and
 * its dates `shiftDays` later, so the data is as recent as when the fixture was made; sequences follow the rows.
 */
export async function loadFixture(database: Database, fixture: { migrations: FixtureMigrations; data: FixtureData }, shift: { ms: number; days: number }) {
  await database.transaction(async (sql) => {
    await sql.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    for (const migration of fixture.migrations.migrations) {
      await sql.exec(migration.sql);
      await sql.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    }
  });
  await database.transaction(async (sql) => {
    await sql.exec('SET LOCAL session_replication_role = replica');
    // The dump is every table's whole content, the rows the migrations seeded (plans) included.
    for (const { table_name } of await sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
    )) {
      await sql.exec(`DELETE FROM "${table_name}"`);
    }
    for (const [table, rows] of Object.entries(fixture.data.tables)) {
      const { insertable, timestamps, dates } = await columnsOf(sql, table);
      const list = insertable.map((column) => `"${column}"`).join(', ');
      await sql.query(
        `INSERT INTO "${table}" (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM jsonb_populate_recordset(NULL::"${table}", $1::jsonb)`,
        [JSON.stringify(rows)],
      );
      // Two integers of this process, written in the statement (a parameter one of the lists leaves out has no type).
      const [ms, days] = [Math.trunc(shift.ms), Math.trunc(shift.days)];
      const moves = [
        ...timestamps.map((column) => `"${column}" = "${column}" + ${ms}::bigint * interval '1 millisecond'`),
        ...dates.map((column) => `"${column}" = "${column}" + ${days}`),
      ];
      if (moves.length > 0) await sql.query(`UPDATE "${table}" SET ${moves.join(', ')}`);
    }
    const sequences = await sql.query<{ table_name: string; column_name: string; sequence: string }>(
      `SELECT c.table_name, c.column_name, pg_get_serial_sequence(format('%I', c.table_name), c.column_name) AS sequence
         FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND pg_get_serial_sequence(format('%I', c.table_name), c.column_name) IS NOT NULL`,
    );
    for (const { table_name, column_name, sequence } of sequences) {
      await sql.query(`SELECT setval($1, coalesce((SELECT max("${column_name}") FROM "${table_name}"), 0) + 1, false)`, [sequence]);
    }
  });
}
