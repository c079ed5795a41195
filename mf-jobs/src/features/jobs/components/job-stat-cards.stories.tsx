import type { Meta, StoryObj } from '@storybook/react';
import { JobStatCards } from './job-stat-cards';

const meta: Meta<typeof JobStatCards> = {
  title: 'Jobs/JobStatCards',
  component: JobStatCards,
  args: { stats: { totalJobs: 128, byStatus: { PENDING: 4, PROCESSING: 2, COMPLETED: 109, FAILED: 8, CANCELLED: 5 } } },
};
export default meta;

type Story = StoryObj<typeof JobStatCards>;

export const WithStats: Story = {};
export const NoJobsYet: Story = { args: { stats: { totalJobs: 0, byStatus: { PENDING: 0, PROCESSING: 0, COMPLETED: 0, FAILED: 0, CANCELLED: 0 } } } };
export const Loading: Story = { args: { stats: undefined, loading: true } };
