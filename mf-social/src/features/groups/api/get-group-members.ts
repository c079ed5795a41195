import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GROUP_MEMBERS_PAGE_DEFAULT, groupsApi, queryKeys } from 'shared-sdk';

/** GET /accounts/{a}/groups/{g}/members?offset&limit: one page of a group's members. */
export const groupMembersQueryOptions = (accountId: string, groupId: string, offset: number, limit = GROUP_MEMBERS_PAGE_DEFAULT) =>
  queryOptions({
    queryKey: queryKeys.groups.members(accountId, groupId, offset, limit),
    queryFn: () => groupsApi.members(accountId, groupId, { offset, limit }),
    placeholderData: keepPreviousData,
  });

export const useGroupMembers = (accountId: string, groupId: string, offset: number, limit?: number) =>
  useQuery(groupMembersQueryOptions(accountId, groupId, offset, limit));
