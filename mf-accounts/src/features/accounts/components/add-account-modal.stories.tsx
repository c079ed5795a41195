import type { Meta, StoryObj } from '@storybook/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { type AccountLimitCheck, activeProxiesQueryOptions, type ProxyPage, queryKeys } from 'shared-sdk';
import { seededClient } from 'shared-sdk/testing/data';
import { proxyOf, proxyPageOf } from '../testing/fixtures';
import { AddAccountModal } from './add-account-modal';

const proxies: ProxyPage = proxyPageOf([
  proxyOf({ username: 'user01', maskedUsername: 'us***01', hasPassword: true }),
  proxyOf({
    id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
    name: 'Proxy HCM',
    scheme: 'socks5',
    host: 'proxy.example.com',
    port: 1080,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  }),
]);

/** The plan limit and the proxies come from a cache filled in advance: no network. */
const withData = (limit: AccountLimitCheck): Meta<typeof AddAccountModal>['decorators'] => [
  (Story) => (
    <QueryClientProvider
      client={seededClient([
        [queryKeys.subscription.checkLimit(), limit],
        [activeProxiesQueryOptions().queryKey, proxies],
      ])}
    >
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    </QueryClientProvider>
  ),
];

const meta: Meta<typeof AddAccountModal> = {
  title: 'Accounts/AddAccountModal',
  component: AddAccountModal,
  args: { onClose: fn(), onCreated: fn() },
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof AddAccountModal>;

export const Normal: Story = { decorators: withData({ canAdd: true, used: 1, limit: 3 }) };
export const OverLimit: Story = {
  decorators: withData({ canAdd: false, used: 3, limit: 3, reason: 'Gói Basic cho phép tối đa 3 tài khoản. Nâng cấp để thêm tài khoản.' }),
};
