import { useMemo, useState } from 'react';
import { useAccounts } from 'shared-sdk';
import type { QuotaRange } from '../utils/quotas';

/**
 * The ACTIVE accounts that take part in a schedule and the daily quota of each (spec part 3 §5): every ACTIVE
 * account takes part until unticked, at the range's default until changed.
 */
export function useAccountQuotas(range: QuotaRange) {
  const accounts = useAccounts();
  const activeAccounts = useMemo(() => (accounts.data ?? []).filter((account) => account.status === 'ACTIVE'), [accounts.data]);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [typed, setTyped] = useState<Record<string, number | null>>({});

  const selected = chosen ?? activeAccounts.map((account) => account.id);
  const quotaOf = (id: string) => (id in typed ? typed[id] : range.default);
  return {
    accounts,
    activeAccounts,
    selected,
    setSelected: setChosen,
    /** The quota of each selected account, as typed (null while the field is empty). */
    quotas: Object.fromEntries(selected.map((id) => [id, quotaOf(id)])) as Record<string, number | null>,
    setQuota: (id: string, quota: number | null) => setTyped((current) => ({ ...current, [id]: quota })),
    /** The body's `accountQuotas`. */
    accountQuotas: selected.map((accountId) => ({ accountId, dailyLimit: Number(quotaOf(accountId)) })),
  };
}
