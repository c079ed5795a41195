import { queryOptions, useQueries } from '@tanstack/react-query';
import { groupsApi, queryKeys, type StoredGroup } from 'shared-sdk';
import { groupsByAccount } from '../utils/selection';

/** POST /accounts/{a}/groups/pending-friends: members of the groups who are not friends of the account yet. */
export const pendingFriendsQueryOptions = (accountId: string, groupIds: string[], showAll: boolean) =>
  queryOptions({
    queryKey: queryKeys.groups.pendingFriends(accountId, groupIds, showAll),
    queryFn: () => groupsApi.pendingFriends(accountId, { groupIds, showAll }),
  });

/** One computation per account of the selected groups (member ids are per viewing account). */
export function usePendingFriends(groups: StoredGroup[], showAll: boolean) {
  const byAccount = [...groupsByAccount(groups)];
  return useQueries({
    queries: byAccount.map(([accountId, accountGroups]) => pendingFriendsQueryOptions(accountId, accountGroups.map((group) => group.groupId), showAll)),
  });
}
