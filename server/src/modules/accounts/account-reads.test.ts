import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { accountNames, accountRowSql, userAccountIds } from './account-reads';

/** What other modules read of the accounts: always the user's own, by their module's functions and fragment. */
const database = suiteDatabase();
let userId: string;
let first: string;
let second: string;
let othersAccount: string;

beforeAll(async () => {
  const users = await insertUsers(database, 'reads@example.com', 'other-reads@example.com');
  userId = users[0];
  // Added in this order: the later one first in the statement, so the order comes from created_at, not insertion.
  [{ id: second }] = await database.query<{ id: string }>(
    `INSERT INTO accounts (workspace_id, display_name, status, created_at) VALUES ($1, 'Shop B', 'ACTIVE', now()) RETURNING id`,
    [userId],
  );
  [{ id: first }] = await database.query<{ id: string }>(
    `INSERT INTO accounts (workspace_id, display_name, first_login_at, created_at) VALUES ($1, 'Shop A', '2026-01-02T03:00:00Z', now() - interval '1 day') RETURNING id`,
    [userId],
  );
  [{ id: othersAccount }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Not yours') RETURNING id`, [users[1]]);
});

describe('userAccountIds', () => {
  it("answers the user's accounts in the order they were added", async () => {
    expect(await userAccountIds(database, userId)).toEqual([first, second]);
  });

  it("answers one account when asked, and nothing for another user's account or an id that is not a uuid", async () => {
    expect(await userAccountIds(database, userId, second)).toEqual([second]);
    expect(await userAccountIds(database, userId, othersAccount)).toEqual([]);
    expect(await userAccountIds(database, userId, 'not-a-uuid')).toEqual([]);
  });
});

describe('accountNames', () => {
  it("names the user's accounts among the ids, leaving out another user's and ids that are not uuids", async () => {
    const names = await accountNames(database, userId, [second, othersAccount, 'nope', second]);
    expect([...names]).toEqual([[second, 'Shop B']]);
    expect(await accountNames(database, userId, [])).toEqual(new Map());
  });
});

describe('accountRowSql', () => {
  it('is the account of the id expression, or no row', async () => {
    const sql = `SELECT a.id, a.workspace_id, a.status, a.display_name, a.first_login_at FROM (${accountRowSql('$1')}) a`;
    const [row] = await database.query<Record<string, unknown>>(sql, [first]);
    expect(row).toMatchObject({ id: first, workspace_id: userId, status: 'PENDING', display_name: 'Shop A' });
    expect(new Date(row.first_login_at as string).toISOString()).toBe('2026-01-02T03:00:00.000Z');
    expect(await database.query(sql, ['00000000-0000-4000-8000-000000000000'])).toEqual([]);
  });

  it('joins laterally: one row per id, empty where there is no account', async () => {
    const rows = await database.query<{ id: string; status: string | null }>(
      `SELECT k.id, a.status FROM unnest($1::uuid[]) WITH ORDINALITY AS k(id, n) LEFT JOIN LATERAL (${accountRowSql('k.id')}) a ON true ORDER BY k.n`,
      [[second, '00000000-0000-4000-8000-000000000000']],
    );
    expect(rows).toEqual([
      { id: second, status: 'ACTIVE' },
      { id: '00000000-0000-4000-8000-000000000000', status: null },
    ]);
  });
});
