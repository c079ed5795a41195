import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { type Account, type AccountStatus } from 'shared-sdk';
import { accountOf, withFrame } from 'shared-sdk/testing/data';
import { AccountCard } from './account-card';

const base: Account = accountOf({ autoStart: true, autoReply: true });
const withStatus = (status: AccountStatus, overrides: Partial<Account> = {}): Account => ({ ...base, status, ...overrides });

const meta: Meta<typeof AccountCard> = {
  title: 'Accounts/AccountCard',
  component: AccountCard,
  args: {
    account: base,
    bot: 'stopped',
    cookie: 'unchecked',
    onQrLogin: fn(),
    onRelogin: fn(),
    onStartBot: fn(),
    onStopBot: fn(),
    onAiAutoReply: fn(),
    onForceQr: fn(),
    onDelete: fn(),
    onCheckCookie: fn(),
    onEdit: fn(),
  },
  decorators: [withFrame({ maxWidth: 380 })],
};
export default meta;

type Story = StoryObj<typeof AccountCard>;

export const ActiveBotRunning: Story = {
  args: {
    account: withStatus('ACTIVE', { proxyId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', autoJoinByLink: true }),
    proxy: { name: 'Proxy Hà Nội', isActive: true },
    bot: 'running',
    cookie: 'valid',
  },
};
export const CookieCheckKept: Story = {
  args: {
    account: withStatus('ACTIVE', { cookieCheck: { isValid: true, needsRelogin: false, checkedAt: '2026-11-26T03:05:00.000Z', error: null } }),
    cookie: 'valid',
  },
};
export const CookieCheckCouldNotRun: Story = {
  args: {
    account: withStatus('ACTIVE', {
      cookieCheck: { isValid: false, needsRelogin: true, checkedAt: '2026-11-26T03:05:00.000Z', error: 'Proxy của tài khoản đang tắt hoặc đã bị xoá, hãy bật lại hoặc chọn proxy khác' },
    }),
    cookie: 'invalid',
  },
};
export const ProxyOff: Story = {
  args: { account: withStatus('ACTIVE', { proxyId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }), proxy: { name: 'Proxy Hà Nội', isActive: false } },
};
export const ActiveBotStopped: Story = { args: { account: withStatus('ACTIVE'), bot: 'stopped' } };
export const ActiveBotLoading: Story = { args: { account: withStatus('ACTIVE'), bot: 'loading' } };
export const ActiveCookieInvalid: Story = { args: { account: withStatus('ACTIVE'), bot: 'running', cookie: 'invalid' } };
export const ActiveCookieChecking: Story = { args: { account: withStatus('ACTIVE'), bot: 'running', cookie: 'checking' } };
export const Inactive: Story = { args: { account: withStatus('INACTIVE', { autoReply: false }) } };
export const Pending: Story = {
  args: {
    account: withStatus('PENDING', { zaloUserId: null, zaloName: null, lastLoginAt: null, autoStart: false, autoReply: false, displayName: 'Tài khoản mới' }),
  },
};
export const Suspended: Story = { args: { account: withStatus('SUSPENDED', { autoReply: false }) } };
export const CookieExpired: Story = { args: { account: withStatus('COOKIE_EXPIRED'), cookie: 'invalid' } };
export const ReloginRequired: Story = { args: { account: withStatus('RELOGIN_REQUIRED') } };
export const LoginError: Story = { args: { account: withStatus('LOGIN_ERROR') } };
export const ReloginInProgress: Story = { args: { account: withStatus('COOKIE_EXPIRED'), busy: { relogin: true } } };
/** An AGENT's card: everything but delete (the OWNER's and ADMINs'). */
export const AgentCannotDelete: Story = { args: { account: withStatus('ACTIVE'), bot: 'running', cookie: 'valid', canDelete: false } };
