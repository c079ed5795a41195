import type { Meta, StoryObj } from '@storybook/react';
import type { CurrentSubscription, Plan } from 'shared-sdk';
import { PlanChangeConfirm } from './plan-change-confirm';

const NOW = Date.parse('2026-03-10T05:00:00.000Z');
const plus: Plan = {
  id: 'plan-plus',
  name: 'plus',
  displayName: 'Plus',
  description: 'Cho cửa hàng',
  price: 499_000,
  duration: 30,
  accountLimit: 10,
  jobLimits: { daily: 100, concurrent: 3 },
  features: ['schedule_messages'],
  featureLabels: [],
  popular: true,
  sortOrder: 2,
};
const pro: Plan = { ...plus, id: 'plan-pro', name: 'pro', displayName: 'Pro', price: 999_000, accountLimit: 50, jobLimits: { daily: -1, concurrent: 10 }, features: ['bulk_group_messaging', 'schedule_messages'], popular: false, sortOrder: 3 };
const basic: Plan = { ...plus, id: 'plan-basic', name: 'basic', displayName: 'Basic', price: 199_000, accountLimit: 3, jobLimits: { daily: 20, concurrent: 1 }, features: [], popular: false, sortOrder: 1 };
const on = (plan: Plan, overrides: Partial<CurrentSubscription> = {}): CurrentSubscription => ({
  plan,
  status: 'ACTIVE',
  isTrial: false,
  startDate: '2026-02-28T05:00:00.000Z',
  endDate: '2026-03-30T05:00:00.000Z',
  daysLeft: 20,
  accountsUsed: 12,
  accountLimit: plan.accountLimit,
  ...overrides,
});

const meta: Meta<typeof PlanChangeConfirm> = {
  title: 'Billing/PlanChangeConfirm',
  component: PlanChangeConfirm,
  args: { now: NOW, onConfirm: () => {}, onCancel: () => {} },
};
export default meta;
type Story = StoryObj<typeof PlanChangeConfirm>;

export const FromTrial: Story = { args: { plan: pro, current: on(basic, { status: 'TRIAL', isTrial: true, endDate: '2026-03-15T05:00:00.000Z', accountsUsed: 1 }) } };
export const DowngradeProToPlus: Story = { args: { plan: plus, current: on(pro) } };
export const UpgradePlusToPro: Story = { args: { plan: pro, current: on(plus, { accountsUsed: 4 }) } };
