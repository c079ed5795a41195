import type { Meta, StoryObj } from '@storybook/react';
import { withFrame } from 'shared-sdk/testing/data';
import { integrationAccounts, sampleApiKeys } from '../testing/fixtures';
import { ApiKeysList } from './api-keys-list';

const meta: Meta<typeof ApiKeysList> = {
  title: 'Integrations/ApiKeysList',
  component: ApiKeysList,
  args: { apiKeys: sampleApiKeys, accounts: integrationAccounts, onEdit: () => {}, onPause: () => {}, onRevoke: () => {} },
};
export default meta;

type Story = StoryObj<typeof ApiKeysList>;

export const Wide: Story = {};
/** On a phone: one card per key (resize the frame under 576 px). */
export const Narrow: Story = { decorators: [withFrame({ maxWidth: 390 })] };
