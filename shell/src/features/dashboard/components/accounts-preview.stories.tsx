import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from 'shared-sdk/testing/data';
import { sampleAccounts } from '../testing/fixtures';
import { AccountsPreview } from './accounts-preview';

const meta: Meta<typeof AccountsPreview> = {
  title: 'Dashboard/AccountsPreview',
  component: AccountsPreview,
  decorators: [withRouter('/dashboard')],
  args: { accounts: sampleAccounts },
};
export default meta;

type Story = StoryObj<typeof AccountsPreview>;

/** Seven accounts: the first five are shown. */
export const FirstFive: Story = {};
export const Empty: Story = { args: { accounts: [] } };
export const Loading: Story = { args: { accounts: undefined, loading: true } };
export const Failed: Story = { args: { accounts: undefined, failed: true } };
