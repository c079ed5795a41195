import { type InvitationCreateInput, queryKeys, teamApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /team/invitations: the answer carries the link to copy, shown this once. */
export const createInvitation = (input: InvitationCreateInput) => teamApi.invite(input);

export const useCreateInvitation = () => useApiMutation(createInvitation, { invalidates: [queryKeys.team.all()], on: 'success', wait: false });
