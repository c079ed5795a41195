import type { Meta, StoryObj } from '@storybook/react';
import { CreateProxyDialog } from './create-proxy-dialog';

const meta: Meta<typeof CreateProxyDialog> = {
  title: 'Proxies/CreateProxyDialog',
  component: CreateProxyDialog,
  args: { open: true, submitting: false, onSubmit: async () => false, onCancel: () => {} },
};
export default meta;

type Story = StoryObj<typeof CreateProxyDialog>;

/** Submit with empty fields to see 'Please fill in all required fields'. */
export const Empty: Story = {};
export const Submitting: Story = { args: { submitting: true } };
