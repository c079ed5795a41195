import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { accountNames, accountsOnProxies, createAccountLoginState } from './index';

/** What the accounts module exports for other modules' pages and for the bots, on the database itself. */
const database = suiteDatabase();
let userId: string;
let otherUserId: string;

const newProxy = async (owner: string, name: string) =>
  (await database.query<{ id: string }>(`INSERT INTO proxies (workspace_id, name, scheme, host, port) VALUES ($1, $2, 'http', '10.0.0.1', 3128) RETURNING id`, [owner, name]))[0].id;
const newAccount = async (owner: string, displayName: string, columns: { proxyId?: string; status?: string; botEnabled?: boolean; createdAt?: string } = {}) =>
  (
    await database.query<{ id: string }>(
      `INSERT INTO accounts (workspace_id, display_name, proxy_id, status, bot_enabled, created_at)
       VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, now())) RETURNING id`,
      [owner, displayName, columns.proxyId ?? null, columns.status ?? 'PENDING', columns.botEnabled ?? false, columns.createdAt ?? null],
    )
  )[0].id;

beforeAll(async () => {
  [userId, otherUserId] = await insertUsers(database, 'exported-reads@example.com', 'exported-reads-other@example.com');
});

describe('accountsOnProxies', () => {
  it('lists the user’s accounts on these proxies, oldest first, and nobody else’s', async () => {
    const [p1, p2, p3] = [await newProxy(userId, 'P1'), await newProxy(userId, 'P2'), await newProxy(userId, 'P3')];
    const othersProxy = await newProxy(otherUserId, 'P4');
    const later = await newAccount(userId, 'Sau', { proxyId: p1, createdAt: '2026-01-02T00:00:00Z' });
    const earlier = await newAccount(userId, 'Trước', { proxyId: p2, createdAt: '2026-01-01T00:00:00Z' });
    await newAccount(userId, 'Proxy khác', { proxyId: p3 });
    await newAccount(userId, 'Không proxy');
    await newAccount(otherUserId, 'Người khác', { proxyId: othersProxy });

    expect(await accountsOnProxies(database.db, userId, [p1, p2, othersProxy])).toEqual([
      { id: earlier, displayName: 'Trước', proxyId: p2 },
      { id: later, displayName: 'Sau', proxyId: p1 },
    ]);
    expect(await accountsOnProxies(database.db, userId, [])).toEqual([]);
  });
});

describe('accountNames', () => {
  it('names the user’s accounts among the ids, once each, and not another user’s', async () => {
    const mine = await newAccount(userId, 'Shop Hoa');
    const theirs = await newAccount(otherUserId, 'Shop Lan');
    const names = await accountNames(database, userId, [mine, mine, theirs]);
    expect([...names.entries()]).toEqual([[mine, 'Shop Hoa']]);
    expect((await accountNames(database, userId, [])).size).toBe(0);
  });
});

describe('createAccountLoginState', () => {
  it('reads the user’s own account only', async () => {
    const state = createAccountLoginState(database.db);
    const mine = await newAccount(userId, 'Của tôi');
    expect((await state.account(userId, mine))?.displayName).toBe('Của tôi');
    expect(await state.account(otherUserId, mine)).toBeUndefined();
  });

  it('keeps the first login as the warm-up start and writes the later ones as the last', async () => {
    const state = createAccountLoginState(database.db);
    const id = await newAccount(userId, 'Đăng nhập');
    const first = new Date('2026-03-01T08:00:00Z');
    const second = new Date('2026-03-05T08:00:00Z');
    await state.update(id, { status: 'ACTIVE', lastLoginAt: first });
    await state.update(id, { lastLoginAt: second });
    await state.update(id, { botEnabled: true });
    const row = await state.account(userId, id);
    expect({ status: row?.status, botEnabled: row?.botEnabled, firstLoginAt: row?.firstLoginAt, lastLoginAt: row?.lastLoginAt }).toEqual({
      status: 'ACTIVE',
      botEnabled: true,
      firstLoginAt: first,
      lastLoginAt: second,
    });
  });

  it('finds every user’s accounts whose bot should run: switched on and ACTIVE', async () => {
    const state = createAccountLoginState(database.db);
    const wanted = await newAccount(userId, 'Chạy', { status: 'ACTIVE', botEnabled: true });
    const othersWanted = await newAccount(otherUserId, 'Chạy nữa', { status: 'ACTIVE', botEnabled: true });
    const switchedOff = await newAccount(userId, 'Tắt', { status: 'ACTIVE', botEnabled: false });
    const expired = await newAccount(userId, 'Hết hạn', { status: 'COOKIE_EXPIRED', botEnabled: true });
    const found = await state.wantingBot();
    expect(found).toEqual(expect.arrayContaining([{ id: wanted, workspaceId: userId }, { id: othersWanted, workspaceId: otherUserId }]));
    const ids = found.map((account) => account.id);
    expect(ids).not.toContain(switchedOff);
    expect(ids).not.toContain(expired);
  });
});
