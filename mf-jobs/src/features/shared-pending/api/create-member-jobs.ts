import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type FriendRequestToSharedListMembersRequest,
  type InviteSharedListMembersRequest,
  jobsApi,
  type MessageToSharedListMembersRequest,
  queryKeys,
} from 'shared-sdk';

/** The three member jobs of a list (spec part 3 §7); a created job changes the members' statuses as it runs. */
function useMemberJob<Body>(create: (body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.sharedLists.all() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all() }),
    ]),
  });
}

export const useMessageMembers = () =>
  useMemberJob((body: MessageToSharedListMembersRequest) => jobsApi.messageToSharedListMembers(body));
export const useFriendRequestMembers = () =>
  useMemberJob((body: FriendRequestToSharedListMembersRequest) => jobsApi.friendRequestToSharedListMembers(body));
export const useInviteMembers = () => useMemberJob((body: InviteSharedListMembersRequest) => jobsApi.inviteSharedListMembers(body));
