import { queryOptions, useQueries } from '@tanstack/react-query';
import { type Account, botsApi, queryKeys } from 'shared-sdk';

/** GET /bots/{id}/status: whether the account's session runs (messages are received only then). */
export const getBotStatus = (accountId: string) => botsApi.status(accountId);

/** Read again whenever the page opens: a session started or stopped elsewhere must not be shown as it was. */
export const botStatusQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: queryKeys.bots.status(accountId), queryFn: () => getBotStatus(accountId), staleTime: 0 });

/**
 * The ids of the ACTIVE accounts whose session runs, once every status has been read since the page opened (undefined
 * before): a status another page read earlier may be out of date, and a running account must not be called stopped.
 */
export function useRunningAccounts(accounts: Account[] | undefined): Set<string> | undefined {
  const active = (accounts ?? []).filter((account) => account.status === 'ACTIVE');
  return useQueries({
    queries: active.map((account) => botStatusQueryOptions(account.id)),
    combine: (results) =>
      accounts === undefined || results.some((result) => result.isPending || !result.isFetchedAfterMount)
        ? undefined
        : new Set(active.filter((_, index) => results[index].data?.isRunning).map((account) => account.id)),
  });
}
