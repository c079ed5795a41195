import { useMutation } from '@tanstack/react-query';
import { type FriendRequestToSharedListMembersRequest, jobsApi } from 'shared-sdk';
import { useRefreshMemberJobs } from '../hooks/use-refresh-member-jobs';

/** POST /jobs/friend-request/to-shared-pending-list-members. */
export const friendRequestMembers = (body: FriendRequestToSharedListMembersRequest) => jobsApi.friendRequestToSharedListMembers(body);

export const useFriendRequestMembers = () => useMutation({ mutationFn: friendRequestMembers, onSuccess: useRefreshMemberJobs() });
