import { type AutoFriendRequestRequest, jobsApi } from 'shared-sdk';

/** POST /jobs/auto-friend-request: friend requests to the members of groups, paced per day. */
export const autoFriendRequest = (body: AutoFriendRequestRequest) => jobsApi.autoFriendRequest(body);
