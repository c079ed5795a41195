import { PGlite } from '@electric-sql/pglite';
import { type Database, openPglite, openPostgres, wrapPglite } from './client';
import { migrate } from './migrate';

/**
 * Moving from the embedded PGlite to PostgreSQL (README "Deploying"): every row of a stopped
 * server's PGlite data folder copied into an empty PostgreSQL database, both first migrated to this code's schema.
 *
 *   npx tsx server/src/db/copy-to-postgres.ts ./data postgres://user:pass@host:5432/zalo_manager
 *
 * then start the server with DATABASE_URL set to that database. The tables are found in the catalog (so tables added
 * later are copied too) and filled parents first (foreign keys), in one transaction on PostgreSQL: a failure leaves it
 * empty. pg-boss's own tables are not copied: the engine's sweep wakes every account with due work at start.
 */

const BATCH = 500;

/** The public tables, parents before the tables whose foreign keys point at them. */
async function tablesInOrder(source: Database): Promise<string[]> {
  const tables = (
    await source.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY tablename`)
  ).map((row) => row.name);
  const edges = await source.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND c.oid <> p.oid`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((parent) => placed.has(parent)));
    if (ready.length === 0) throw new Error('the tables refer to each other in a cycle');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The table's columns that hold values of their own, quoted: not those the database computes (generated ones). */
async function storedColumns(source: Pick<Database, 'query'>, table: string): Promise<string> {
  const rows = await source.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [quoted(table)],
  );
  return rows.map((row) => quoted(row.name)).join(', ');
}

/** The tables holding at least one row, parents first. */
async function filledTables(database: Database): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await tablesInOrder(database)) {
    const [row] = await database.query<{ filled: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quoted(table)}) AS filled`);
    if (row.filled) filled.push(table);
  }
  return filled;
}

/** The tables the migrations fill themselves (the plans): a fresh database, once migrated, says which. */
async function seededTables(): Promise<Set<string>> {
  const fresh = wrapPglite(new PGlite());
  try {
    await migrate(fresh);
    return new Set(await filledTables(fresh));
  } finally {
    await fresh.close();
  }
}

/**
 * Copies every row of `source` into `target`, which must hold nothing but what the migrations fill (those seeded
 * rows, the plans, are replaced by the source's). Both are migrated first. Answers the rows copied per table.
 */
export async function copyToPostgres(source: Database, target: Database, log: (line: string) => void = () => {}): Promise<Array<{ table: string; rows: number }>> {
  await migrate(source);
  await migrate(target);
  const seeded = await seededTables();
  const held = (await filledTables(target)).filter((table) => !seeded.has(table));
  if (held.length > 0) throw new Error(`the PostgreSQL database already holds ${held.join(', ')}: copy into an empty database`);
  const tables = await tablesInOrder(source);
  const copied: Array<{ table: string; rows: number }> = [];
  await target.transaction(async (into) => {
    await into.exec(`TRUNCATE ${tables.map(quoted).join(', ')} CASCADE`);
    await source.transaction(async (from) => {
      for (const table of tables) {
        let rows = 0;
        const columns = await storedColumns(from, table);
        await from.exec(`DECLARE rows_of_table NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoted(table)} t`);
        for (;;) {
          const batch = await from.query<{ row: string }>(`FETCH ${BATCH} FROM rows_of_table`);
          if (batch.length === 0) break;
          await into.query(`INSERT INTO ${quoted(table)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${quoted(table)}, $1::json)`, [
            `[${batch.map((item) => item.row).join(',')}]`,
          ]);
          rows += batch.length;
        }
        await from.exec('CLOSE rows_of_table');
        copied.push({ table, rows });
        log(`${table}: ${rows}`);
      }
    });
  });
  return copied;
}

async function main(): Promise<void> {
  const [dataDir, url] = process.argv.slice(2);
  if (!dataDir || !url) {
    console.error('usage: npx tsx server/src/db/copy-to-postgres.ts <DATA_DIR of the stopped server> <postgres://… of an empty database>');
    process.exit(2);
  }
  const source = openPglite(dataDir);
  const target = openPostgres(url);
  try {
    const copied = await copyToPostgres(source, target, (line) => console.log(line));
    console.log(`copied ${copied.reduce((sum, table) => sum + table.rows, 0)} rows of ${copied.length} tables; start the server with DATABASE_URL=${url.replace(/:[^:@/]*@/, ':…@')}`);
  } finally {
    await source.close();
    await target.close();
  }
}

if (process.argv[1] && /copy-to-postgres\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
