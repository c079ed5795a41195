import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { queryKeys } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { healthOf, phoneListOf, sampleAccounts, sampleQuotas } from '../testing/fixtures';
import { FriendRequestScheduleSteps } from './friend-request-schedule-wizard';

/** The accounts, their saved quotas and their health in the cache (the dialog's plan gate comes from mf-billing at run time). */
const withAccounts = (accounts: typeof sampleAccounts): Meta<typeof FriendRequestScheduleSteps>['decorators'] => [
  (Story) => (
    <AppProviders
      queryClient={seededClient([
        [queryKeys.accounts.list(), accounts],
        [queryKeys.phoneLists.accountQuotas(), sampleQuotas.filter((quota) => accounts.some((account) => account.id === quota.accountId))],
        [queryKeys.accounts.health(), accounts.map((account) => healthOf(account.id))],
      ])}
    >
      <Story />
    </AppProviders>
  ),
];

const meta: Meta<typeof FriendRequestScheduleSteps> = {
  title: 'Phone lists/FriendRequestScheduleWizard',
  component: FriendRequestScheduleSteps,
  args: { list: phoneListOf(), onClose: fn() },
};
export default meta;

type Story = StoryObj<typeof FriendRequestScheduleSteps>;

/** Step one: the first account kept its saved 30 (above its 20 of the warm-up: warned), the second starts at a safe 20. */
export const Quotas: Story = { decorators: withAccounts(sampleAccounts) };
export const NoActiveAccount: Story = { decorators: withAccounts([sampleAccounts[2]]) };
