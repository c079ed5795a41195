import type { Meta, StoryObj } from '@storybook/react';
import { withFrame, withRouter } from 'shared-sdk/testing/data';
import { Sidebar } from './sidebar';

const meta: Meta<typeof Sidebar> = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  args: {
    user: { email: 'an.nguyen@example.com', role: 'ADMIN' },
    activePath: '/dashboard',
    hasNotifications: false,
    onLogout: () => {},
    onClearNotifications: () => {},
    role: 'OWNER',
    workspace: (
      <div style={{ padding: '0 20px 12px' }}>
        <strong>Cửa hàng An</strong>
        <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>Không gian làm việc · Chủ sở hữu</div>
      </div>
    ),
  },
  decorators: [withFrame({ height: '100vh' }), withRouter()],
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof Sidebar>;

export const Default: Story = {};
export const WithNotifications: Story = { args: { hasNotifications: true, activePath: '/accounts' } };
/** A laptop's browser viewport: every entry stays visible, without the descriptions. */
export const ShortViewport: Story = { args: { hasNotifications: true, activePath: '/do-not-contact' }, parameters: { viewport: { defaultViewport: 'laptop' } } };
export const NoRole: Story = { args: { user: { email: 'binh.tran@example.com' }, activePath: '/jobs' } };
/** Unread inbox messages: a count on the 'Hội thoại' entry's icon (none while it is 0). */
export const WithInboxBadge: Story = { args: { activePath: '/accounts', badges: { '/inbox': 7 } } };
/** An agent: no billing, proxies, team or audit log entries. */
export const Agent: Story = { args: { role: 'AGENT', activePath: '/inbox' } };
