import type { Meta, StoryObj } from '@storybook/react';
import { withFrame, withRouter } from 'shared-sdk/testing/data';
import { FeatureLocked, ProRequired } from './feature-locked';

const meta: Meta<typeof FeatureLocked> = {
  title: 'Billing/FeatureGate',
  component: FeatureLocked,
  args: { onRecheck: () => {} },
  decorators: [withFrame({ maxWidth: 520 }), withRouter()],
};
export default meta;

type Story = StoryObj<typeof FeatureLocked>;

/** No plan named by the server: the link names Plus. */
export const Locked: Story = {};
export const LockedWithReason: Story = {
  args: { reason: 'Gói Basic không có tính năng hẹn giờ gửi tin nhắn.', planRequired: 'plus' },
};
export const NeedsPro: Story = { args: { reason: 'Tính năng này cần gói Pro.', planRequired: 'pro' } };
export const Rechecking: Story = { args: { rechecking: true } };
export const ProGateBox: Story = { render: () => <ProRequired /> };
