import type { Meta, StoryObj } from '@storybook/react';
import { queryKeys } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { useAccountQuotas } from '../hooks/use-account-quotas';
import { healthOf, sampleAccounts, sampleQuotas } from '../testing/fixtures';
import { AccountQuotasStep } from './account-quotas-step';

function Interactive() {
  return <AccountQuotasStep quotas={useAccountQuotas('friendRequest')} hint="Số lời mời kết bạn mỗi ngày của từng tài khoản (1-500)" />;
}

const withAccounts = (accounts: typeof sampleAccounts): Meta<typeof Interactive>['decorators'] => [
  (Story) => (
    <AppProviders
      queryClient={seededClient([
        [queryKeys.accounts.list(), accounts],
        [queryKeys.phoneLists.accountQuotas(), sampleQuotas],
        [queryKeys.accounts.health(), accounts.map((account) => healthOf(account.id))],
      ])}
    >
      <Story />
    </AppProviders>
  ),
];

const meta: Meta<typeof Interactive> = { title: 'Phone lists/AccountQuotasStep', component: Interactive };
export default meta;

type Story = StoryObj<typeof Interactive>;

/** A saved quota above what the account may send in its warm-up is warned; the other starts at the safe 20. */
export const Default: Story = { decorators: withAccounts(sampleAccounts) };
export const NoActiveAccount: Story = { decorators: withAccounts([sampleAccounts[2]]) };
