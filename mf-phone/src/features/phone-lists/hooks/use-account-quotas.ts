import { useMemo, useRef, useState } from 'react';
import { type AccountHealth, type PhoneAccountQuota, useAccountHealth, useAccounts } from 'shared-sdk';
import { useToasts } from 'shared-sdk/react';
import { useAccountQuotasQuery } from '../api/get-account-quotas';
import { useUpdateAccountQuota } from '../api/update-account-quota';
import { PHONE_TEXTS } from '../texts';
import { clampQuota, FRIEND_REQUEST_QUOTA, MESSAGE_QUOTA, type QuotaKind, type QuotaRange, safeDailyCap, startingQuota } from '../utils/quotas';

/** Where an account's quota stands: saved on the server, being saved, or not saved yet. */
export type QuotaState = 'saved' | 'saving' | 'unsaved';

type SaveResult = 'saved' | 'unchanged' | 'failed';

export interface AccountQuotaInfo {
  /** What the account may safely send a day (its caps today), null while unknown. */
  cap: number | null;
  /** The warm-up day of a new account, null once over. */
  warmUp: AccountHealth['warmUp'];
  state: QuotaState;
}

const savedValueOf = (quota: PhoneAccountQuota | undefined, kind: QuotaKind): number | undefined => {
  if (!quota) return undefined;
  if (kind === 'friendRequest') return quota.dailyLimitSaved ? quota.dailyLimit : undefined;
  return quota.messageDailyLimitSaved ? quota.messageDailyLimit : undefined;
};

/**
 * The ACTIVE accounts that take part in a schedule and the daily quota of each. Every ACTIVE account
 * takes part until unticked. A quota starts as the account saved it, else at the spec's default lowered to what the
 * account may safely send today (its caps, lowered during the warm-up). A quota is saved as soon as its field is left
 * (`commit`), so a change is never lost with a closed dialog; `saveAll` saves what is not saved yet.
 */
export function useAccountQuotas(kind: QuotaKind) {
  const range: QuotaRange = kind === 'friendRequest' ? FRIEND_REQUEST_QUOTA : MESSAGE_QUOTA;
  const toasts = useToasts();
  const accounts = useAccounts();
  const savedQuotas = useAccountQuotasQuery();
  const health = useAccountHealth();
  const save = useUpdateAccountQuota();
  const activeAccounts = useMemo(() => (accounts.data ?? []).filter((account) => account.status === 'ACTIVE'), [accounts.data]);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [typed, setTyped] = useState<Record<string, number | null>>({});
  /** Values this dialog saved (or is saving), over what the server said when it opened. */
  const [savedHere, setSavedHere] = useState<Record<string, number>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const inFlight = useRef(new Map<string, Promise<SaveResult>>());

  const healthOf = (id: string) => health.data?.find((entry) => entry.accountId === id);
  const capOf = (id: string) => safeDailyCap(healthOf(id), kind);
  const serverValueOf = (id: string) => savedValueOf(savedQuotas.data?.find((quota) => quota.accountId === id), kind);
  const lastSaved = (id: string) => (id in savedHere ? savedHere[id] : serverValueOf(id));
  const quotaOf = (id: string): number | null => (id in typed ? typed[id] : startingQuota(range, serverValueOf(id), capOf(id)));

  // In the accounts' order, whatever order they were ticked in.
  const selected = activeAccounts.map((account) => account.id).filter((id) => chosen === null || chosen.includes(id));

  /**
   * Saves one account's quota; resolves 'saved', 'unchanged' (already saved) or 'failed'. `announce`: the spec's
   * toasts for this one save (saveAll says it once for all).
   */
  const saveOne = (id: string, value: number, announce = true): Promise<SaveResult> => {
    if (lastSaved(id) === value) return inFlight.current.get(id) ?? Promise.resolve('unchanged');
    const previous = savedHere[id];
    setSavedHere((current) => ({ ...current, [id]: value }));
    setSaving((current) => ({ ...current, [id]: true }));
    const field = kind === 'friendRequest' ? { dailyLimit: value } : { messageDailyLimit: value };
    const request = save
      .mutateAsync({ accountId: id, ...field })
      .then((): SaveResult => {
        if (announce) toasts.success(PHONE_TEXTS.quotaSaved);
        return 'saved';
      })
      .catch(() => {
        setSavedHere((current) => {
          const next = { ...current };
          if (previous === undefined) delete next[id];
          else next[id] = previous;
          return next;
        });
        if (announce) toasts.error(PHONE_TEXTS.quotaFailed);
        return 'failed' as const;
      })
      .finally(() => {
        inFlight.current.delete(id);
        setSaving((current) => ({ ...current, [id]: false }));
      });
    inFlight.current.set(id, request);
    return request;
  };

  return {
    accounts,
    /** The saved quotas are read before the fields are shown (they start from them). */
    loading: accounts.isPending || savedQuotas.isPending,
    activeAccounts,
    range,
    selected,
    setSelected: setChosen,
    /** The quota of each selected account, as typed (null while the field is empty). */
    quotas: Object.fromEntries(selected.map((id) => [id, quotaOf(id)])) as Record<string, number | null>,
    setQuota: (id: string, quota: number | null) => setTyped((current) => ({ ...current, [id]: quota })),
    /** Leaving a field: the quota (the field's text, else the last value typed) is clamped to its range and saved. */
    commit: (id: string, text?: string) => {
      const raw = text?.trim() ? text : quotaOf(id);
      // An emptied field goes back to where the quota started (saved, or what the account may safely send).
      const value = raw === null ? startingQuota(range, serverValueOf(id), capOf(id)) : clampQuota(raw, range);
      setTyped((current) => ({ ...current, [id]: value }));
      void saveOne(id, value);
    },
    /** Saves every selected quota not saved yet (one toast for them all); resolves true when all are saved. */
    saveAll: async () => {
      const results = await Promise.all(selected.map((id) => saveOne(id, clampQuota(quotaOf(id), range), false)));
      if (results.includes('failed')) toasts.error(PHONE_TEXTS.quotaFailed);
      else if (results.includes('saved')) toasts.success(PHONE_TEXTS.quotaSaved);
      return !results.includes('failed');
    },
    infoOf: (id: string): AccountQuotaInfo => ({
      cap: capOf(id),
      warmUp: healthOf(id)?.warmUp ?? null,
      state: saving[id] ? 'saving' : lastSaved(id) === quotaOf(id) ? 'saved' : 'unsaved',
    }),
    /** The body's `accountQuotas`. */
    accountQuotas: selected.map((accountId) => ({ accountId, dailyLimit: clampQuota(quotaOf(accountId), range) })),
  };
}

export type AccountQuotas = ReturnType<typeof useAccountQuotas>;
