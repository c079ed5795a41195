import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { PasteProxiesDialog } from './paste-proxies-dialog';

const meta: Meta<typeof PasteProxiesDialog> = {
  title: 'Proxies/PasteProxiesDialog',
  component: PasteProxiesDialog,
  args: { open: true, onClose: fn() },
};
export default meta;

type Story = StoryObj<typeof PasteProxiesDialog>;

export const Open: Story = {};
