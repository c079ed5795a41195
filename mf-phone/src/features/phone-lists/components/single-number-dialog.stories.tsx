import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { queryKeys } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { sampleAccounts } from '../testing/fixtures';
import { SingleNumberDialog } from './single-number-dialog';

const meta: Meta<typeof SingleNumberDialog> = {
  title: 'Phone lists/SingleNumberDialog',
  component: SingleNumberDialog,
  args: { open: true, onClose: fn() },
  decorators: [
    (Story) => (
      <AppProviders queryClient={seededClient([[queryKeys.accounts.list(), sampleAccounts]])}>
        <Story />
      </AppProviders>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof SingleNumberDialog>;

/** Lookup first; the friend-request and message actions add their texts with friendly defaults. */
export const Default: Story = {};
