import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { queryKeys } from 'shared-sdk';
import { seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { sampleAccounts } from '../testing/fixtures';
import { SingleNumberDialog } from './single-number-dialog';

const meta: Meta<typeof SingleNumberDialog> = {
  title: 'Phone lists/SingleNumberDialog',
  component: SingleNumberDialog,
  args: { open: true, onClose: fn() },
  decorators: [withAppProviders(seededClient([[queryKeys.accounts.list(), sampleAccounts]]))],
};
export default meta;

type Story = StoryObj<typeof SingleNumberDialog>;

/** Lookup first; the friend-request and message actions add their texts with friendly defaults. */
export const Default: Story = {};
