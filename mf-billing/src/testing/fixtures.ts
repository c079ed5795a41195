import type { CurrentSubscription, Plan } from 'shared-sdk';

/** Plans and subscriptions for stories and tests (no network). */
export const basePlan: Plan = {
  id: 'plan-basic',
  name: 'basic',
  displayName: 'Basic',
  description: 'Cho cá nhân',
  price: 99_000,
  duration: 30,
  accountLimit: 3,
  jobLimits: { daily: 10, concurrent: 1 },
  features: [],
  featureLabels: ['3 tài khoản Zalo', '10 công việc mỗi ngày'],
  popular: false,
  sortOrder: 1,
};

export const plans: Plan[] = [
  basePlan,
  {
    ...basePlan,
    id: 'plan-plus',
    name: 'plus',
    displayName: 'Plus',
    description: 'Cho nhóm nhỏ',
    price: 199_000,
    accountLimit: 10,
    jobLimits: { daily: 50, concurrent: 3 },
    features: ['schedule_messages'],
    featureLabels: ['10 tài khoản Zalo', 'Hẹn giờ gửi tin'],
    popular: true,
    sortOrder: 2,
  },
  {
    ...basePlan,
    id: 'plan-pro',
    name: 'pro',
    displayName: 'Pro',
    description: 'Cho doanh nghiệp',
    price: 499_000,
    accountLimit: -1,
    jobLimits: { daily: -1, concurrent: 10 },
    features: ['schedule_messages', 'bulk_group_messaging'],
    featureLabels: ['Tài khoản Zalo không giới hạn', 'Gửi tin nhóm hàng loạt'],
    popular: false,
    sortOrder: 3,
  },
];

export function subscriptionOf(plan: Plan, overrides: Partial<CurrentSubscription> = {}): CurrentSubscription {
  return {
    plan,
    status: 'ACTIVE',
    isTrial: false,
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    daysLeft: 10,
    accountsUsed: 1,
    accountLimit: plan.accountLimit,
    ...overrides,
  };
}
