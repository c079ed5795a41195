import type { Meta, StoryObj } from '@storybook/react';
import { useAccountQuotas } from '../hooks/use-account-quotas';
import { sampleAccounts } from '../testing/fixtures';
import { withQuotaAccounts } from '../testing/quota-accounts';
import { AccountQuotasStep } from './account-quotas-step';

function Interactive() {
  return <AccountQuotasStep quotas={useAccountQuotas('friendRequest')} hint="Số lời mời kết bạn mỗi ngày của từng tài khoản (1-500)" />;
}

const meta: Meta<typeof Interactive> = { title: 'Phone lists/AccountQuotasStep', component: Interactive };
export default meta;

type Story = StoryObj<typeof Interactive>;

/** A saved quota above what the account may send in its warm-up is warned; the other starts at the safe 20. */
export const Default: Story = { decorators: withQuotaAccounts(sampleAccounts) };
export const NoActiveAccount: Story = { decorators: withQuotaAccounts([sampleAccounts[2]]) };
