import { clampQuota, estimatedDays, FRIEND_REQUEST_QUOTA, MESSAGE_QUOTA, quotasReady } from './quotas';

test.each([
  [0, 1],
  [-3, 1],
  [1, 1],
  [50, 50],
  [500, 500],
  [501, 500],
  [12.6, 13],
  ['40', 40],
  ['', 50],
  [null, 50],
  [Number.NaN, 50],
])('friend requests: %p becomes %p', (value, quota) => {
  expect(clampQuota(value, FRIEND_REQUEST_QUOTA)).toBe(quota);
});

test.each([
  [0, 1],
  [100, 100],
  [1000, 1000],
  [1001, 1000],
  [undefined, 100],
  ['abc', 100],
])('messages: %p becomes %p', (value, quota) => {
  expect(clampQuota(value, MESSAGE_QUOTA)).toBe(quota);
});

test('the next step needs accounts, each with a quota of at least 1', () => {
  expect(quotasReady({ a: 50, b: 10 }, ['a', 'b'])).toBe(true);
  expect(quotasReady({ a: 50, b: 0 }, ['a', 'b'])).toBe(false);
  expect(quotasReady({ a: 50 }, ['a', 'b'])).toBe(false);
  expect(quotasReady({ a: 50 }, [])).toBe(false);
});

test('estimated days = ceil(numbers / total daily quota)', () => {
  expect(estimatedDays(1000, [100, 100])).toBe(5);
  expect(estimatedDays(1001, [100, 100])).toBe(6);
  expect(estimatedDays(50, [100])).toBe(1);
  expect(estimatedDays(0, [100])).toBe(0);
  expect(estimatedDays(10, [])).toBeNull();
});
