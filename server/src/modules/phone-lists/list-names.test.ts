import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { phoneListNames } from './list-names';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

it("names the user's phone lists among the ids, not another user's", async () => {
  const [{ id: userId }, { id: otherId }] = await database.query<{ id: string }>(
    `INSERT INTO users (email, password_hash) VALUES ('phone-names@example.com', 'x'), ('other-phone-names@example.com', 'x') RETURNING id`,
  );
  const [{ id: mine }, { id: theirs }] = await database.query<{ id: string }>(
    `INSERT INTO phone_lists (user_id, name) VALUES ($1, 'Khách hội chợ'), ($2, 'Của người khác') RETURNING id`,
    [userId, otherId],
  );
  expect(await phoneListNames(database, userId, [mine, theirs, 'not-a-uuid', mine])).toEqual(new Map([[mine, 'Khách hội chợ']]));
  expect(await phoneListNames(database, userId, [])).toEqual(new Map());
});
