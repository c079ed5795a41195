import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { sharedListNames } from './list-names';

const database = suiteDatabase();

it("names the user's Kho chung lists among the ids, not another user's", async () => {
  const [userId, otherId] = await insertUsers(database, 'kho-names@example.com', 'other-kho-names@example.com');
  const [{ id: mine }, { id: theirs }] = await database.query<{ id: string }>(
    `INSERT INTO shared_lists (workspace_id, name) VALUES ($1, 'Kho khách quen'), ($2, 'Của người khác') RETURNING id`,
    [userId, otherId],
  );
  expect(await sharedListNames(database, userId, [mine, theirs, 'not-a-uuid'])).toEqual(new Map([[mine, 'Kho khách quen']]));
  expect(await sharedListNames(database, userId, [])).toEqual(new Map());
});
