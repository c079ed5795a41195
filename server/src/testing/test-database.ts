import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPostgres, wrapPglite } from '../db/client';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';

const TEMPLATE_DIR = path.resolve(__dirname, '../../../.tmp');

/** `url` is set on PostgreSQL, for tests that start server processes on the same database. */
export type TestDatabase = Database & { destroy(): Promise<void>; url?: string };

/**
 * A fresh, migrated database for one test file: a new database on TEST_DATABASE_URL when it is set (a copy of a
 * migrated template database), otherwise an in-memory PGlite loaded from a migrated template (a fresh PGlite takes
 * seconds to start; loading the template is several times faster). Both templates also hold the job queue's
 * tables (pg-boss's schema, as after a server's first start), so no test app pays for installing them.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresDatabase(url) : createPgliteDatabase();
}

/**
 * An empty database with nothing migrated (the upgrade test loads an older schema into it): a new PGlite, or a new
 * database on TEST_DATABASE_URL, dropped by `destroy`.
 */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // A fresh PGlite runs initdb (about 4 s of CPU): load the data folder a first one left instead.
    const database = wrapPglite(new PGlite({ loadDataDir: tarBlob(await pgliteTemplate('empty')) }));
    return { ...database, destroy: () => database.close() };
  }
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  return openTestPostgres(adminUrl, name);
}

/**
 * A database as the migrations before `migrationId` left it, to test what that migration does to the rows stored
 * before it (the test then runs `migrate`). Dropped by `destroy`.
 */
export async function createTestDatabaseBefore(migrationId: string): Promise<TestDatabase> {
  const index = MIGRATIONS.findIndex((migration) => migration.id === migrationId);
  if (index < 0) throw new Error(`no migration ${migrationId}`);
  const database = await createEmptyTestDatabase();
  await database.exec('CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const migration of MIGRATIONS.slice(0, index)) {
    await database.exec(migration.sql);
    await database.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
  }
  return database;
}

/**
 * Runs `test` on a database as the migrations before `migrationId` left it (createTestDatabaseBefore), destroyed
 * after it however it ends: for a test of what that migration does to the rows stored before it.
 */
export async function withDatabaseBefore(migrationId: string, test: (database: TestDatabase) => Promise<void>): Promise<void> {
  const database = await createTestDatabaseBefore(migrationId);
  try {
    await test(database);
  } finally {
    await database.destroy();
  }
}

/** What the templates are made of: the migrations and the job queue's version. A change makes new templates. */
function templateKey(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the installed version, read once
  const pgBossVersion = (require('pg-boss/package.json') as { version: string }).version;
  return createHash('sha256')
    .update(MIGRATIONS.map((m) => m.id + m.sql).join('\n'))
    .update(`\npg-boss ${pgBossVersion}`)
    .digest('hex')
    .slice(0, 16);
}

/** Installs pg-boss's schema the way a server's first start does, without creating any queue. */
async function installJobQueueSchema(database: Database): Promise<void> {
  const { fromPglite, PgBoss } = await import('pg-boss');
  const options = { schedule: false, supervise: false, migrate: true } as const;
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...options })
      : new PgBoss({ connectionString: database.pool?.options.connectionString, max: 1, ...options });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false });
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const pglite = new PGlite({ loadDataDir: tarBlob(await pgliteTemplate('migrated')) });
  const database = wrapPglite(pglite);
  return { ...database, destroy: () => database.close() };
}

/**
 * The template as PGlite reads it (it asks only for the bytes and the type). Not a real Blob: Node reads a Blob's
 * 43 MB back in chunks and joins them, which cost a fifth of every test database's start.
 */
function tarBlob(tar: Buffer): Blob {
  const bytes = tar.buffer.slice(tar.byteOffset, tar.byteOffset + tar.byteLength);
  return { type: 'application/x-tar', size: bytes.byteLength, arrayBuffer: async () => bytes } as unknown as Blob;
}

/** Builds the PGlite templates ahead of the test files (jest global setup). */
export async function preparePgliteTemplate(): Promise<void> {
  await pgliteTemplate('migrated');
  await pgliteTemplate('empty');
}

/**
 * A PGlite data folder stored as a plain tar (every test file loads one, and unpacking a gzip cost a quarter of that
 * load's CPU): `migrated`, the template of every test database, keyed by the migrations' text so a new migration
 * makes a new one; `empty`, as a new PGlite's initdb leaves it (the upgrade and migration tests start from it).
 */
async function pgliteTemplate(kind: 'migrated' | 'empty'): Promise<Buffer> {
  const file = path.join(TEMPLATE_DIR, `pglite-${kind === 'migrated' ? 'template' : 'empty'}-${templateKey()}.tar`);
  if (existsSync(file)) return readFileSync(file);
  const pglite = new PGlite();
  await pglite.waitReady;
  if (kind === 'migrated') {
    const database = wrapPglite(pglite);
    await migrate(database);
    await installJobQueueSchema(database);
  }
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  await pglite.close();
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, dump);
  renameSync(partial, file); // atomic: parallel workers never read half a file
  return dump;
}

async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(adminUrl: string, text: string, values?: unknown[]): Promise<T[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query<T>(text, values)).rows;
  } finally {
    await admin.end();
  }
}

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Any constant: serialises the template's creation across the jest processes of every checkout on one server. */
const TEMPLATE_LOCK_ID = 720_0602;

/**
 * The name of the migrated template database on this PostgreSQL, created once per set of migrations (the first
 * caller builds it under a lock under another name and renames it when complete, so a half-built one is never used).
 */
export async function preparePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `test_template_${templateKey()}`;
  const exists = async () => (await adminQuery(adminUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name])).length > 0;
  if (await exists()) return name;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    if (await exists()) return name;
    const building = `${name}_building_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    await admin.query(`CREATE DATABASE ${building}`);
    const database = openPostgres(urlOf(adminUrl, building));
    try {
      await migrate(database);
      await installJobQueueSchema(database);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => undefined);
    await admin.end();
  }
}

let postgresTemplate: Promise<string> | undefined;

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  postgresTemplate ??= preparePostgresTemplate(adminUrl);
  const template = await postgresTemplate;
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  // A copy of the template: PostgreSQL refuses it for a moment while another session is connected to the template
  // (a template being renamed into place); try again then.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const database = await openTestPostgres(adminUrl, name);
  // Already migrated: this only checks that the template is complete (it applies nothing).
  await migrate(database);
  return database;
}

async function openTestPostgres(adminUrl: string, name: string): Promise<TestDatabase> {
  const url = urlOf(adminUrl, name);
  const database = openPostgres(url);
  return {
    ...database,
    url,
    destroy: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
