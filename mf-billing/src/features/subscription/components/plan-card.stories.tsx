import type { Meta, StoryObj } from '@storybook/react';
import type { Plan } from 'shared-sdk';
import { withFrame } from 'shared-sdk/testing/data';
import { plans } from '../../../testing/fixtures';
import { PlanCard } from './plan-card';

const plus: Plan = {
  ...plans[1],
  description: 'Cho nhóm kinh doanh nhỏ',
  featureLabels: ['Tối đa 10 tài khoản Zalo', '50 công việc mỗi ngày', 'Hẹn giờ gửi tin nhắn', 'Trả lời tự động bằng AI'],
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
  decorators: [withFrame({ maxWidth: 340, paddingTop: 8 })],
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
    plan: { ...plans[2], featureLabels: ['Không giới hạn tài khoản', 'Gửi tin nhắn nhóm hàng loạt', 'Hẹn giờ gửi tin nhắn'] },
  },
};
