import { groupsApi, type MemberFriendRequestsRequest } from 'shared-sdk';

/** POST /accounts/{id}/groups/{groupId}/friend-requests: a friend request job to the chosen members. */
export const requestMemberFriends = (accountId: string, groupId: string, body: MemberFriendRequestsRequest) => groupsApi.memberFriendRequests(accountId, groupId, body);
