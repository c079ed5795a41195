import type { Meta, StoryObj } from '@storybook/react';
import { PhoneListStatCards } from './phone-list-stat-cards';

const meta: Meta<typeof PhoneListStatCards> = {
  title: 'Phone lists/PhoneListStatCards',
  component: PhoneListStatCards,
  args: { stats: { numbers: 830, successful: 200, processing: 1, activeAccounts: 2 } },
};
export default meta;

type Story = StoryObj<typeof PhoneListStatCards>;

export const WithData: Story = {};
/** The accounts are still loading. */
export const AccountsLoading: Story = { args: { stats: { numbers: 0, successful: 0, processing: 0, activeAccounts: undefined } } };
