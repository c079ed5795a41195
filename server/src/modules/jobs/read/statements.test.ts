import { suiteDatabase } from '../../../testing/suite-database';
import { createStatementRunner, sqlLiteral, type Statement } from './statements';

const database = suiteDatabase();

const echo: Statement = { name: 'jobs_read_test_echo', sql: 'select $1::text as "text", $2::int as "number", $3::uuid as "id"', types: ['text', 'int', 'uuid'] };

it('quotes literals by doubling quotes and refuses what it cannot write safely', () => {
  expect(sqlLiteral(null)).toBe('NULL');
  expect(sqlLiteral(42)).toBe('42');
  expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
  expect(() => sqlLiteral(1.5)).toThrow();
  expect(() => sqlLiteral(Number.NaN)).toThrow();
  expect(() => sqlLiteral('a\0b')).toThrow();
});

it('hands values back exactly as given, quotes and backslashes included, on either driver', async () => {
  const run = createStatementRunner(database);
  const tricky = String.raw`x'); DROP TABLE jobs; -- \' \\`;
  const id = '0b9d1c56-6f3e-4a52-9f0e-1f2a3b4c5d6e';
  expect(await run(echo, [tricky, 7, id])).toEqual([{ text: tricky, number: 7, id }]);
  expect(await run(echo, [null, null, null])).toEqual([{ text: null, number: null, id: null }]);
  expect(await database.query('select count(*)::int as n from jobs')).toEqual([{ n: 0 }]);
});

it('shares prepared statements between runners and prepares again after DEALLOCATE', async () => {
  const first = createStatementRunner(database);
  const second = createStatementRunner(database);
  await Promise.all([first(echo, ['a', 1, null]), second(echo, ['b', 2, null])]);
  if (database.pglite) await database.exec('DEALLOCATE ALL');
  expect(await second(echo, ['c', 3, null])).toEqual([{ text: 'c', number: 3, id: null }]);
});
