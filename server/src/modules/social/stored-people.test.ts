import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { friendByRowId, friendIdentities, storedFriendsSql, syncedGroupsAmong } from './stored-people';

/** What other modules read of the stored friends and groups. On PGlite, and on PostgreSQL with TEST_DATABASE_URL. */
const database = suiteDatabase();
let userId: string;
let otherUserId: string;
let shop: string;
let second: string;
let neverSynced: string;
let friendRowId: string;

beforeAll(async () => {
  [userId, otherUserId] = await insertUsers(database, 'stored-people@example.com', 'stored-people-2@example.com');
  const account = async (name: string) =>
    (await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, $2, 'ACTIVE') RETURNING id`, [userId, name]))[0].id;
  [shop, second, neverSynced] = [await account('Shop'), await account('Hai'), await account('Ba')];
  [{ id: friendRowId }] = await database.query<{ id: string }>(
    `INSERT INTO friends (workspace_id, account_id, uid, global_id, display_name, phone, removed_at) VALUES
       ($1, $2, 'u-1', 'g-1', 'Lan', '0901234567', NULL), ($1, $2, 'u-2', NULL, 'Minh', NULL, now()), ($1, $3, 'u-1', 'g-9', 'Khác', NULL, NULL)
     RETURNING id`,
    [userId, shop, second],
  );
  await database.query(
    `INSERT INTO groups (workspace_id, account_id, group_id, name, removed_at) VALUES
       ($1, $2, 'g-b', 'B', NULL), ($1, $2, 'g-a', 'A', NULL), ($1, $2, 'g-left', 'Left', now()), ($1, $2, 'g-other', 'Other', NULL), ($1, $3, 'g-left', 'Left', now())`,
    [userId, shop, second],
  );
}, 60_000);

it("reads the account's stored friends among some uids, gone ones too", async () => {
  expect(await friendIdentities(database, userId, shop, ['u-1', 'u-2', 'u-3'])).toEqual(
    expect.arrayContaining([
      { uid: 'u-1', globalId: 'g-1', phone: '0901234567' },
      { uid: 'u-2', globalId: null, phone: null },
    ]),
  );
  expect(await friendIdentities(database, userId, shop, [])).toEqual([]);
  expect(await friendIdentities(database, otherUserId, shop, ['u-1'])).toEqual([]);
});

it("reads a stored friend of the user by its row id, and nothing of another user's", async () => {
  expect(await friendByRowId(database, userId, friendRowId)).toEqual({ globalId: 'g-1', phone: '0901234567', displayName: 'Lan', accountId: shop, uid: 'u-1' });
  expect(await friendByRowId(database, otherUserId, friendRowId)).toBeUndefined();
});

it('tells per account which of some groups its synced groups hold, sorted, and which accounts never synced', async () => {
  const synced = await syncedGroupsAmong(database, userId, [shop, second, neverSynced], ['g-b', 'g-a', 'g-left', 'g-none']);
  expect(synced).toEqual(new Map([[shop, ['g-a', 'g-b']], [second, []]]));
  expect(await syncedGroupsAmong(database, otherUserId, [shop], ['g-a'])).toEqual(new Map());
});

it("embeds the account's stored friend in a statement over recipients", async () => {
  const rows = await database.query<{ uid: string; global_id: string | null; phone: string | null }>(
    `SELECT k.uid, f.global_id, f.phone FROM (VALUES ('u-1', true), ('u-1', false), ('u-3', true)) AS k(uid, wanted)
       LEFT JOIN LATERAL (${storedFriendsSql.friendOf('$1::uuid', 'k.uid', 'k.wanted')}) f ON true ORDER BY k.uid, k.wanted DESC`,
    [shop],
  );
  expect(rows).toEqual([
    { uid: 'u-1', global_id: 'g-1', phone: '0901234567' },
    { uid: 'u-1', global_id: null, phone: null },
    { uid: 'u-3', global_id: null, phone: null },
  ]);
});
