import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from 'shared-sdk/testing/data';
import { StatCards } from './stat-cards';

const meta: Meta<typeof StatCards> = {
  title: 'Dashboard/StatCards',
  component: StatCards,
  decorators: [withRouter('/dashboard')],
  args: {
    stats: {
      accounts: { total: 7, active: 2 },
      bots: { running: 1, active: 2 },
      jobs: { total: 1284, pending: 3, completed: 1190 },
      proxies: { total: 14, active: 10 },
      replies: { replied: 57, messages: 480, rate: 57 / 480 },
    },
  },
};
export default meta;

type Story = StoryObj<typeof StatCards>;

export const Default: Story = {};
export const Zeros: Story = {
  args: {
    stats: {
      accounts: { total: 0, active: 0 },
      bots: { running: 0, active: 0 },
      jobs: { total: 0, pending: 0, completed: 0 },
      proxies: { total: 0, active: 0 },
      replies: { replied: 0, messages: 0, rate: null },
    },
  },
};
export const Loading: Story = { args: { stats: {}, loading: { accounts: true, bots: true, jobs: true, proxies: true, replies: true } } };
export const Failed: Story = { args: { stats: {} } };
