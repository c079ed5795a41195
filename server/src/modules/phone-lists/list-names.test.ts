import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { phoneListNames } from './list-names';

const database = suiteDatabase();

it("names the user's phone lists among the ids, not another user's", async () => {
  const [userId, otherId] = await insertUsers(database, 'phone-names@example.com', 'other-phone-names@example.com');
  const [{ id: mine }, { id: theirs }] = await database.query<{ id: string }>(
    `INSERT INTO phone_lists (workspace_id, name) VALUES ($1, 'Khách hội chợ'), ($2, 'Của người khác') RETURNING id`,
    [userId, otherId],
  );
  expect(await phoneListNames(database, userId, [mine, theirs, 'not-a-uuid', mine])).toEqual(new Map([[mine, 'Khách hội chợ']]));
  expect(await phoneListNames(database, userId, [])).toEqual(new Map());
});
