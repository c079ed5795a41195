import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { Listen, Subscription } from './listener';
import { createUserVersions } from './user-versions';

/** A channel whose notifications the test sends itself. */
function fakeChannel() {
  let subscription: Subscription | undefined;
  const listen: Listen = async (_channel, given) => {
    subscription = given;
    given.onListening?.();
    return () => undefined;
  };
  return { database: { listen }, notify: (userId: string) => subscription?.onNotify(userId), lose: () => subscription?.onLost?.(), back: () => subscription?.onListening?.() };
}

function countingRead() {
  const reads: string[] = [];
  let version = 0;
  return {
    reads,
    bump: () => (version += 1),
    read: async (userId: string) => {
      reads.push(userId);
      return `${userId}:${version}`;
    },
  };
}

it('reads a user\'s version once and keeps it until that user is notified', async () => {
  const channel = fakeChannel();
  const source = countingRead();
  const versions = createUserVersions({ database: channel.database, channels: ['jobs_changed'], read: source.read });
  await versions.start();
  expect(await versions.versionOf('a')).toBe('a:0');
  source.bump();
  expect(await versions.versionOf('a')).toBe('a:0');
  expect(await versions.versionOf('b')).toBe('b:1');
  expect(source.reads).toEqual(['a', 'b']);
  channel.notify('b');
  expect(await versions.versionOf('a')).toBe('a:0');
  source.bump();
  expect(await versions.versionOf('b')).toBe('b:2');
  expect(source.reads).toEqual(['a', 'b', 'b']);
});

it('does not keep a read that a notification overtook, nor any while not listening', async () => {
  const channel = fakeChannel();
  const source = countingRead();
  let overtake = () => {};
  const versions = createUserVersions({
    database: channel.database,
    channels: ['jobs_changed'],
    read: async (userId) => {
      const version = await source.read(userId);
      overtake();
      return version;
    },
  });
  // Not listening yet: every call reads.
  await versions.versionOf('a');
  await versions.versionOf('a');
  expect(source.reads).toHaveLength(2);
  await versions.start();

  overtake = () => channel.notify('a');
  await versions.versionOf('a');
  overtake = () => {};
  await versions.versionOf('a');
  await versions.versionOf('a');
  expect(source.reads).toHaveLength(4); // the overtaken read was not kept, the next one was

  channel.lose();
  await versions.versionOf('a');
  await versions.versionOf('a');
  expect(source.reads).toHaveLength(6);
  channel.back();
  await versions.versionOf('a');
  await versions.versionOf('a');
  expect(source.reads).toHaveLength(7);
});

it('trusts a kept version for a while only (a notification lost without the connection noticing)', async () => {
  const channel = fakeChannel();
  const source = countingRead();
  let now = 0;
  const versions = createUserVersions({ database: channel.database, channels: ['jobs_changed'], read: source.read, now: () => now });
  await versions.start();
  await versions.versionOf('a');
  now += 59_000;
  await versions.versionOf('a');
  now += 2_000;
  await versions.versionOf('a');
  expect(source.reads).toHaveLength(2);
});

describe('on the database (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.destroy());

  async function insertUser(): Promise<string> {
    const [row] = await database.query<{ id: string }>(`WITH person AS (INSERT INTO users (email, password_hash) VALUES ($1, 'x') RETURNING id, email), own AS (INSERT INTO workspaces (id, name) SELECT id, email FROM person), membership AS (INSERT INTO workspace_members (workspace_id, user_id, role) SELECT id, id, 'OWNER' FROM person) SELECT id FROM person`, [`${randomUUID()}@example.com`]);
    return row.id;
  }

  it('every write to a user\'s jobs is notified with their id, so the kept version moves', async () => {
    const notified: string[] = [];
    /** Resolves once `count` notifications have arrived (PostgreSQL delivers them on its listening connection a moment after the commit). */
    const waiters: Array<{ count: number; resolve: () => void }> = [];
    const heardAll = (count: number) =>
      new Promise<void>((resolve) => {
        if (notified.length >= count) resolve();
        else waiters.push({ count, resolve });
      });
    // listen resolves once the connection listens: every notification from here on arrives.
    await database.listen('jobs_changed', {
      onNotify(userId) {
        notified.push(userId);
        for (const waiter of waiters.filter((w) => notified.length >= w.count)) waiter.resolve();
      },
    });
    const versionRead = (userId: string) =>
      database.query<{ version: string }>(`SELECT count(*)::int || '.' || coalesce(sum(xmin::text::bigint), 0) AS version FROM jobs WHERE workspace_id = $1`, [userId]).then(([row]) => row.version);
    const versions = createUserVersions({ database, channels: ['jobs_changed'], read: versionRead });
    await versions.start();
    const user = await insertUser();
    const before = await versions.versionOf(user);

    const [job] = await database.query<{ id: string }>(
      `INSERT INTO jobs (workspace_id, account_name, type, action, total_recipients, payload) VALUES ($1, 'Shop', 'TO_FRIENDS', 'message', 1, '{}') RETURNING id`,
      [user],
    );
    await heardAll(1);
    const created = await versions.versionOf(user);
    expect(created).not.toBe(before);

    await database.query(`UPDATE jobs SET status = 'CANCELLED' WHERE id = $1`, [job.id]);
    await database.query(`DELETE FROM jobs WHERE id = $1`, [job.id]);
    await heardAll(3);
    expect(notified).toEqual([user, user, user]);
    expect(await versions.versionOf(user)).toBe(before);
  });
});
