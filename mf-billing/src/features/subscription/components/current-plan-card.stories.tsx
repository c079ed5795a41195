import type { Meta, StoryObj } from '@storybook/react';
import { withFrame } from 'shared-sdk/testing/data';
import { basePlan, subscriptionOf } from '../../../testing/fixtures';
import { CurrentPlanCard } from './current-plan-card';

const NOW = Date.parse('2026-03-10T05:00:00.000Z');
const subscription = subscriptionOf(
  { ...basePlan, featureLabels: [] },
  { status: 'TRIAL', isTrial: true, startDate: '2026-03-05T05:00:00.000Z', endDate: '2026-03-12T05:00:00.000Z', daysLeft: 2 },
);

const meta: Meta<typeof CurrentPlanCard> = {
  title: 'Billing/CurrentPlanCard',
  component: CurrentPlanCard,
  args: { subscription, now: NOW },
  decorators: [withFrame({ maxWidth: 520 })],
};
export default meta;

type Story = StoryObj<typeof CurrentPlanCard>;

export const Trial: Story = {};
export const Active: Story = {
  args: {
    subscription: {
      ...subscription,
      plan: { ...subscription.plan, id: 'plan-pro', name: 'pro', displayName: 'Pro', accountLimit: -1 },
      status: 'ACTIVE',
      isTrial: false,
      endDate: '2026-04-09T05:00:00.000Z',
      accountsUsed: 14,
      accountLimit: -1,
    },
  },
};
export const Expired: Story = {
  args: { subscription: { ...subscription, status: 'EXPIRED', isTrial: false, endDate: '2026-03-01T05:00:00.000Z' } },
};
