import type { Meta, StoryObj } from '@storybook/react';
import { withFrame } from 'shared-sdk/testing/data';
import { sampleDays } from '../testing/fixtures';
import { DailyChart } from './daily-chart';

const meta: Meta<typeof DailyChart> = {
  title: 'Reports/DailyChart',
  component: DailyChart,
  args: { range: { from: '2026-11-21', to: '2026-11-27' }, days: sampleDays },
  decorators: [withFrame({ maxWidth: 640 })],
};
export default meta;

type Story = StoryObj<typeof DailyChart>;

export const AWeek: Story = {};
export const ThirtyDays: Story = { args: { range: { from: '2026-10-29', to: '2026-11-27' } } };
export const NothingSent: Story = { args: { days: [] } };
export const Loading: Story = { args: { days: undefined, loading: true } };
export const Failed: Story = { args: { days: undefined, failed: true } };
