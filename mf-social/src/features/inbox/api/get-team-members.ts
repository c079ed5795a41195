import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, teamApi } from 'shared-sdk';

/** GET /team/members: whom a conversation can be assigned to (OWNER and ADMIN only: the server refuses an AGENT). */
export const teamMembersQueryOptions = () => queryOptions({ queryKey: queryKeys.team.members(), queryFn: () => teamApi.members() });

/** `enabled` only for a person who may assign anyone (OWNER, ADMIN). */
export const useTeamMembers = (enabled: boolean) => useQuery({ ...teamMembersQueryOptions(), enabled, select: (answer) => answer.members });
