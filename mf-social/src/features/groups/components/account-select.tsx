import { Form, Select } from 'antd';
import type { Account } from 'shared-sdk';
import { GROUP_TEXTS } from '../texts';

export interface AccountSelectProps {
  accounts: Account[];
  value: string;
  onChange: (accountId: string) => void;
  error?: string | null;
}

/** The sending account (only ACTIVE accounts are offered by the callers). */
export function AccountSelect({ accounts, value, onChange, error }: AccountSelectProps) {
  return (
    <Form.Item label={GROUP_TEXTS.account} validateStatus={error ? 'error' : undefined} help={error ?? undefined} style={{ marginBottom: 0 }}>
      <Select
        aria-label={GROUP_TEXTS.account}
        placeholder={GROUP_TEXTS.chooseAccount}
        value={value || undefined}
        onChange={onChange}
        options={accounts.map((account) => ({ value: account.id, label: account.displayName }))}
      />
    </Form.Item>
  );
}
