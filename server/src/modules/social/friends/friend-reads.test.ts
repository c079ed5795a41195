import { insertUsers, suiteDatabase } from '../../../testing/suite-database';
import { friendCounts, friendRowSql, isFriendSql } from './friend-reads';

/** What other modules read of the stored friends: counts per account, and one friend inside their statements. */
const database = suiteDatabase();
let userId: string;
let shopA: string;
let shopB: string;

beforeAll(async () => {
  const users = await insertUsers(database, 'friends-reads@example.com', 'other-friends@example.com');
  userId = users[0];
  [{ id: shopA }, { id: shopB }] = await database.query<{ id: string }>(
    `INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop A'), ($1, 'Shop B') RETURNING id`,
    [userId],
  );
  const [{ id: others }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Other') RETURNING id`, [users[1]]);
  await database.query(
    `INSERT INTO friends (workspace_id, account_id, uid, display_name, zalo_name, removed_at) VALUES
       ($1, $2, 'u-1', 'Lan', 'Lan Zalo', NULL), ($1, $2, 'u-2', 'Minh', NULL, NULL), ($1, $2, 'u-3', 'Gone', 'Gone Zalo', now()),
       ($1, $3, 'u-1', 'Lan', NULL, NULL), ($4, $5, 'u-9', 'Other', NULL, NULL)`,
    [userId, shopA, shopB, users[1], others],
  );
});

describe('friendCounts', () => {
  it("counts each of the user's accounts' present friends", async () => {
    expect(await friendCounts(database, userId)).toEqual(new Map([[shopA, 2], [shopB, 1]]));
  });

  it("counts one account's when asked", async () => {
    expect(await friendCounts(database, userId, shopB)).toEqual(new Map([[shopB, 1]]));
  });
});

describe('friendRowSql', () => {
  const sql = `SELECT f.uid, f.zalo_name, f.removed_at IS NOT NULL AS removed FROM (${friendRowSql('$1::uuid', '$2::text')}) f`;

  it("is the account's friend with that uid, present or removed", async () => {
    expect(await database.query(sql, [shopA, 'u-1'])).toEqual([{ uid: 'u-1', zalo_name: 'Lan Zalo', removed: false }]);
    expect(await database.query(sql, [shopA, 'u-3'])).toEqual([{ uid: 'u-3', zalo_name: 'Gone Zalo', removed: true }]);
  });

  it("is no row for a uid the account never had as a friend (another account's friend included)", async () => {
    expect(await database.query(sql, [shopB, 'u-2'])).toEqual([]);
    expect(await database.query(sql, [shopA, 'u-9'])).toEqual([]);
  });
});

describe('isFriendSql', () => {
  it("holds while the person is among the account's present friends", async () => {
    const isFriend = async (accountId: string, uid: string) =>
      (await database.query<{ friend: boolean }>(`SELECT ${isFriendSql('$1::uuid', '$2::text')} AS friend`, [accountId, uid]))[0].friend;
    expect(await isFriend(shopA, 'u-1')).toBe(true);
    // Removed since the last sync, another account's friend, never a friend.
    expect(await isFriend(shopA, 'u-3')).toBe(false);
    expect(await isFriend(shopB, 'u-2')).toBe(false);
    expect(await isFriend(shopA, 'nobody')).toBe(false);
  });
});
