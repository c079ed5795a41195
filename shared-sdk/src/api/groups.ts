import { apiClient, call } from '../http/client';
import { tagsApiOf } from './tags';
import type { CreatedJobs } from '../schemas/job';
import type { MessageToGroupsRequest } from '../schemas/job-requests';
import {
  type BulkMembersResponse,
  type BulkMessageMembersRequest,
  FILTERED_GROUPS_PARAMS,
  type FilteredGroups,
  type FilteredGroupsQuery,
  type GroupMembersPaging,
  type GroupMembersResponse,
  type GroupSyncResult,
  type GroupTag,
  type GroupTagAssignRequest,
  type GroupTagInput,
  type GroupTagStats,
  type MemberFriendRequestsRequest,
  type MessageMembersRequest,
  type PendingFriendsRequest,
  type PendingFriendsResponse,
  type StoredGroup,
} from '../schemas/groups';

const ofAccount = (accountId: string, path: string) => `accounts/${encodeURIComponent(accountId)}/${path}`;
const ofGroup = (accountId: string, groupId: string, path: string) => ofAccount(accountId, `groups/${encodeURIComponent(groupId)}/${path}`);

function filterParams(query: FilteredGroupsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const tagId of query.tagIds ?? []) params.append('tagIds', tagId);
  for (const key of FILTERED_GROUPS_PARAMS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  return params;
}

function pagingParams(paging: GroupMembersPaging): URLSearchParams {
  const params = new URLSearchParams();
  if (paging.offset !== undefined) params.set('offset', String(paging.offset));
  if (paging.limit !== undefined) params.set('limit', String(paging.limit));
  return params;
}

/** Stored groups of an account, their members, pending friends and the member jobs. */
export const groupsApi = {
  list: (accountId: string) => call<{ groups: StoredGroup[] }>(apiClient().get(ofAccount(accountId, 'groups'))),
  sync: (accountId: string) => call<GroupSyncResult>(apiClient().post(ofAccount(accountId, 'groups/sync'))),
  members: (accountId: string, groupId: string, paging: GroupMembersPaging = {}) =>
    call<GroupMembersResponse>(apiClient().get(ofGroup(accountId, groupId, 'members'), { searchParams: pagingParams(paging) })),
  bulkMembers: (accountId: string, groupIds: string[]) =>
    call<BulkMembersResponse>(apiClient().post(ofAccount(accountId, 'groups/bulk-members'), { json: { groupIds } })),
  pendingFriends: (accountId: string, body: PendingFriendsRequest) =>
    call<PendingFriendsResponse>(apiClient().post(ofAccount(accountId, 'groups/pending-friends'), { json: body })),
  memberFriendRequests: (accountId: string, groupId: string, body: MemberFriendRequestsRequest) =>
    call<CreatedJobs>(apiClient().post(ofGroup(accountId, groupId, 'friend-requests'), { json: body })),
  messageMembers: (accountId: string, groupId: string, body: MessageMembersRequest) =>
    call<CreatedJobs>(apiClient().post(ofGroup(accountId, groupId, 'message-members'), { json: body })),
  bulkMessageMembers: (accountId: string, body: BulkMessageMembersRequest) =>
    call<CreatedJobs>(apiClient().post(ofAccount(accountId, 'groups/bulk-message-members'), { json: body })),
  /** After a select-all: one message job per selected group's conversation, all created at once (or none). */
  messageToGroups: (body: MessageToGroupsRequest) => call<CreatedJobs>(apiClient().post('jobs/message/to-groups', { json: body })),
};

/** Group tags: the same rules as friend tags. */
export const groupTagsApi = {
  ...tagsApiOf<GroupTag, GroupTagInput, GroupTagAssignRequest, { assigned: number; groupCount: number; tagCount: number }, GroupTagStats>('group-tags'),
  filteredGroups: (query: FilteredGroupsQuery) =>
    call<FilteredGroups>(apiClient().get('group-tags/filtered-groups', { searchParams: filterParams(query) })),
};
