import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { declaredTables, scanTableReferences, tablesInSql, undeclaredTables } from './table-owners.mjs';

/** A small server: two owners, their tables, and code of both modules. */
const LAYOUT = {
  'server/src/db/tables/jobs.ts': "import { pgTable, uuid } from 'drizzle-orm/pg-core';\nexport const jobs = pgTable('jobs', { id: uuid('id') });\nexport const jobRecipients = pgTable('job_recipients', { id: uuid('id') });\n",
  'server/src/db/tables/phone-lists.ts': "import { pgTable, uuid } from 'drizzle-orm/pg-core';\nexport const phoneLists = pgTable('phone_lists', { id: uuid('id') });\n",
  'server/src/db/schema.ts': "export * from './tables/jobs';\nexport * from './tables/phone-lists';\n",
  'server/src/db/migrations/0001-all.ts': 'export const sql = `CREATE TABLE jobs (id uuid); CREATE TABLE job_recipients (id uuid); CREATE TABLE phone_lists (id uuid); UPDATE jobs SET id = id FROM phone_lists`;\n',
  'server/src/modules/jobs/repo.ts': "import { jobs } from '../../db/schema';\nexport const own = (db) => db.update(jobs).set({}), sql = 'SELECT id FROM job_recipients r JOIN jobs j ON j.id = r.job_id';\n",
  'server/src/modules/phone-lists/repo.ts': "export const own = 'SELECT id FROM phone_lists WHERE id = $1';\n",
};

function planted(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'table-owners-'));
  for (const [file, code] of Object.entries({ ...LAYOUT, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
  return dir;
}

const foreignOf = (dir) =>
  scanTableReferences(dir)
    .filter((reference) => reference.foreign)
    .map(({ file, table, write, kind }) => ({ file: file.replace('server/src/modules/', ''), table, write, kind }));

describe('table owners', () => {
  it('reads each table and its owner from db/tables/<owner>.ts', () => {
    const dir = planted({});
    try {
      expect(declaredTables(dir).map(({ name, owner }) => [name, owner])).toEqual([
        ['jobs', 'modules/jobs'],
        ['job_recipients', 'modules/jobs'],
        ['phone_lists', 'modules/phone-lists'],
      ]);
      expect(foreignOf(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds another module's table in SQL and in drizzle code, reads and writes, but not in tests, test fakes or migrations", () => {
    const dir = planted({
      'server/src/modules/phone-lists/outcomes.ts': [
        "export const read = `SELECT r.status FROM jobs j JOIN job_recipients r ON r.job_id = j.id WHERE j.user_id = ${'$1'}`;",
        "export const write = 'UPDATE jobs SET status = $2 WHERE id = $1';",
        "export const notSql = 'jobs';",
        '',
      ].join('\n'),
      'server/src/modules/phone-lists/drizzle.ts': [
        "import { jobs as jobsTable, jobRecipients } from '../../db/schema';",
        "import * as schema from '../../db/schema';",
        'export const read = (db) => db.select({ id: jobsTable.id }).from(jobsTable);',
        'export const write = (db) => db.delete(jobRecipients);',
        'export const viaNamespace = (db) => db.insert(schema.jobs).values({});',
        '',
      ].join('\n'),
      'server/src/modules/phone-lists/phone-lists.test.ts': "export const seed = 'INSERT INTO jobs (id) VALUES ($1)';\n",
      'server/src/modules/phone-lists/testing/fixtures.ts': "export const seed = 'DELETE FROM jobs';\n",
    });
    try {
      expect(foreignOf(dir)).toEqual([
        { file: 'phone-lists/drizzle.ts', table: 'jobs', write: false, kind: 'drizzle' },
        { file: 'phone-lists/drizzle.ts', table: 'jobs', write: false, kind: 'drizzle' },
        { file: 'phone-lists/drizzle.ts', table: 'job_recipients', write: true, kind: 'drizzle' },
        { file: 'phone-lists/drizzle.ts', table: 'jobs', write: true, kind: 'drizzle' },
        { file: 'phone-lists/outcomes.ts', table: 'jobs', write: false, kind: 'sql' },
        { file: 'phone-lists/outcomes.ts', table: 'job_recipients', write: false, kind: 'sql' },
        { file: 'phone-lists/outcomes.ts', table: 'jobs', write: true, kind: 'sql' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells a table from a column, a quoted value or a longer name', () => {
    const names = ['jobs', 'job_recipients'];
    expect(tablesInSql("SELECT j.jobs, 'jobs', jobs_total FROM other WHERE kind = 'jobs'", names)).toEqual([]);
    expect(tablesInSql('SELECT 1 FROM jobs, job_recipients', names)).toEqual([
      { name: 'jobs', write: false },
      { name: 'job_recipients', write: false },
    ]);
    expect(tablesInSql('DELETE FROM job_recipients WHERE seq = 1', names)).toEqual([{ name: 'job_recipients', write: true }]);
    expect(tablesInSql('/jobs/:id', names)).toEqual([]);
  });

  it('finds a table the migrations create that no pgTable declares', () => {
    const dir = planted({ 'server/src/db/migrations/0002-more.ts': 'export const sql = `CREATE TABLE phone_numbers (id uuid)`;\n' });
    try {
      expect(undeclaredTables(dir)).toEqual(['phone_numbers']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
