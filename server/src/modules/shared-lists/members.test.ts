import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { createSharedListsRepo } from './repo';

/**
 * What the shared lists give the do-not-contact list: the stable ids of the members an account reaches, and their
 * listed pending members failed at once. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const database = suiteDatabase();
let userId: string;
let source: string;
let other: string;
let listId: string;

beforeAll(async () => {
  [userId] = await insertUsers(database, 'kho-members@example.com');
  const account = async (name: string) =>
    (await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, $2, 'ACTIVE') RETURNING id`, [userId, name]))[0].id;
  [source, other] = [await account('Nguồn'), await account('Khác')];
  [{ id: listId }] = await database.query<{ id: string }>(`INSERT INTO shared_lists (workspace_id, source_account_id, name) VALUES ($1, $2, 'Kho') RETURNING id`, [userId, source]);
  await database.query(
    `INSERT INTO shared_list_members (list_id, member_id, global_id, display_name, status) VALUES
       ($1, 'm-1', 'g-1', 'Lan', 'pending'), ($1, 'm-2', 'g-2', 'Minh', 'pending'), ($1, 'm-3', NULL, 'Hoa', 'pending'), ($1, 'm-4', 'g-4', 'Tú', 'SUCCESS')`,
    [listId],
  );
  await database.query(`INSERT INTO shared_list_member_uids (list_id, account_id, uid, member_id) VALUES ($1, $2, 'o-2', 'm-2')`, [listId, other]);
}, 60_000);

it('knows the members by the uids each account reaches them under: the source account by member id, another by the uid it resolved', async () => {
  const repo = createSharedListsRepo(database);
  expect(await repo.memberGlobalIds(userId, source, ['m-1', 'm-3', 'o-2'])).toEqual([{ uid: 'm-1', globalId: 'g-1' }]);
  expect(await repo.memberGlobalIds(userId, other, ['m-1', 'o-2'])).toEqual([{ uid: 'o-2', globalId: 'g-2' }]);
  expect(await repo.memberGlobalIds(userId, other, [])).toEqual([]);
});

it("fails the pending members on the do-not-contact list with its reason, only on the user's own list", async () => {
  const repo = createSharedListsRepo(database);
  await database.query(`INSERT INTO do_not_contact (workspace_id, kind, global_id, source) VALUES ($1, 'user', 'g-2', 'manual'), ($1, 'user', 'g-4', 'manual')`, [userId]);
  const [stranger] = await insertUsers(database, 'kho-members-2@example.com');
  expect(await repo.failListedMembers(stranger, listId)).toBe(0);
  expect(await repo.failListedMembers(userId, listId)).toBe(1);
  const members = await database.query<{ member_id: string; status: string; status_reason: string | null }>(
    `SELECT member_id, status, status_reason FROM shared_list_members WHERE list_id = $1 ORDER BY member_id`,
    [listId],
  );
  expect(members.map((m) => [m.member_id, m.status, m.status_reason === null ? null : 'reason'])).toEqual([
    ['m-1', 'pending', null],
    ['m-2', 'FAILED', 'reason'],
    ['m-3', 'pending', null],
    ['m-4', 'SUCCESS', null],
  ]);
});
