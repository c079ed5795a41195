import { migrate } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';
import { vietnamDate } from '../../lib/vietnam-time';
import { createEmptyTestDatabase } from '../test-database';
import { bearer, createTestApp, type TestApp, TEST_PASSWORD, testConfig } from '../test-app';
import { expectedRead } from './intended-changes';
import { type FixtureData, type FixtureMigrations, type FixtureReads, loadFixture, productTables, readFixture } from './fixture-io';

/**
 * A customer's database made by the migrations of an earlier commit and filled with data of every kind (fixture/,
 * see make-fixture.ts) is upgraded by today's migrations, as a server's start does: every row is still there and
 * every read the UI makes answers as it did then (fields added since may be new). On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL. A new migration needs nothing here: it is one of those applied on the populated database.
 */
const fixtureMigrations = readFixture<FixtureMigrations>('migrations.json');
const fixtureData = readFixture<FixtureData>('data.json');
const fixtureReads = readFixture<FixtureReads>('reads.json');
const DAY_MS = 86_400_000;
/** Times the server computes from the present (not stored) may move by this much between the fixture and now. */
const TIME_TOLERANCE_MS = 10 * 60_000;

let t: TestApp;
let applied: string[];
/** How much later than the fixture's making this run is: stored times are moved by it, so "recent" stays recent. */
let shift: { ms: number; days: number };

beforeAll(async () => {
  const madeAt = Date.parse(fixtureData.madeAt);
  const now = Date.now();
  shift = { ms: now - madeAt, days: Math.round((Date.parse(vietnamDate(now)) - Date.parse(vietnamDate(madeAt))) / DAY_MS) };
  const database = await createEmptyTestDatabase();
  await loadFixture(database, { migrations: fixtureMigrations, data: fixtureData }, shift);
  // What a server's start does first.
  applied = await migrate(database);
  // An API-only server (it sends nothing): the reads must see the data as the upgrade left it.
  const config = testConfig();
  t = await createTestApp({ jobs: { ...config.jobs, workers: 0 } }, { database });
}, 120_000);
afterAll(() => t?.close());

it('applies every migration made since the fixture, on its data, and knows them all as applied', async () => {
  const before = new Set(fixtureMigrations.migrations.map((m) => m.id));
  // Shipped migrations are never edited: those of the fixture are today's, word for word.
  for (const migration of fixtureMigrations.migrations) expect(MIGRATIONS.find((m) => m.id === migration.id)?.sql).toBe(migration.sql);
  expect(applied).toEqual(MIGRATIONS.map((m) => m.id).filter((id) => !before.has(id)));
  const recorded = await t.database.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
  expect(recorded.map((row) => row.id).sort()).toEqual(MIGRATIONS.map((m) => m.id).sort());
  // Applying again finds nothing to do.
  expect(await migrate(t.database)).toEqual([]);
});

it('keeps every row of every table', async () => {
  const tables = new Set(await productTables(t.database));
  const kinds = ['users', 'accounts', 'qr_logins', 'refresh_tokens', 'jobs', 'job_recipients', 'job_schedules', 'phone_lists', 'shared_lists', 'friend_tags', 'group_tags', 'do_not_contact', 'payments', 'subscriptions'];
  // The fixture has data of every kind (a refresh that lost one would weaken this test).
  for (const kind of kinds) expect([kind, fixtureData.tables[kind]?.length ?? 0]).toEqual([kind, expect.any(Number)]);
  for (const kind of kinds) expect(fixtureData.tables[kind]?.length).toBeGreaterThan(0);
  const statuses = new Set((fixtureData.tables.jobs ?? []).map((row) => row.status));
  expect([...statuses].sort()).toEqual(['CANCELLED', 'COMPLETED', 'FAILED', 'PENDING', 'PROCESSING']);
  for (const [table, rows] of Object.entries(fixtureData.tables)) {
    expect(tables.has(table) ? table : `${table} (dropped)`).toBe(table);
    const [{ count }] = await t.database.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${table}"`);
    expect({ table, count }).toEqual({ table, count: rows.length });
  }
});

describe.each(fixtureReads.users.map((user) => [user.email, user] as const))('the reads of %s', (_email, user) => {
  let token: string;
  beforeAll(async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    token = login.json().data.tokens.accessToken;
  });

  it.each(user.reads.map((read) => [read.url, read] as const))('GET %s answers as before the upgrade', async (_url, read) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1${read.url}`, headers: bearer(token) });
    expect(response.statusCode).toBe(read.status);
    const body = response.json();
    expect(differences(expectedRead(read.url, read.data), body.data ?? body, shift)).toEqual([]);
  });
});

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Where `actual` differs from what was recorded: every recorded field must be there with the same value (a field
 * added since may be new), lists keep their length and order; a recorded time is moved by the shift (within a few
 * minutes, for times the server computes from the present), a recorded day by the shift's days.
 */
function differences(expected: unknown, actual: unknown, by: { ms: number; days: number }, at = '$'): string[] {
  if (typeof expected === 'string' && typeof actual === 'string') {
    if (ISO_TIME.test(expected) && ISO_TIME.test(actual)) {
      const off = Math.abs(Date.parse(actual) - (Date.parse(expected) + by.ms));
      return off <= TIME_TOLERANCE_MS ? [] : [`${at}: ${actual}, expected ${new Date(Date.parse(expected) + by.ms).toISOString()} (recorded ${expected})`];
    }
    if (ISO_DATE.test(expected) && ISO_DATE.test(actual)) {
      const moved = new Date(Date.parse(expected) + by.days * DAY_MS).toISOString().slice(0, 10);
      return actual === moved ? [] : [`${at}: ${actual}, expected ${moved} (recorded ${expected})`];
    }
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${at}: ${JSON.stringify(actual)?.slice(0, 200)}, expected a list of ${expected.length}`];
    if (actual.length !== expected.length) return [`${at}: ${actual.length} items, expected ${expected.length}`];
    return expected.flatMap((item, index) => differences(item, actual[index], by, `${at}[${index}]`));
  }
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return [`${at}: ${JSON.stringify(actual)?.slice(0, 200)}, expected an object`];
    return Object.entries(expected).flatMap(([key, value]) =>
      key in actual ? differences(value, (actual as Record<string, unknown>)[key], by, `${at}.${key}`) : [`${at}.${key}: missing`],
    );
  }
  return Object.is(expected, actual) ? [] : [`${at}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`];
}
