import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { queryKeys } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { phoneListOf, sampleAccounts } from '../testing/fixtures';
import { MessageScheduleDialog } from './message-schedule-dialog';

const withAccounts = (accounts: typeof sampleAccounts): Meta<typeof MessageScheduleDialog>['decorators'] => [
  (Story) => (
    <AppProviders queryClient={seededClient([[queryKeys.accounts.list(), accounts]])}>
      <Story />
    </AppProviders>
  ),
];

const meta: Meta<typeof MessageScheduleDialog> = {
  title: 'Phone lists/MessageScheduleDialog',
  component: MessageScheduleDialog,
  args: { open: true, list: phoneListOf({ totalNumbers: 1_050 }), onClose: fn() },
};
export default meta;

type Story = StoryObj<typeof MessageScheduleDialog>;

/** Two ACTIVE accounts at 100 a day: 1,050 numbers take an estimated 6 days. */
export const Default: Story = { decorators: withAccounts(sampleAccounts) };
export const NoActiveAccount: Story = { decorators: withAccounts([sampleAccounts[2]]) };
