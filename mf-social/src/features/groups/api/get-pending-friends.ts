import { queryOptions, useQueries } from '@tanstack/react-query';
import { type GroupSelection, groupsApi, queryKeys } from 'shared-sdk';
import { accountGroupsOrSelection, type SelectedGroups, selectionByAccount } from '../utils/selection';

/**
 * POST /accounts/{a}/groups/pending-friends: members of the groups who are not friends of the account yet. The
 * groups are the account's picked ones, or a select-all's filter (the server takes its groups of the account).
 */
export const pendingFriendsQueryOptions = (accountId: string, groups: { groupIds: string[] } | { selection: GroupSelection }, showAll: boolean) =>
  queryOptions({
    queryKey: queryKeys.groups.pendingFriends(accountId, 'groupIds' in groups ? groups.groupIds : groups.selection, showAll),
    queryFn: () => groupsApi.pendingFriends(accountId, { ...groups, showAll }),
  });

/** One computation per account of the selected groups (member ids are per viewing account). */
export function usePendingFriends(selection: SelectedGroups, showAll: boolean) {
  return useQueries({
    queries: selectionByAccount(selection).map((share) => pendingFriendsQueryOptions(share.accountId, accountGroupsOrSelection(selection, share.accountId), showAll)),
  });
}
