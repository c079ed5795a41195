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
 * A fresh, migrated database for one test file: a new database on TEST_DATABASE_URL when it is set,
 * otherwise an in-memory PGlite loaded from a migrated template (a fresh PGlite takes seconds to start;
 * loading the template is several times faster).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresDatabase(url) : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const pglite = new PGlite({ loadDataDir: new Blob([new Uint8Array(await pgliteTemplate())]) });
  const database = wrapPglite(pglite);
  return { ...database, destroy: () => database.close() };
}

/** Builds the template ahead of the test files (jest global setup). */
export async function preparePgliteTemplate(): Promise<void> {
  await pgliteTemplate();
}

/** The migrated template, keyed by the migrations' text so a new migration makes a new template. */
async function pgliteTemplate(): Promise<Buffer> {
  const key = createHash('sha256')
    .update(MIGRATIONS.map((m) => m.id + m.sql).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(TEMPLATE_DIR, `pglite-template-${key}.tar.gz`);
  if (existsSync(file)) return readFileSync(file);
  const pglite = new PGlite();
  await migrate(wrapPglite(pglite));
  const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  await pglite.close();
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, dump);
  renameSync(partial, file); // atomic: parallel workers never read half a file
  return dump;
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await migrate(database);
  return {
    ...database,
    url: url.toString(),
    destroy: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
