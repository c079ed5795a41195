import { insertUsers, suiteDatabase } from '../../../testing/suite-database';
import { createStoredGroups, groupTagNames, storedGroupNames } from './stored-groups';

/** What the jobs module reads of the stored groups and their tags: always the user's, present groups only. */
const database = suiteDatabase();
let userId: string;
let shopA: string;
let shopB: string;
let others: string;
let sale: string;
let othersTag: string;

beforeAll(async () => {
  const users = await insertUsers(database, 'groups-reads@example.com', 'other-groups@example.com');
  userId = users[0];
  [{ id: shopA }, { id: shopB }] = await database.query<{ id: string }>(
    `INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop A'), ($1, 'Shop B') RETURNING id`,
    [userId],
  );
  [{ id: others }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Other') RETURNING id`, [users[1]]);
  const groups = await database.query<{ id: string; group_id: string }>(
    `INSERT INTO groups (workspace_id, account_id, group_id, name, is_community, removed_at) VALUES
       ($1, $2, 'g-1', 'Nhóm Một', false, NULL), ($1, $2, 'g-2', 'Nhóm Đã Rời', false, now()), ($1, $2, 'g-3', 'Cộng Đồng', true, NULL),
       ($1, $3, 'g-1', 'Nhóm Một (B)', false, NULL), ($4, $5, 'g-9', 'Nhóm Khác', false, NULL)
     RETURNING id, group_id`,
    [userId, shopA, shopB, users[1], others],
  );
  [{ id: sale }, { id: othersTag }] = await database.query<{ id: string }>(
    `INSERT INTO group_tags (workspace_id, name) VALUES ($1, 'Khuyến mãi'), ($2, 'Của người khác') RETURNING id`,
    [userId, users[1]],
  );
  // Shop A's g-1 and its left g-2 carry the tag.
  await database.query(`INSERT INTO group_tag_assignments (tag_id, group_id) VALUES ($1, $2), ($1, $3)`, [sale, groups[0].id, groups[1].id]);
});

describe('storedGroupNames', () => {
  it("names the user's present groups by account and group id", async () => {
    const names = await storedGroupNames(database, userId, [
      { accountId: shopA, groupId: 'g-1' },
      { accountId: shopA, groupId: 'g-2' },
      { accountId: shopB, groupId: 'g-1' },
      { accountId: others, groupId: 'g-9' },
      { accountId: 'not-a-uuid', groupId: 'g-1' },
    ]);
    expect(names).toEqual(new Map([[`${shopA}/g-1`, 'Nhóm Một'], [`${shopB}/g-1`, 'Nhóm Một (B)']]));
    expect(await storedGroupNames(database, userId, [])).toEqual(new Map());
  });
});

describe('groupTagNames', () => {
  it("names the user's group tags among the ids", async () => {
    expect(await groupTagNames(database, userId, [sale, othersTag, 'x'])).toEqual(new Map([[sale, 'Khuyến mãi']]));
  });
});

describe('createStoredGroups', () => {
  it("reads the account's present groups: by ids in the order asked, all of them, or by the user's tags", async () => {
    const stored = createStoredGroups(database.db);
    expect(await stored.present(userId, shopA, ['g-3', 'g-2', 'g-1', 'g-9'])).toEqual([
      { groupId: 'g-3', name: 'Cộng Đồng', isCommunity: true },
      { groupId: 'g-1', name: 'Nhóm Một', isCommunity: false },
    ]);
    expect((await stored.all(userId, shopA)).map((group) => group.groupId)).toEqual(['g-1', 'g-3']);
    expect(await stored.tagged(userId, shopA, [sale, 'x'])).toEqual([{ groupId: 'g-1', name: 'Nhóm Một', isCommunity: false }]);
    expect(await stored.tagged(userId, shopA, [othersTag])).toEqual([]);
  });
});
