/** The Zalo accounts a viewer works with (http/workspace-access accountScope): null for every account, else an AGENT's. */
export type AccountScope = string[] | null;

/** The scope as one SQL parameter of type uuid[]: an array literal ('{}' for none), or NULL for every account. */
export const scopeParam = (scope: AccountScope): string | null => (scope === null ? null : `{${scope.join(',')}}`);

/** Whether the viewer works with every one of the accounts: a thing sent from several is theirs only when all are. */
export const withinScope = (scope: AccountScope, accountIds: ReadonlyArray<string | null>): boolean =>
  scope === null || accountIds.every((id) => id !== null && scope.includes(id));

/** The accounts a schedule sends from: its own, and a phone list schedule's participants (request.accountIds). */
export function scheduleAccounts(schedule: { accountId: string; request: Record<string, unknown> }): string[] {
  const participants = Array.isArray(schedule.request.accountIds) ? schedule.request.accountIds.filter((id): id is string => typeof id === 'string') : [];
  return [schedule.accountId, ...participants];
}
