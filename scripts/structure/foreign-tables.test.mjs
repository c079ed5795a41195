import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkForeignTables, readAllowList } from './foreign-tables.mjs';
import { undeclaredTables } from './table-owners.mjs';

const repository = fileURLToPath(new URL('../../', import.meta.url));

/** A small server: jobs owns jobs and job_schedules, phone-lists owns phone_lists. */
const LAYOUT = {
  'server/src/db/tables/jobs.ts':
    "import { pgTable, uuid } from 'drizzle-orm/pg-core';\nexport const jobs = pgTable('jobs', { id: uuid('id') });\nexport const jobSchedules = pgTable('job_schedules', { id: uuid('id') });\n",
  'server/src/db/tables/phone-lists.ts': "import { pgTable, uuid } from 'drizzle-orm/pg-core';\nexport const phoneLists = pgTable('phone_lists', { id: uuid('id') });\n",
  'server/src/modules/jobs/repo.ts': "export const own = 'DELETE FROM job_schedules WHERE id = $1';\n",
  'server/src/modules/phone-lists/repo.ts': "export const own = 'SELECT id FROM phone_lists WHERE id = $1';\nexport const held = 'SELECT count(*) FROM jobs WHERE id = $1';\n",
};
const HELD = { file: 'server/src/modules/phone-lists/repo.ts', table: 'jobs', references: 1, writes: 0, reason: 'A list counts its jobs; jobs should export the count.' };

function check(files, allowed) {
  const dir = mkdtempSync(path.join(tmpdir(), 'foreign-tables-'));
  try {
    for (const [file, code] of Object.entries({ ...LAYOUT, ...files })) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), code);
    }
    return checkForeignTables(dir, allowed);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('one owner per table', () => {
  it("the server's code names another module's table only where foreign-tables.json lists it, exactly as often", () => {
    expect(checkForeignTables(repository, readAllowList(repository))).toEqual([]);
  });

  it("declares every table by name (pgTable('name', …)): a table the check cannot read would have no owner to check", () => {
    expect(undeclaredTables(repository)).toEqual([]);
  });

  it('passes when every foreign use is listed with its figures and a reason', () => {
    expect(check({}, [HELD])).toEqual([]);
  });

  it('fails on a planted foreign use that is not listed, in SQL or in drizzle code', () => {
    const planted = {
      'server/src/modules/phone-lists/schedules.ts': "export const drop = 'DELETE FROM job_schedules WHERE request->>\\'listId\\' = $1';\n",
      'server/src/modules/phone-lists/drizzle.ts': "import { jobs } from '../../db/schema';\nexport const read = (db) => db.select().from(jobs);\n",
    };
    expect(check(planted, [HELD])).toEqual([
      "server/src/modules/phone-lists/drizzle.ts names jobs, a table of modules/jobs (1 reference(s), 0 write(s)): call the owner's exported functions instead",
      "server/src/modules/phone-lists/schedules.ts names job_schedules, a table of modules/jobs (1 reference(s), 1 write(s)): call the owner's exported functions instead",
    ]);
  });

  it('fails when a listed place names the table more often, or writes it, and never lets the list grow', () => {
    const more = { 'server/src/modules/phone-lists/repo.ts': `${LAYOUT['server/src/modules/phone-lists/repo.ts']}export const cancel = "UPDATE jobs SET status = 'CANCELLED'";\n` };
    expect(check(more, [HELD])).toEqual([
      'server/src/modules/phone-lists/repo.ts names jobs more than scripts/structure/foreign-tables.json allows (2 reference(s), 1 write(s); listed 1, 0): the list never grows',
    ]);
  });

  it('asks the list to shrink when a use moved behind its owner, and wants a reason for each entry', () => {
    const moved = { 'server/src/modules/phone-lists/repo.ts': "export const own = 'SELECT id FROM phone_lists WHERE id = $1';\n" };
    expect(check(moved, [HELD])).toEqual([
      'server/src/modules/phone-lists/repo.ts no longer names jobs: remove it from scripts/structure/foreign-tables.json',
    ]);
    expect(check({}, [{ ...HELD, references: 2 }])).toEqual([
      'server/src/modules/phone-lists/repo.ts names jobs less than listed (1 reference(s), 0 write(s); listed 2, 0): lower its figures in scripts/structure/foreign-tables.json',
    ]);
    expect(check({}, [{ ...HELD, reason: '' }])).toEqual(['server/src/modules/phone-lists/repo.ts: jobs is listed without a reason']);
  });
});
