import type { Account } from 'shared-sdk';

/** The accounts' names as the customer knows them (their display names), in the order given; a gone one says so. */
export function accountNames(ids: readonly string[], accounts: readonly Account[] | undefined, unknown: string): string[] {
  const byId = new Map((accounts ?? []).map((account) => [account.id, account.displayName]));
  return ids.map((id) => byId.get(id) ?? unknown);
}

/** The accounts as options of a select: the display name, and the Zalo name beside it when it differs. */
export function accountOptions(accounts: readonly Account[] | undefined) {
  return (accounts ?? []).map((account) => ({
    value: account.id,
    label: account.zaloName && account.zaloName !== account.displayName ? `${account.displayName} (${account.zaloName})` : account.displayName,
  }));
}
