import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, teamApi } from 'shared-sdk';

/** GET /team/invitations: the workspace's invitations (the page shows the pending ones). */
export const getInvitations = () => teamApi.invitations();

export const invitationsQueryOptions = () => queryOptions({
    queryKey: queryKeys.team.invitations(),
    queryFn: getInvitations,
    // Someone else changes the team (an invitation accepted in another browser): each visit asks again.
    refetchOnMount: 'always',
  });

export const useInvitations = () => useQuery(invitationsQueryOptions());
