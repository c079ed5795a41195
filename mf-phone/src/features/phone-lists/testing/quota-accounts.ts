import type { Decorator } from '@storybook/react';
import { type Account, type AccountHealth, queryKeys } from 'shared-sdk';
import { seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { healthOf, sampleQuotas } from './fixtures';

/**
 * Stories of the dialogs with account quotas: these accounts, their saved quotas (`sampleQuotas`) and their health
 * (`warmUp`: the day of their warm-up, null once over) in the cache. The dialogs' plan gate comes from mf-billing at
 * run time, so a story draws what is inside it.
 */
export function withQuotaAccounts(accounts: Account[], warmUp?: AccountHealth['warmUp']): Decorator[] {
  return [
    withAppProviders(
      seededClient([
        [queryKeys.accounts.list(), accounts],
        [queryKeys.phoneLists.accountQuotas(), sampleQuotas.filter((quota) => accounts.some((account) => account.id === quota.accountId))],
        [queryKeys.accounts.health(), accounts.map((account) => healthOf(account.id, warmUp))],
      ]),
    ),
  ];
}
