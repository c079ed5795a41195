import type { Meta, StoryObj } from '@storybook/react';
import { withFrame } from 'shared-sdk/testing/data';
import { proxyFixture } from '../testing/fixtures';
import { ProxyCard } from './proxy-card';

const meta: Meta<typeof ProxyCard> = {
  title: 'Proxies/ProxyCard',
  component: ProxyCard,
  args: {
    proxy: proxyFixture(),
    onTest: () => {},
    onToggle: () => {},
    onEdit: () => {},
    onDelete: () => {},
  },
  decorators: [withFrame({ maxWidth: 340 })],
};
export default meta;

type Story = StoryObj<typeof ProxyCard>;

export const ActiveWithCredentials: Story = {};
export const ActiveWithoutCredentials: Story = {
  args: { proxy: proxyFixture({ name: 'SOCKS5 không xác thực', scheme: 'socks5', port: 1080, maskedUsername: null, hasPassword: false }) },
};
export const Inactive: Story = {
  args: { proxy: proxyFixture({ name: 'Proxy dự phòng', scheme: 'https', host: '2001:db8::15', port: 443, isActive: false }) },
};
export const InactiveWithoutCredentials: Story = {
  args: { proxy: proxyFixture({ name: 'SOCKS4 cũ', scheme: 'socks4', isActive: false, maskedUsername: null, hasPassword: false }) },
};
export const Testing: Story = { args: { testing: true } };
export const LongName: Story = {
  args: { proxy: proxyFixture({ name: 'Proxy dân cư Việt Nam – gói 30 ngày – khách hàng doanh nghiệp số 0001', host: 'residential-vn-01.proxy-provider.example.com' }) },
};
/** An AGENT who opened the page anyway: no switch, no actions. */
export const ReadOnly: Story = { args: { readOnly: true } };
