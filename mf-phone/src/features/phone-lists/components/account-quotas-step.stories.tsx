import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { sampleAccounts } from '../testing/fixtures';
import { FRIEND_REQUEST_QUOTA } from '../utils/quotas';
import { AccountQuotasStep } from './account-quotas-step';

const active = sampleAccounts.filter((account) => account.status === 'ACTIVE');

function Interactive() {
  const [selected, setSelected] = useState(active.map((account) => account.id));
  const [quotas, setQuotas] = useState<Record<string, number | null>>({ [active[0].id]: 50, [active[1].id]: 120 });
  return (
    <AccountQuotasStep
      accounts={active}
      selected={selected}
      quotas={quotas}
      range={FRIEND_REQUEST_QUOTA}
      hint="Số lời mời kết bạn mỗi ngày của từng tài khoản (1-500)"
      onSelect={setSelected}
      onQuota={(id, quota) => setQuotas((current) => ({ ...current, [id]: quota }))}
    />
  );
}

const meta: Meta<typeof AccountQuotasStep> = { title: 'Phone lists/AccountQuotasStep', component: AccountQuotasStep };
export default meta;

type Story = StoryObj<typeof AccountQuotasStep>;

/** Untick an account or type a quota out of 1-500: it is clamped on leaving the field. */
export const Default: Story = { render: () => <Interactive /> };
export const NoActiveAccount: Story = {
  args: { accounts: [], selected: [], quotas: {}, range: FRIEND_REQUEST_QUOTA, hint: '', onSelect: () => undefined, onQuota: () => undefined },
};
