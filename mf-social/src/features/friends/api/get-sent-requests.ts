import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Account, friendsApi, queryKeys } from 'shared-sdk';
import type { SentRequestRow } from '../utils/sent-requests';

/** GET /accounts/{id}/sent-friend-requests of each account, as one list of rows naming their account. */
export async function getSentRequests(accounts: Account[]): Promise<SentRequestRow[]> {
  const lists = await Promise.all(
    accounts.map(async (account) => {
      const { sentRequests } = await friendsApi.sentRequests(account.id);
      return sentRequests.map((request) => ({ ...request, accountId: account.id, accountName: account.displayName }));
    }),
  );
  return lists.flat();
}

export const sentRequestsQueryOptions = (accounts: Account[]) =>
  queryOptions({ queryKey: queryKeys.friends.sentRequests(accounts.map((account) => account.id)), queryFn: () => getSentRequests(accounts) });

/** Runs once at least one account is chosen. */
export const useSentRequests = (accounts: Account[]) => useQuery({ ...sentRequestsQueryOptions(accounts), enabled: accounts.length > 0 });
