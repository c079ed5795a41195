import type { Meta, StoryObj } from '@storybook/react';
import { statsOf } from '../testing/fixtures';
import { AccountDistributionTab } from './account-distribution-tab';

const meta: Meta<typeof AccountDistributionTab> = {
  title: 'Phone lists/Detail/AccountDistributionTab',
  component: AccountDistributionTab,
  args: { accounts: statsOf().distributionSummary.accountsUsed },
};
export default meta;

type Story = StoryObj<typeof AccountDistributionTab>;

export const Default: Story = {};
export const NotDistributed: Story = { args: { accounts: [] } };
