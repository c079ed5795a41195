import type { Meta, StoryObj } from '@storybook/react';
import { ProxiesEmptyState } from './proxies-empty-state';

const meta: Meta<typeof ProxiesEmptyState> = {
  title: 'Proxies/EmptyState',
  component: ProxiesEmptyState,
  args: { onAdd: () => {} },
};
export default meta;

type Story = StoryObj<typeof ProxiesEmptyState>;

export const NoProxyYet: Story = {};
export const NothingMatchesTheFilter: Story = { args: { filtered: true } };
