import type { Meta, StoryObj } from '@storybook/react';
import { withFrame } from 'shared-sdk/testing/data';
import { sampleWebhooks, webhookOf } from '../testing/fixtures';
import { WebhookCard } from './webhook-card';

const noop = () => {};
const meta: Meta<typeof WebhookCard> = {
  title: 'Integrations/WebhookCard',
  component: WebhookCard,
  args: { webhook: sampleWebhooks[0], onToggle: noop, onEdit: noop, onTest: noop, onLog: noop, onRotate: noop, onDelete: noop },
  decorators: [withFrame({ maxWidth: 720 })],
};
export default meta;

type Story = StoryObj<typeof WebhookCard>;

export const Working: Story = {};
export const SwitchedOffAfterFailures: Story = { args: { webhook: sampleWebhooks[1] } };
export const Failing: Story = {
  args: { webhook: webhookOf({ failingSince: '2026-11-26T01:00:00.000Z', lastDelivery: { status: 'RETRYING', at: '2026-11-26T07:00:00.000Z', responseStatus: 503 } }) },
};
export const NeverSent: Story = { args: { webhook: webhookOf({ lastDelivery: null, description: null }) } };
export const Phone: Story = { args: { webhook: sampleWebhooks[1] }, decorators: [withFrame({ maxWidth: 390 })] };
