import type { Meta, StoryObj } from '@storybook/react';
import { RemoteFallback } from './remote-fallback';

const meta: Meta<typeof RemoteFallback> = {
  title: 'Shell/RemoteFallback',
  component: RemoteFallback,
  args: { remoteName: 'Tài khoản & Proxy', onRetry: () => {} },
};
export default meta;

type Story = StoryObj<typeof RemoteFallback>;

export const Accounts: Story = {};
export const Billing: Story = { args: { remoteName: 'Gói dịch vụ & Thanh toán' } };
