import type { Meta, StoryObj } from '@storybook/react';
import { withFrame } from 'shared-sdk/testing/data';
import { PendingPaymentCard } from './pending-payment-card';

const meta: Meta<typeof PendingPaymentCard> = {
  title: 'Billing/PendingPaymentCard',
  component: PendingPaymentCard,
  args: {
    payment: {
      orderCode: 1732459023,
      amount: 499_000,
      checkoutUrl: 'https://pay.payos.vn/web/3f1c2b9a',
      planId: 'plan-pro',
      planDisplayName: 'Pro',
      createdAt: 0,
    },
    pollingState: 'polling',
    onCancel: () => {},
    onRecheck: () => {},
  },
  decorators: [withFrame({ maxWidth: 520 })],
};
export default meta;

type Story = StoryObj<typeof PendingPaymentCard>;

export const Waiting: Story = {};
export const PopupBlocked: Story = {
  args: { payment: { ...meta.args!.payment!, popupBlocked: true } },
};
export const TimedOut: Story = { args: { pollingState: 'timeout' } };
export const Cancelling: Story = { args: { cancelling: true } };
