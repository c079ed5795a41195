import type { AccountHealth } from 'shared-sdk';
import { clampQuota, estimatedDays, FRIEND_REQUEST_QUOTA, MESSAGE_QUOTA, quotasReady, safeDailyCap, startingQuota } from './quotas';

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

/** An account's health as GET /accounts/health gives it: day 1 of the warm-up, 20 requests, 40 strangers. */
const health = (today: Partial<Record<keyof AccountHealth['today'], number>> = {}): AccountHealth =>
  ({
    today: {
      messages: { used: 0, cap: today.messages ?? 400 },
      friendRequests: { used: 0, cap: today.friendRequests ?? 20 },
      invites: { used: 0, cap: 40 },
      strangers: { used: 0, cap: today.strangers ?? 40 },
      phoneLookups: { used: 0, cap: today.phoneLookups ?? 100 },
    },
  }) as AccountHealth;

test('the defaults do not exceed what the account may send: 20 requests in warm-up, 40 strangers', () => {
  expect(safeDailyCap(health(), 'friendRequest')).toBe(20);
  expect(safeDailyCap(health(), 'message')).toBe(40);
  expect(safeDailyCap(health({ friendRequests: 100, phoneLookups: 30 }), 'friendRequest')).toBe(30);
  expect(safeDailyCap(undefined, 'message')).toBeNull();
  expect(startingQuota(FRIEND_REQUEST_QUOTA, undefined, 20)).toBe(20);
  expect(startingQuota(MESSAGE_QUOTA, undefined, 40)).toBe(40);
  expect(startingQuota(FRIEND_REQUEST_QUOTA, undefined, 100)).toBe(50);
  expect(startingQuota(FRIEND_REQUEST_QUOTA, undefined, null)).toBe(50);
  // What the customer saved stays, even above the cap (the form warns).
  expect(startingQuota(FRIEND_REQUEST_QUOTA, 80, 20)).toBe(80);
});
