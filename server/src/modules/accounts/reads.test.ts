import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { sortedAccountNames, accountsOfUser } from './reads';

/** What other modules read of the accounts. On PGlite, and on PostgreSQL with TEST_DATABASE_URL. */
const database = suiteDatabase();
let userId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  [userId] = await insertUsers(database, 'account-reads@example.com');
  const [otherId] = await insertUsers(database, 'account-reads-2@example.com');
  // Explicit minutes apart: PGlite's clock can give two quick inserts the same timestamp, and ties fall back to the random id.
  const added: [string, string, string][] = [['Shop Hoa', 'ACTIVE', userId], ['An', 'INACTIVE', userId], ['Bình', 'ACTIVE', userId], ['Khác', 'ACTIVE', otherId]];
  for (const [index, [name, status, owner]] of added.entries()) {
    [{ id: ids[name] }] = await database.query<{ id: string }>(
      `INSERT INTO accounts (workspace_id, display_name, status, created_at) VALUES ($1, $2, $3, now() - make_interval(mins => $4)) RETURNING id`,
      [owner, name, status, added.length - index],
    );
  }
}, 60_000);

it("reads the user's accounts in the order they were added, or only the active ones", async () => {
  expect((await accountsOfUser(database, userId)).map((account) => [account.displayName, account.status])).toEqual([
    ['Shop Hoa', 'ACTIVE'],
    ['An', 'INACTIVE'],
    ['Bình', 'ACTIVE'],
  ]);
  expect(await accountsOfUser(database, userId, { activeOnly: true })).toEqual([
    { id: ids['Shop Hoa'], displayName: 'Shop Hoa', status: 'ACTIVE' },
    { id: ids['Bình'], displayName: 'Bình', status: 'ACTIVE' },
  ]);
});

it('names accounts once each, sorted by name, leaving out ids no account has', async () => {
  const gone = '00000000-0000-4000-8000-000000000000';
  const names = await sortedAccountNames(database, [ids['Shop Hoa'], null, ids.An, ids['Shop Hoa'], gone]);
  expect(names).toEqual([
    { id: ids.An, displayName: 'An' },
    { id: ids['Shop Hoa'], displayName: 'Shop Hoa' },
  ]);
  expect(await sortedAccountNames(database, [null])).toEqual([]);
});
