import { ACCOUNT_ID, accountHealthOf, todayOf } from './fixtures';

test('todayOf counts 0 used against the default caps unless told otherwise', () => {
  expect(todayOf()).toEqual({
    messages: { used: 0, cap: 2000 },
    friendRequests: { used: 0, cap: 100 },
    invites: { used: 0, cap: 200 },
    strangers: { used: 0, cap: 40 },
    phoneLookups: { used: 0, cap: 100 },
  });
  expect(todayOf({ messages: 600, strangers: 5 }, { messages: 600, invites: 60 })).toEqual({
    messages: { used: 600, cap: 600 },
    friendRequests: { used: 0, cap: 100 },
    invites: { used: 0, cap: 60 },
    strangers: { used: 5, cap: 40 },
    phoneLookups: { used: 0, cap: 100 },
  });
});

test('accountHealthOf is a healthy account whose fields the overrides replace', () => {
  const health = accountHealthOf();
  expect(health).toMatchObject({ accountId: ACCOUNT_ID, warmUp: null, rateLimit: null, today: todayOf() });
  expect(health.window).toMatchObject({ enabled: true, open: true });
  expect(health.breaker.open).toBe(false);
  expect(accountHealthOf({ warmUp: { day: 2, days: 7 } }).warmUp).toEqual({ day: 2, days: 7 });
});
