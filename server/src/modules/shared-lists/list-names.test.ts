import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { sharedListNames } from './list-names';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

it("names the user's Kho chung lists among the ids, not another user's", async () => {
  const [{ id: userId }, { id: otherId }] = await database.query<{ id: string }>(
    `INSERT INTO users (email, password_hash) VALUES ('kho-names@example.com', 'x'), ('other-kho-names@example.com', 'x') RETURNING id`,
  );
  const [{ id: mine }, { id: theirs }] = await database.query<{ id: string }>(
    `INSERT INTO shared_lists (user_id, name) VALUES ($1, 'Kho khách quen'), ($2, 'Của người khác') RETURNING id`,
    [userId, otherId],
  );
  expect(await sharedListNames(database, userId, [mine, theirs, 'not-a-uuid'])).toEqual(new Map([[mine, 'Kho khách quen']]));
  expect(await sharedListNames(database, userId, [])).toEqual(new Map());
});
