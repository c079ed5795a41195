import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { phoneListOf, sampleAccounts } from '../testing/fixtures';
import { withQuotaAccounts } from '../testing/quota-accounts';
import { MessageScheduleForm } from './message-schedule-dialog';

const meta: Meta<typeof MessageScheduleForm> = {
  title: 'Phone lists/MessageScheduleDialog',
  component: MessageScheduleForm,
  args: { list: phoneListOf({ totalNumbers: 1_050 }), onClose: fn() },
};
export default meta;

type Story = StoryObj<typeof MessageScheduleForm>;

/** Two ACTIVE accounts at a safe 40 messages a day (strangers): 1,050 numbers take an estimated 14 days. */
export const Default: Story = { decorators: withQuotaAccounts(sampleAccounts, null) };
export const NoActiveAccount: Story = { decorators: withQuotaAccounts([sampleAccounts[2]], null) };
