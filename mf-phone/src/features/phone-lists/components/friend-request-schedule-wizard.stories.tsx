import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { phoneListOf, sampleAccounts } from '../testing/fixtures';
import { withQuotaAccounts } from '../testing/quota-accounts';
import { FriendRequestScheduleSteps } from './friend-request-schedule-wizard';

const meta: Meta<typeof FriendRequestScheduleSteps> = {
  title: 'Phone lists/FriendRequestScheduleWizard',
  component: FriendRequestScheduleSteps,
  args: { list: phoneListOf(), onClose: fn() },
};
export default meta;

type Story = StoryObj<typeof FriendRequestScheduleSteps>;

/** Step one: the first account kept its saved 30 (above its 20 of the warm-up: warned), the second starts at a safe 20. */
export const Quotas: Story = { decorators: withQuotaAccounts(sampleAccounts) };
export const NoActiveAccount: Story = { decorators: withQuotaAccounts([sampleAccounts[2]]) };
