import { queryOptions, useQueries } from '@tanstack/react-query';
import { type Account, botsApi, queryKeys } from 'shared-sdk';

/** GET /bots/{id}/status: { isRunning }. */
export const getBotStatus = (accountId: string) => botsApi.status(accountId);

export const botStatusQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: queryKeys.bots.status(accountId), queryFn: () => getBotStatus(accountId), staleTime: 0 });

export interface BotCount {
  running: number;
  /** ACTIVE accounts, the only ones whose bot can run. */
  active: number;
  pending: boolean;
}

/** One status query per ACTIVE account; a status that fails to load counts as not running. */
export function useRunningBots(accounts: Account[] | undefined): BotCount {
  const active = (accounts ?? []).filter((account) => account.status === 'ACTIVE');
  return useQueries({
    queries: active.map((account) => botStatusQueryOptions(account.id)),
    combine: (results) => ({
      running: results.filter((result) => result.data?.isRunning).length,
      active: active.length,
      pending: results.some((result) => result.isPending),
    }),
  });
}
