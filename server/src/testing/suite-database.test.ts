import { insertUsers, suiteDatabase } from './suite-database';

const database = suiteDatabase();
// Read while the file is collected, before any hook ran.
let early: unknown;
try {
  void database.kind;
} catch (error) {
  early = error;
}

it('says so when it is used before the suite made it, and is the database from the first beforeAll on', () => {
  expect(early).toEqual(new Error('The suite database is made in beforeAll: use it in a hook or a test.'));
  expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
});

it('stands for the database made before the tests: its statements, its properties and its transactions', async () => {
  expect(await database.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  expect('transaction' in database).toBe(true);
  expect(await database.transaction((runner) => runner.query<{ two: number }>('SELECT 2 AS two'))).toEqual([{ two: 2 }]);
});

it('inserts users in the order of their emails', async () => {
  const ids = await insertUsers(database, 'suite-a@example.com', 'suite-b@example.com');
  const rows = await database.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE id = ANY($1) ORDER BY email', [ids]);
  expect(rows).toEqual([
    { id: ids[0], email: 'suite-a@example.com' },
    { id: ids[1], email: 'suite-b@example.com' },
  ]);
});
