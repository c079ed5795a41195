import { useMutation } from '@tanstack/react-query';
import { jobsApi, type MessageToSharedListMembersRequest } from 'shared-sdk';
import { useRefreshMemberJobs } from '../hooks/use-refresh-member-jobs';

/** POST /jobs/message/to-shared-pending-list-members. */
export const messageMembers = (body: MessageToSharedListMembersRequest) => jobsApi.messageToSharedListMembers(body);

export const useMessageMembers = () => useMutation({ mutationFn: messageMembers, onSuccess: useRefreshMemberJobs() });
