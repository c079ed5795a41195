import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, teamApi } from 'shared-sdk';

/** GET /team/members: the workspace's members and its seats (used, the plan's limit). */
export const getMembers = () => teamApi.members();

export const membersQueryOptions = () => queryOptions({
    queryKey: queryKeys.team.members(),
    queryFn: getMembers,
    // Someone else changes the team (an invitation accepted in another browser): each visit asks again.
    refetchOnMount: 'always',
  });

export const useMembers = () => useQuery(membersQueryOptions());
