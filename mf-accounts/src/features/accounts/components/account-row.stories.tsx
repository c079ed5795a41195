import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { accountOf } from 'shared-sdk/testing/data';
import { AccountRow } from './account-row';

const meta: Meta<typeof AccountRow> = {
  title: 'Accounts/AccountRow',
  component: AccountRow,
  args: {
    account: accountOf({ proxyId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }),
    proxy: { name: 'Proxy Hà Nội', isActive: true },
    bot: 'running',
    cookie: 'valid',
    onStopBot: fn(),
    onEdit: fn(),
    onAiAutoReply: fn(),
    onForceQr: fn(),
    onDelete: fn(),
    onCheckCookie: fn(),
  },
};
export default meta;

type Story = StoryObj<typeof AccountRow>;

export const Active: Story = {};
export const CookieExpired: Story = { args: { account: accountOf({ status: 'COOKIE_EXPIRED', displayName: 'CSKH 2' }), cookie: 'invalid', proxy: undefined } };
export const NotLoggedIn: Story = {
  args: { account: accountOf({ status: 'PENDING', zaloUserId: null, zaloName: null, lastLoginAt: null, displayName: 'Tài khoản mới' }), bot: 'stopped', proxy: undefined },
};
