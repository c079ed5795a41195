import type { AccountHealth } from 'shared-sdk/schemas';
import { vietnamDate } from '../../../lib/vietnam-time';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../testing/test-app';

/** GET /accounts/health, PUT /accounts/{id}/sending-window, POST /accounts/{id}/sending/resume: scoped to the user. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function accountOf(user: SignedInUser, name: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/accounts', headers: bearer(user.token), payload: { displayName: name } });
  return response.json().data.id as string;
}

const list = async (user: SignedInUser) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/accounts/health', headers: bearer(user.token) });
  expect(response.statusCode).toBe(200);
  return response.json().data as AccountHealth[];
};

describe('account health', () => {
  it("answers each of the user's accounts with today's use, friends, the last rate limit and the breaker; never another user's", async () => {
    const [alice, bob] = [await t.signUp(), await t.signUp()];
    const a1 = await accountOf(alice, 'Shop A1');
    const a2 = await accountOf(alice, 'Shop A2');
    const b1 = await accountOf(bob, 'Shop B1');
    const today = vietnamDate(Date.now());
    await t.database.query(`INSERT INTO account_daily_usage (account_id, day, action, count) VALUES ($1, $2, 'message', 12), ($1, $2, 'friend-request', 3), ($3, $2, 'message', 99)`, [
      a1,
      today,
      b1,
    ]);
    // Yesterday's use is not today's.
    await t.database.query(`INSERT INTO account_daily_usage (account_id, day, action, count) VALUES ($1, $2::date - 1, 'message', 500)`, [a1, today]);
    await t.database.query(`INSERT INTO account_daily_contacts (account_id, day, strangers, phone_lookups) VALUES ($1, $2, 4, 7)`, [a1, today]);
    const friends = (account: string, user: string, count: number, removed = false) =>
      t.database.query(
        `INSERT INTO friends (workspace_id, account_id, uid, display_name, removed_at) SELECT $1, $2, 'uid-' || g, 'Bạn ' || g, $4 FROM generate_series(1, $3::int) g`,
        [user, account, count, removed ? new Date() : null],
      );
    await friends(a1, alice.id, 5);
    await t.database.query(`DELETE FROM friends WHERE account_id = $1 AND uid = 'uid-5'`, [a1]);
    await t.database.query(`UPDATE friends SET removed_at = now() WHERE account_id = $1 AND uid = 'uid-4'`, [a1]);
    await friends(b1, bob.id, 8);
    const until = new Date(Date.now() + 10 * 60_000);
    await t.database.query(`INSERT INTO account_send_state (account_id, cooldown_until, cooldown_reason) VALUES ($1, $2, 'RATE_LIMIT')`, [a1, until]);

    const health = await list(alice);
    expect(health.map((h) => h.accountId)).toEqual([a1, a2]);
    const [first, second] = health;
    const caps = t.config.jobs.dailyCaps;
    expect(first.today).toEqual({
      messages: { used: 12, cap: caps.message },
      friendRequests: { used: 3, cap: caps['friend-request'] },
      invites: { used: 0, cap: caps['group-invite'] },
      strangers: { used: 4, cap: t.config.jobs.sending.dailyStrangers },
      phoneLookups: { used: 7, cap: t.config.jobs.sending.dailyPhoneLookups },
    });
    expect(first.friends).toEqual({ count: 3, limit: 1000 });
    expect(first.rateLimit).toEqual({ at: new Date(until.getTime() - t.config.jobs.timing.rateLimitCooldownMs).toISOString(), until: until.toISOString() });
    expect(first.breaker).toEqual({ open: false, reason: null, until: null, failStreak: 0, recentFailures: 0, recentAttempts: 0 });
    // The test server has no default window: sending at any hour.
    expect(first.window).toMatchObject({ enabled: false, custom: false, open: true, opensAt: null });
    expect(second.today.messages.used).toBe(0);
    expect(second.friends.count).toBe(0);
    expect(second.rateLimit).toBeNull();

    const bobs = await list(bob);
    expect(bobs.map((h) => [h.accountId, h.today.messages.used, h.friends.count])).toEqual([[b1, 99, 8]]);
  });

  it("sets an account's window with clear errors for bad input, and refuses another user's account with 404", async () => {
    const [alice, bob] = [await t.signUp(), await t.signUp()];
    const mine = await accountOf(alice, 'Shop của Alice');
    const theirs = await accountOf(bob, 'Shop của Bob');
    const put = (user: SignedInUser, id: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/accounts/${id}/sending-window`, headers: bearer(user.token), payload: payload as object });

    const saved = await put(alice, mine, { enabled: true, start: '22:00', end: '06:00' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.window).toMatchObject({ enabled: true, custom: true, start: '22:00', end: '06:00' });

    for (const [payload, message] of [
      [{ enabled: true, start: '25:00', end: '06:00' }, 'Giờ phải có dạng HH:MM (00:00 đến 23:59)'],
      [{ enabled: true, start: '8:00', end: '21:00' }, 'Giờ phải có dạng HH:MM (00:00 đến 23:59)'],
      [{ enabled: true, start: '08:00', end: '08:00' }, 'Giờ bắt đầu và giờ kết thúc phải khác nhau (tắt khung giờ để gửi cả ngày)'],
      [{ enabled: 'yes', start: '08:00', end: '21:00' }, 'Giá trị bật/tắt không hợp lệ'],
    ] as const) {
      const refused = await put(alice, mine, payload);
      expect([refused.statusCode, refused.json().error]).toEqual([400, message]);
    }

    expect((await put(alice, theirs, { enabled: false, start: '08:00', end: '21:00' })).statusCode).toBe(404);
    expect((await put(alice, 'not-an-id', { enabled: false, start: '08:00', end: '21:00' })).statusCode).toBe(404);
    const resume = await t.app.inject({ method: 'POST', url: `/api/v1/accounts/${theirs}/sending/resume`, headers: bearer(alice.token) });
    expect([resume.statusCode, resume.json().error]).toEqual([404, 'Không tìm thấy tài khoản']);
    // Bob's account kept its (default) window; nothing was written for it.
    expect((await list(bob))[0].window.custom).toBe(false);
    const rows = await t.database.query(`SELECT account_id FROM account_sending_windows WHERE account_id = ANY($1::uuid[])`, [[mine, theirs]]);
    expect(rows).toEqual([{ account_id: mine }]);
  });

  it('resume closes an open breaker and starts its counters afresh (the engine suite shows its jobs going on)', async () => {
    const alice = await t.signUp();
    const account = await accountOf(alice, 'Shop nghỉ');
    const until = new Date(Date.now() + 3_600_000);
    await t.database.query(
      `INSERT INTO account_send_state (account_id, cooldown_until, cooldown_reason, breaker_reason, fail_streak, recent_outcomes) VALUES ($1, $2, 'BREAKER', $3, 0, 'SFF')`,
      [account, until, 'Tạm dừng gửi: 5 lần thất bại liên tiếp'],
    );
    expect((await list(alice))[0].breaker).toEqual({
      open: true,
      reason: 'Tạm dừng gửi: 5 lần thất bại liên tiếp',
      until: until.toISOString(),
      failStreak: 0,
      recentFailures: 2,
      recentAttempts: 3,
    });
    const resumed = await t.app.inject({ method: 'POST', url: `/api/v1/accounts/${account}/sending/resume`, headers: bearer(alice.token) });
    expect(resumed.json().data.breaker).toEqual({ open: false, reason: null, until: null, failStreak: 0, recentFailures: 0, recentAttempts: 0 });
  });
});
