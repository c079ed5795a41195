import type { Account, AccountHealth } from 'shared-sdk';

export type GettingStartedKey = 'account' | 'login' | 'friends' | 'job';

export interface GettingStartedStep {
  key: GettingStartedKey;
  done: boolean;
}

/**
 * The new customer's first steps, each ticked from real data: an account exists; one has logged in to Zalo (by QR:
 * it is ACTIVE or has logged in before); one has synced friends (stored friends in its health); a job exists.
 */
export function gettingStartedSteps(input: { accounts: Account[]; health: AccountHealth[] | undefined; totalJobs: number }): GettingStartedStep[] {
  const { accounts, health, totalJobs } = input;
  return [
    { key: 'account', done: accounts.length > 0 },
    { key: 'login', done: accounts.some((account) => account.status === 'ACTIVE' || Boolean(account.lastLoginAt) || Boolean(account.zaloUserId)) },
    { key: 'friends', done: (health ?? []).some((entry) => entry.friends.count > 0) },
    { key: 'job', done: totalJobs > 0 },
  ];
}
