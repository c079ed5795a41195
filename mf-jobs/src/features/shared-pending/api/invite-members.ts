import { useMutation } from '@tanstack/react-query';
import { type InviteSharedListMembersRequest, jobsApi } from 'shared-sdk';
import { useRefreshMemberJobs } from '../hooks/use-refresh-member-jobs';

/** POST /jobs/invite-to-group-shared-pending-list-members. */
export const inviteMembers = (body: InviteSharedListMembersRequest) => jobsApi.inviteSharedListMembers(body);

export const useInviteMembers = () => useMutation({ mutationFn: inviteMembers, onSuccess: useRefreshMemberJobs() });
