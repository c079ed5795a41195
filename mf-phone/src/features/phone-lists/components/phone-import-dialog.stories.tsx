import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { PhoneImportDialog } from './phone-import-dialog';

const meta: Meta<typeof PhoneImportDialog> = {
  title: 'Phone lists/PhoneImportDialog',
  component: PhoneImportDialog,
  args: { open: true, onClose: fn() },
  decorators: [withAppProviders(seededClient([]))],
};
export default meta;

type Story = StoryObj<typeof PhoneImportDialog>;

/** The upload step: a .xlsx or .xls of at most 10 MB (the preview step needs the server's answer). */
export const Upload: Story = {};
