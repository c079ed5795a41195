import type { Meta, StoryObj } from '@storybook/react';
import { withFrame, withRouter } from 'shared-sdk/testing/data';
import { PlanUsageView } from './plan-usage-view';

const meta: Meta<typeof PlanUsageView> = {
  title: 'Billing/PlanUsagePanel',
  component: PlanUsageView,
  args: {
    usage: { planDisplayName: 'Plus', accountsUsed: 4, accountLimit: 10, jobsUsedToday: 12, dailyJobLimit: 50 },
    onRetry: () => {},
  },
  decorators: [withFrame({ maxWidth: 420 }), withRouter()],
};
export default meta;

type Story = StoryObj<typeof PlanUsageView>;

export const Normal: Story = {};
export const Warning: Story = {
  args: { usage: { planDisplayName: 'Basic', accountsUsed: 3, accountLimit: 3, jobsUsedToday: 8, dailyJobLimit: 10 } },
};
export const Unlimited: Story = {
  args: { usage: { planDisplayName: 'Pro', accountsUsed: 27, accountLimit: -1, jobsUsedToday: 140, dailyJobLimit: -1 } },
};
export const NoDailyJobs: Story = {
  args: { usage: { planDisplayName: 'Basic', accountsUsed: 1, accountLimit: 3, jobsUsedToday: 0, dailyJobLimit: 0 } },
};
export const Loading: Story = { args: { usage: undefined, loading: true } };
export const LoadError: Story = { args: { usage: undefined, error: true } };
