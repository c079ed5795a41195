import type { Meta, StoryObj } from '@storybook/react';
import { sampleWebhooks } from '../testing/fixtures';
import { WebhookDialog } from './webhook-dialog';

const meta: Meta<typeof WebhookDialog> = {
  title: 'Integrations/WebhookDialog',
  component: WebhookDialog,
  args: { open: true, webhook: null, onSubmit: async () => {}, onClose: () => {} },
};
export default meta;

type Story = StoryObj<typeof WebhookDialog>;

export const Add: Story = {};
export const Edit: Story = { args: { webhook: sampleWebhooks[0] } };
/** The server refuses an address in a private network: its reason shows above the fields. */
export const Refused: Story = { args: { onSubmit: () => Promise.reject(new Error('Địa chỉ webhook trỏ tới mạng nội bộ hoặc máy chủ này, không được phép')) } };
