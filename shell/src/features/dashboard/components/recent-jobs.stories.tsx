import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from 'shared-sdk/testing/data';
import { jobsInEveryStatus } from '../testing/fixtures';
import { RecentJobs } from './recent-jobs';

const meta: Meta<typeof RecentJobs> = {
  title: 'Dashboard/RecentJobs',
  component: RecentJobs,
  decorators: [withRouter('/dashboard')],
  args: { jobs: jobsInEveryStatus },
};
export default meta;

type Story = StoryObj<typeof RecentJobs>;

export const EveryStatus: Story = {};
export const Empty: Story = { args: { jobs: [] } };
export const Loading: Story = { args: { jobs: undefined, loading: true } };
export const Failed: Story = { args: { jobs: undefined, failed: true } };
