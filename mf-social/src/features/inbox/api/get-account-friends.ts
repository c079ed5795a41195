import { queryOptions, useQuery } from '@tanstack/react-query';
import { friendsApi, queryKeys } from 'shared-sdk';

/** GET /accounts/{id}/friends: the account's stored friends with their tags (the contact panel finds the person). */
export const getAccountFriends = (accountId: string) => friendsApi.ofAccount(accountId);

export const accountFriendsQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: queryKeys.social.friends(accountId), queryFn: () => getAccountFriends(accountId), staleTime: 60_000 });

export const useAccountFriends = (accountId: string, enabled = true) => useQuery({ ...accountFriendsQueryOptions(accountId), enabled });
