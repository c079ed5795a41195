import type { Meta, StoryObj } from '@storybook/react';
import { EMPTY_SUMMARY, summaryOf } from '../testing/fixtures';
import { ReportStatCards } from './report-stat-cards';

const meta: Meta<typeof ReportStatCards> = {
  title: 'Reports/ReportStatCards',
  component: ReportStatCards,
  args: { summary: summaryOf() },
};
export default meta;

type Story = StoryObj<typeof ReportStatCards>;

export const AWeek: Story = {};
export const NothingSent: Story = { args: { summary: EMPTY_SUMMARY } };
export const Loading: Story = { args: { summary: undefined, loading: true } };
export const Failed: Story = { args: { summary: undefined, failed: true } };
