import type { Meta, StoryObj } from '@storybook/react';
import type { Plan } from 'shared-sdk';
import { PlanCard } from './plan-card';

const plus: Plan = {
  id: 'plan-plus',
  name: 'plus',
  displayName: 'Plus',
  description: 'Cho nhóm kinh doanh nhỏ',
  price: 199_000,
  duration: 30,
  accountLimit: 10,
  jobLimits: { daily: 50, concurrent: 3 },
  features: ['schedule_messages'],
  featureLabels: ['Tối đa 10 tài khoản Zalo', '50 công việc mỗi ngày', 'Hẹn giờ gửi tin nhắn', 'Trả lời tự động bằng AI'],
  popular: true,
  sortOrder: 2,
};
const basic: Plan = {
  ...plus,
  id: 'plan-basic',
  name: 'basic',
  displayName: 'Basic',
  description: 'Cho cá nhân',
  price: 99_000,
  accountLimit: 3,
  featureLabels: ['Tối đa 3 tài khoản Zalo', '10 công việc mỗi ngày', 'Trả lời tự động bằng AI'],
  popular: false,
  sortOrder: 1,
};

const meta: Meta<typeof PlanCard> = {
  title: 'Billing/PlanCard',
  component: PlanCard,
  args: { plan: basic, button: { disabled: false, label: 'Chọn gói', isCurrent: false }, onChoose: () => {} },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340, paddingTop: 8 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof PlanCard>;

export const Normal: Story = {};
export const Popular: Story = { args: { plan: plus } };
export const Current: Story = { args: { button: { disabled: true, label: 'Gói hiện tại', isCurrent: true } } };
export const DisabledWhilePending: Story = {
  args: { plan: plus, button: { disabled: true, label: 'Đang chờ thanh toán', isCurrent: false } },
};
export const Unlimited: Story = {
  args: {
    plan: {
      ...plus,
      id: 'plan-pro',
      name: 'pro',
      displayName: 'Pro',
      description: 'Cho doanh nghiệp',
      price: 499_000,
      accountLimit: -1,
      featureLabels: ['Không giới hạn tài khoản', 'Gửi tin nhắn nhóm hàng loạt', 'Hẹn giờ gửi tin nhắn'],
      popular: false,
    },
  },
};
