import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { activeProxiesQueryOptions, PROXY_DROPDOWN_LIMIT, queryKeys } from 'shared-sdk';
import { accountOf, seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { proxyOf, proxyPageOf } from '../testing/fixtures';
import { EditAccountModal } from './edit-account-modal';

const proxies = proxyPageOf([
  proxyOf(),
  proxyOf({
    id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
    name: 'Proxy HCM',
    host: '10.2.2.2',
    port: 3128,
    lastTest: { ok: false, at: '2026-11-26T03:05:00.000Z', latencyMs: 10_000, error: 'Hết thời gian chờ (10 giây) khi kết nối qua proxy', detail: null },
  }),
]);

/** The proxies come from a cache filled in advance: no network. */
const withProxies = () =>
  seededClient([
    [activeProxiesQueryOptions().queryKey, proxies],
    [queryKeys.proxies.list({ page: 1, limit: PROXY_DROPDOWN_LIMIT }), proxies],
  ]);

const meta: Meta<typeof EditAccountModal> = {
  title: 'Accounts/EditAccountModal',
  component: EditAccountModal,
  args: { onClose: fn() },
  decorators: [withAppProviders(withProxies())],
};
export default meta;

type Story = StoryObj<typeof EditAccountModal>;

export const LoggedInWithProxy: Story = { args: { account: accountOf({ proxyId: proxies.items[0].id }) } };
export const NotLoggedIn: Story = { args: { account: accountOf({ status: 'PENDING', zaloUserId: null, zaloName: null }) } };
