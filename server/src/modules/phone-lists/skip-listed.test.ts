import { DNC_SKIP_REASON } from 'shared-sdk/schemas';
import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { createPhoneListsRepo } from './repo';

/** A phone list's numbers on the do-not-contact list, skipped at once. On PGlite, and on PostgreSQL with TEST_DATABASE_URL. */
const database = suiteDatabase();

it("skips the list's PENDING numbers on the user's do-not-contact list with its reason, only on the user's own list", async () => {
  const [userId, stranger] = await insertUsers(database, 'skip-listed@example.com', 'skip-listed-2@example.com');
  const [{ id: listId }] = await database.query<{ id: string }>(`INSERT INTO phone_lists (workspace_id, name) VALUES ($1, 'Danh sách') RETURNING id`, [userId]);
  await database.query(
    `INSERT INTO phone_numbers (list_id, seq, phone, status) VALUES ($1, 1, '0901000001', 'PENDING'), ($1, 2, '0901000002', 'PENDING'), ($1, 3, '0901000003', 'SUCCESS')`,
    [listId],
  );
  await database.query(`INSERT INTO do_not_contact (workspace_id, kind, phone, source) VALUES ($1, 'phone', '0901000002', 'manual'), ($1, 'phone', '0901000003', 'manual')`, [userId]);
  await database.query(`INSERT INTO do_not_contact (workspace_id, kind, phone, source) VALUES ($1, 'phone', '0901000001', 'manual')`, [stranger]);
  const repo = createPhoneListsRepo(database);
  expect(await repo.skipListedNumbers(stranger, listId)).toBe(0);
  expect(await repo.skipListedNumbers(userId, listId)).toBe(1);
  const numbers = await database.query<{ phone: string; status: string; error_message: string | null }>(
    `SELECT phone, status, error_message FROM phone_numbers WHERE list_id = $1 ORDER BY seq`,
    [listId],
  );
  expect(numbers).toEqual([
    { phone: '0901000001', status: 'PENDING', error_message: null },
    { phone: '0901000002', status: 'SKIPPED', error_message: DNC_SKIP_REASON },
    { phone: '0901000003', status: 'SUCCESS', error_message: null },
  ]);
});
