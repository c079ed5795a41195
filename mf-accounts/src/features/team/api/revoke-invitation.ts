import { queryKeys, teamApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** DELETE /team/invitations/{id}: the link stops working; its seat is free again. */
export const revokeInvitation = (id: string) => teamApi.revokeInvitation(id);

export const useRevokeInvitation = () => useApiMutation(revokeInvitation, { invalidates: [queryKeys.team.all()], on: 'settled' });
