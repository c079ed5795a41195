import type { Meta, StoryObj } from '@storybook/react';
import { todayOf, withFrame } from 'shared-sdk/testing/data';
import { accountHealthOf } from '../testing/fixtures';
import { AccountHealthPanel } from './account-health-panel';

const meta: Meta<typeof AccountHealthPanel> = {
  title: 'Accounts/AccountHealthPanel',
  component: AccountHealthPanel,
  args: { health: accountHealthOf(), now: Date.parse('2026-11-25T03:00:00Z'), onSaveWindow: () => {}, onResume: () => {} },
  decorators: [withFrame({ maxWidth: 360 })],
};
export default meta;

type Story = StoryObj<typeof AccountHealthPanel>;

export const Healthy: Story = {};
export const BreakerOpen: Story = {
  args: {
    health: accountHealthOf({
      breaker: { open: true, reason: 'Tạm dừng gửi: 5 lần thất bại liên tiếp', until: '2026-11-25T04:00:00.000Z', failStreak: 0, recentFailures: 0, recentAttempts: 0 },
    }),
  },
};
export const OutsideWindowWarmingUp: Story = {
  args: {
    health: accountHealthOf({
      window: { enabled: true, start: '22:00', end: '06:00', custom: true, open: false, opensAt: '2026-11-25T15:00:00.000Z', closesAt: null },
      warmUp: { day: 2, days: 7 },
      today: todayOf({ messages: 600, friendRequests: 30, invites: 10, strangers: 40, phoneLookups: 100 }, { messages: 600, friendRequests: 30, invites: 60 }),
      rateLimit: { at: '2026-11-25T02:50:00.000Z', until: '2026-11-25T03:05:00.000Z' },
    }),
  },
};
export const LoginsUsedUp: Story = {
  args: {
    health: accountHealthOf({
      logins: {
        today: 10,
        max: 10,
        capped: true,
        reason:
          'Tài khoản đã đăng nhập 10 lần hôm nay, mức tối đa mỗi ngày: hệ thống tạm dừng tự đăng nhập lại đến 0 giờ để tránh bị Zalo khóa tài khoản. Bạn vẫn có thể tự đăng nhập bằng mã QR hoặc cookie.',
      },
    }),
  },
};
