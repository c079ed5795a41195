import type { Meta, StoryObj } from '@storybook/react';
import { scheduleOf, statsOf } from '../testing/fixtures';
import { OverviewTab } from './overview-tab';

const meta: Meta<typeof OverviewTab> = {
  title: 'Phone lists/Detail/OverviewTab',
  component: OverviewTab,
  args: { stats: statsOf(), schedules: { friendRequests: [scheduleOf()], messages: [scheduleOf({ id: 's-2', nextRunAt: '2026-03-05T23:30:00.000Z' })] } },
};
export default meta;

type Story = StoryObj<typeof OverviewTab>;

export const WithSchedules: Story = {};
export const NoSchedule: Story = { args: { schedules: { friendRequests: [], messages: [] } } };
export const Loading: Story = { args: { stats: undefined, loading: true } };
export const Failed: Story = { args: { failed: true } };
