import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { queryKeys } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { phoneListOf, sampleAccounts } from '../testing/fixtures';
import { FriendRequestScheduleWizard } from './friend-request-schedule-wizard';

const withAccounts = (accounts: typeof sampleAccounts): Meta<typeof FriendRequestScheduleWizard>['decorators'] => [
  (Story) => (
    <AppProviders queryClient={seededClient([[queryKeys.accounts.list(), accounts]])}>
      <Story />
    </AppProviders>
  ),
];

const meta: Meta<typeof FriendRequestScheduleWizard> = {
  title: 'Phone lists/FriendRequestScheduleWizard',
  component: FriendRequestScheduleWizard,
  args: { open: true, list: phoneListOf(), onClose: fn() },
};
export default meta;

type Story = StoryObj<typeof FriendRequestScheduleWizard>;

/** Step one: each ACTIVE account at 50 requests a day (the expired one is left out). */
export const Quotas: Story = { decorators: withAccounts(sampleAccounts) };
export const NoActiveAccount: Story = { decorators: withAccounts([sampleAccounts[2]]) };
