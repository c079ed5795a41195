import type { StoredGroup } from 'shared-sdk';

/** Selection key of a group (spec part 2 §4): the account plus the group. */
export const groupKey = (group: Pick<StoredGroup, 'accountId' | 'groupId'>) => `${group.accountId}:${group.groupId}`;

export type GroupSelection = ReadonlyMap<string, StoredGroup>;

export function toggleGroup(selection: GroupSelection, group: StoredGroup): Map<string, StoredGroup> {
  const next = new Map(selection);
  const key = groupKey(group);
  if (next.has(key)) next.delete(key);
  else next.set(key, group);
  return next;
}

/** Selected groups by account, in the order they were picked. */
export function groupsByAccount(groups: Iterable<StoredGroup>): Map<string, StoredGroup[]> {
  const byAccount = new Map<string, StoredGroup[]>();
  for (const group of groups) byAccount.set(group.accountId, [...(byAccount.get(group.accountId) ?? []), group]);
  return byAccount;
}
