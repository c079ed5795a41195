import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { queryKeys } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { healthOf, phoneListOf, sampleAccounts, sampleQuotas } from '../testing/fixtures';
import { MessageScheduleForm } from './message-schedule-dialog';

/** The accounts, their saved quotas and their health in the cache (the dialog's plan gate comes from mf-billing at run time). */
const withAccounts = (accounts: typeof sampleAccounts): Meta<typeof MessageScheduleForm>['decorators'] => [
  (Story) => (
    <AppProviders
      queryClient={seededClient([
        [queryKeys.accounts.list(), accounts],
        [queryKeys.phoneLists.accountQuotas(), sampleQuotas.filter((quota) => accounts.some((account) => account.id === quota.accountId))],
        [queryKeys.accounts.health(), accounts.map((account) => healthOf(account.id, null))],
      ])}
    >
      <Story />
    </AppProviders>
  ),
];

const meta: Meta<typeof MessageScheduleForm> = {
  title: 'Phone lists/MessageScheduleDialog',
  component: MessageScheduleForm,
  args: { list: phoneListOf({ totalNumbers: 1_050 }), onClose: fn() },
};
export default meta;

type Story = StoryObj<typeof MessageScheduleForm>;

/** Two ACTIVE accounts at a safe 40 messages a day (strangers): 1,050 numbers take an estimated 14 days. */
export const Default: Story = { decorators: withAccounts(sampleAccounts) };
export const NoActiveAccount: Story = { decorators: withAccounts([sampleAccounts[2]]) };
