import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createPgliteMaintenance, nextStep } from './pglite-maintenance';

const stats = (name: string, live: number, dead: number, modified: number, neverAnalyzed = false) => ({ name, live, dead, modified, neverAnalyzed });

describe('which table the maintenance takes (PostgreSQL autovacuum defaults)', () => {
  it('vacuums the table with the most dead rows over the threshold, before any analyze', () => {
    expect(nextStep([stats('a', 1000, 251, 10_000), stats('b', 100, 200, 0), stats('c', 1000, 100, 0)])).toEqual({ table: 'b', action: 'vacuum' });
  });

  it('analyzes a table changed beyond its threshold, or never analyzed and holding rows', () => {
    expect(nextStep([stats('a', 1000, 0, 151)])).toEqual({ table: 'a', action: 'analyze' });
    expect(nextStep([stats('a', 1000, 0, 150)])).toBeNull();
    expect(nextStep([stats('a', 10, 0, 0, true)])).toEqual({ table: 'a', action: 'analyze' });
    expect(nextStep([stats('a', 0, 0, 0, true)])).toBeNull();
  });
});

describe('the maintenance run', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.destroy());

  it('on PGlite vacuums and analyzes an updated table, one table a run, until nothing needs it; on PostgreSQL leaves it to autovacuum', async () => {
    await database.exec(`CREATE TABLE maintained (id int PRIMARY KEY, v int); INSERT INTO maintained SELECT g, g FROM generate_series(1, 5000) g;`);
    await database.exec(`UPDATE maintained SET v = v + 1`);
    // The counters reach pg_stat_user_tables at most once a second unless a flush is asked for (the tick is a minute).
    await database.query('SELECT pg_stat_force_next_flush()');
    await database.query('SELECT 1');
    const maintenance = createPgliteMaintenance(database);
    if (database.kind !== 'pglite') {
      expect(await maintenance.run()).toBeNull();
      return;
    }
    const steps = [];
    for (let run = 0; run < 100; run += 1) {
      const step = await maintenance.run();
      if (!step) break;
      steps.push(step);
    }
    expect(steps).toContainEqual({ table: 'public.maintained', action: 'vacuum' });
    const [row] = await database.query<{ dead: string; analyzed: boolean; reltuples: number }>(
      `SELECT s.n_dead_tup AS dead, s.last_analyze IS NOT NULL AS analyzed, c.reltuples FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = 'maintained'`,
    );
    expect({ dead: Number(row.dead), analyzed: row.analyzed, reltuples: Number(row.reltuples) }).toEqual({ dead: 0, analyzed: true, reltuples: 5000 });
    expect(await maintenance.run()).toBeNull();
  }, 60_000);
});
