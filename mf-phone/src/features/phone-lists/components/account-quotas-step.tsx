import { Alert, Checkbox, Empty, Flex, InputNumber, Spin, Typography } from 'antd';
import type { AccountQuotas, QuotaState } from '../hooks/use-account-quotas';
import { PHONE_TEXTS } from '../texts';

export interface AccountQuotasStepProps {
  /** The quotas of the ACTIVE accounts (useAccountQuotas). */
  quotas: AccountQuotas;
  hint: string;
  disabled?: boolean;
}

const STATE_TEXTS: Record<QuotaState, string> = {
  saved: PHONE_TEXTS.quotaStateSaved,
  saving: PHONE_TEXTS.quotaStateSaving,
  unsaved: PHONE_TEXTS.quotaStateUnsaved,
};

/**
 * Each ACTIVE account with a checkbox and its daily quota: clamped to the range and saved on leaving the field (it
 * says so, and whether each is saved); a quota above what the account may safely send today is warned about.
 */
export function AccountQuotasStep({ quotas, hint, disabled }: AccountQuotasStepProps) {
  const { activeAccounts, selected, range } = quotas;
  if (quotas.loading) return <Spin aria-label="Đang tải" />;
  if (activeAccounts.length === 0) return <Empty description={PHONE_TEXTS.noActiveAccounts} />;
  const toggle = (id: string, on: boolean) => quotas.setSelected(on ? [...selected, id] : selected.filter((current) => current !== id));
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      <Typography.Text type="secondary">{PHONE_TEXTS.quotaSavedWhen}</Typography.Text>
      {activeAccounts.map((account) => {
        const on = selected.includes(account.id);
        const value = quotas.quotas[account.id] ?? null;
        const info = quotas.infoOf(account.id);
        const above = on && info.cap !== null && value !== null && value > info.cap;
        return (
          <Flex key={account.id} vertical gap={4}>
            <Flex justify="space-between" align="center" gap={12} wrap>
              <Checkbox checked={on} disabled={disabled} onChange={(event) => toggle(account.id, event.target.checked)}>
                {account.displayName}
              </Checkbox>
              <Flex align="center" gap={8}>
                {on && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`quota-state-${account.id}`}>
                    {STATE_TEXTS[info.state]}
                    {info.cap !== null && ` · ${PHONE_TEXTS.quotaSafe(info.cap)}`}
                  </Typography.Text>
                )}
                <InputNumber
                  aria-label={PHONE_TEXTS.quotaOf(account.displayName)}
                  min={range.min}
                  max={range.max}
                  precision={0}
                  disabled={disabled || !on}
                  value={value}
                  onChange={(typed) => quotas.setQuota(account.id, typed === null ? null : Number(typed))}
                  onBlur={(event) => quotas.commit(account.id, event.target.value)}
                  style={{ width: 110 }}
                />
              </Flex>
            </Flex>
            {above && (
              <Alert
                type="warning"
                showIcon
                title={PHONE_TEXTS.quotaAboveSafe(info.cap as number, info.warmUp ? PHONE_TEXTS.warmUpOf(info.warmUp.day, info.warmUp.days) : '')}
              />
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
