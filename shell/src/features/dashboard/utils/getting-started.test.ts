import type { AccountHealth } from 'shared-sdk';
import { accountOf } from '../testing/fixtures';
import { gettingStartedSteps } from './getting-started';

const done = (steps: ReturnType<typeof gettingStartedSteps>) => steps.filter((step) => step.done).map((step) => step.key);
const health = (count: number) => [{ accountId: 'a', friends: { count, limit: 1000 } } as AccountHealth];

test('nothing for a new customer', () => {
  expect(done(gettingStartedSteps({ accounts: [], health: undefined, totalJobs: 0 }))).toEqual([]);
});

test('an added account not logged in yet ticks the first step only', () => {
  const pending = accountOf({ status: 'PENDING', zaloUserId: null, lastLoginAt: null });
  expect(done(gettingStartedSteps({ accounts: [pending], health: health(0), totalJobs: 0 }))).toEqual(['account']);
});

test('an account logged in before (even expired now), synced friends and a job tick everything', () => {
  const expired = accountOf({ status: 'COOKIE_EXPIRED', zaloUserId: null });
  expect(done(gettingStartedSteps({ accounts: [expired], health: health(12), totalJobs: 1 }))).toEqual(['account', 'login', 'friends', 'job']);
});
