import { type MemberUpdateInput, queryKeys, teamApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** PATCH /team/members/{userId}: a member's role and, for an agent, their Zalo accounts. */
export const updateMember = ({ userId, input }: { userId: string; input: MemberUpdateInput }) => teamApi.updateMember(userId, input);

export const useUpdateMember = () => useApiMutation(updateMember, { invalidates: [queryKeys.team.all()], on: 'settled' });
