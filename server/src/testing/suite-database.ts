import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * For a suite (a test file or a describe): a fresh, migrated database (createTestDatabase) made before all its tests
 * and destroyed after them. The object returned stands for that database from the first beforeAll on: each of its
 * properties is read from the database when it is used, so hooks and tests use it as the database itself.
 */
export function suiteDatabase(): TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database?.destroy());
  const current = () => {
    if (!database) throw new Error('The suite database is made in beforeAll: use it in a hook or a test.');
    return database;
  };
  return new Proxy({} as TestDatabase, {
    get: (_, key) => Reflect.get(current(), key),
    has: (_, key) => Reflect.has(current(), key),
  });
}

/** Users with these emails (password hash 'x'), their ids in the emails' order. */
export async function insertUsers(database: TestDatabase, ...emails: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const email of emails) {
    const [{ id }] = await database.query<{ id: string }>(`WITH person AS (INSERT INTO users (email, password_hash) VALUES ($1, 'x') RETURNING id, email), own AS (INSERT INTO workspaces (id, name) SELECT id, email FROM person), membership AS (INSERT INTO workspace_members (workspace_id, user_id, role) SELECT id, id, 'OWNER' FROM person) SELECT id FROM person`, [email]);
    ids.push(id);
  }
  return ids;
}
