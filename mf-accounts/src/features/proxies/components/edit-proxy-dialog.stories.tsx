import type { Meta, StoryObj } from '@storybook/react';
import { proxyFixture } from '../testing/fixtures';
import { EditProxyDialog } from './edit-proxy-dialog';

const meta: Meta<typeof EditProxyDialog> = {
  title: 'Proxies/EditProxyDialog',
  component: EditProxyDialog,
  args: { proxy: proxyFixture({ scheme: 'socks5', port: 1080 }), onSubmit: async () => false, onCancel: () => {} },
};
export default meta;

type Story = StoryObj<typeof EditProxyDialog>;

/** The username and password start empty: empty keeps the stored ones. */
export const WithCredentials: Story = {};
export const WithoutCredentials: Story = {
  args: { proxy: proxyFixture({ name: 'Proxy mở', maskedUsername: null, hasPassword: false }) },
};
