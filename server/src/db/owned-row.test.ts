import { accounts } from './schema';
import { findOwnedRow } from './owned-row';
import { insertUsers, suiteDatabase } from '../testing/suite-database';

/** The one read of "a user's own row": the row when it is the user's, nothing for another user's or a missing one. */
const database = suiteDatabase();

it("answers the user's row by the column asked, and nothing for another user's row or a value no row has", async () => {
  const [owner, stranger] = await insertUsers(database, 'owned-row@example.com', 'owned-row-2@example.com');
  const [{ id }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, 'Shop') RETURNING id`, [owner]);
  expect(await findOwnedRow(database.db, accounts, owner, accounts.id, id)).toMatchObject({ id, workspaceId: owner, displayName: 'Shop' });
  expect(await findOwnedRow(database.db, accounts, owner, accounts.displayName, 'Shop')).toMatchObject({ id });
  expect(await findOwnedRow(database.db, accounts, stranger, accounts.id, id)).toBeUndefined();
  expect(await findOwnedRow(database.db, accounts, owner, accounts.displayName, 'Other')).toBeUndefined();
});
