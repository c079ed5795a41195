import type { Meta, StoryObj } from '@storybook/react';
import { apiKeyOf, integrationAccounts } from '../testing/fixtures';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const meta: Meta<typeof CreateApiKeyDialog> = {
  title: 'Integrations/CreateApiKeyDialog',
  component: CreateApiKeyDialog,
  args: {
    open: true,
    accounts: integrationAccounts,
    onCreate: async (input) => apiKeyOf({ ...input, key: 'zmk_Qw3rTy12Zx9vB7nM4kL1pO0iU8yT6rE5wA3sD2f' }),
    onClose: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof CreateApiKeyDialog>;

/** Fill it in and press 'Tạo khóa' to see the key shown once, with the curl call. */
export const Open: Story = {};
/** The server refuses: its reason shows above the fields. */
export const Refused: Story = { args: { onCreate: () => Promise.reject(new Error('Ngày hết hạn phải ở tương lai')) } };
