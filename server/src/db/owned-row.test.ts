import { accounts } from './schema';
import { findOwnedRow } from './owned-row';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

/** The one read of "a user's own row": the row when it is the user's, nothing for another user's or a missing one. */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

it("answers the user's row by the column asked, and nothing for another user's row or a value no row has", async () => {
  const [owner, stranger] = await database.query<{ id: string }>(
    `INSERT INTO users (email, password_hash) VALUES ('owned-row@example.com', 'x'), ('owned-row-2@example.com', 'x') RETURNING id`,
  );
  const [{ id }] = await database.query<{ id: string }>(`INSERT INTO accounts (user_id, display_name) VALUES ($1, 'Shop') RETURNING id`, [owner.id]);
  expect(await findOwnedRow(database.db, accounts, owner.id, accounts.id, id)).toMatchObject({ id, userId: owner.id, displayName: 'Shop' });
  expect(await findOwnedRow(database.db, accounts, owner.id, accounts.displayName, 'Shop')).toMatchObject({ id });
  expect(await findOwnedRow(database.db, accounts, stranger.id, accounts.id, id)).toBeUndefined();
  expect(await findOwnedRow(database.db, accounts, owner.id, accounts.displayName, 'Other')).toBeUndefined();
});
