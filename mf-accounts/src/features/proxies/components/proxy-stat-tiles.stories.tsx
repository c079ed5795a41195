import type { Meta, StoryObj } from '@storybook/react';
import { ProxyStatTiles } from './proxy-stat-tiles';

const meta: Meta<typeof ProxyStatTiles> = {
  title: 'Proxies/StatTiles',
  component: ProxyStatTiles,
  args: { stats: { total: 14, active: 10, inactive: 4 } },
};
export default meta;

type Story = StoryObj<typeof ProxyStatTiles>;

export const Default: Story = {};
export const Empty: Story = { args: { stats: { total: 0, active: 0, inactive: 0 } } };
export const Loading: Story = { args: { stats: undefined, loading: true } };
export const Failed: Story = { args: { stats: undefined, loading: false } };
