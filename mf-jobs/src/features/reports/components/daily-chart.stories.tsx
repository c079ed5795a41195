import type { Meta, StoryObj } from '@storybook/react';
import { appToday, shiftDate } from 'shared-sdk';
import { withFrame } from 'shared-sdk/testing/data';
import { sampleDays } from '../testing/fixtures';
import { DailyChart } from './daily-chart';

const meta: Meta<typeof DailyChart> = {
  title: 'Reports/DailyChart',
  component: DailyChart,
  // The sample week ends today (Asia/Ho_Chi_Minh), as the page's default range does.
  args: { range: { from: shiftDate(appToday(), -6), to: appToday() }, days: sampleDays },
  decorators: [withFrame({ maxWidth: 640 })],
};
export default meta;

type Story = StoryObj<typeof DailyChart>;

export const AWeek: Story = {};
export const ThirtyDays: Story = { args: { range: { from: shiftDate(appToday(), -29), to: appToday() } } };
export const NothingSent: Story = { args: { days: [] } };
export const Loading: Story = { args: { days: undefined, loading: true } };
export const Failed: Story = { args: { days: undefined, failed: true } };
