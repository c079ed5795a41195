import type { Meta, StoryObj } from '@storybook/react';
import { integrationAccounts, sampleApiKeys } from '../testing/fixtures';
import { EditApiKeyDialog } from './edit-api-key-dialog';

const meta: Meta<typeof EditApiKeyDialog> = {
  title: 'Integrations/EditApiKeyDialog',
  component: EditApiKeyDialog,
  args: { apiKey: sampleApiKeys[1], accounts: integrationAccounts, onSave: async () => undefined, onClose: () => {} },
};
export default meta;

type Story = StoryObj<typeof EditApiKeyDialog>;

/** A key limited to one account, with an expiry: the fields filled in as it is. */
export const Open: Story = {};
/** The server refuses: its reason shows above the fields, and the dialog stays open. */
export const Refused: Story = { args: { onSave: () => Promise.reject(new Error('Có tài khoản Zalo không thuộc không gian làm việc này')) } };
