import { Checkbox, Empty, Flex, InputNumber, Typography } from 'antd';
import type { Account } from 'shared-sdk';
import { PHONE_TEXTS } from '../texts';
import { clampQuota, type QuotaRange } from '../utils/quotas';

export interface AccountQuotasStepProps {
  /** The ACTIVE accounts only. */
  accounts: readonly Account[];
  selected: readonly string[];
  quotas: Readonly<Record<string, number | null>>;
  range: QuotaRange;
  hint: string;
  onSelect: (ids: string[]) => void;
  onQuota: (accountId: string, quota: number | null) => void;
  disabled?: boolean;
}

/** Each ACTIVE account with a checkbox and its daily quota, clamped to the range on leaving the field. */
export function AccountQuotasStep({ accounts, selected, quotas, range, hint, onSelect, onQuota, disabled }: AccountQuotasStepProps) {
  if (accounts.length === 0) return <Empty description={PHONE_TEXTS.noActiveAccounts} />;
  const toggle = (id: string, on: boolean) => onSelect(on ? [...selected, id] : selected.filter((current) => current !== id));
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      {accounts.map((account) => (
        <Flex key={account.id} justify="space-between" align="center" gap={12}>
          <Checkbox checked={selected.includes(account.id)} disabled={disabled} onChange={(event) => toggle(account.id, event.target.checked)}>
            {account.displayName}
          </Checkbox>
          <InputNumber
            aria-label={PHONE_TEXTS.quotaOf(account.displayName)}
            min={range.min}
            max={range.max}
            precision={0}
            disabled={disabled || !selected.includes(account.id)}
            value={quotas[account.id] ?? null}
            onChange={(value) => onQuota(account.id, value === null ? null : Number(value))}
            onBlur={() => onQuota(account.id, clampQuota(quotas[account.id], range))}
            style={{ width: 120 }}
          />
        </Flex>
      ))}
    </Flex>
  );
}
