import { queryKeys, teamApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** DELETE /team/members/{userId}: the person is signed out at once (their next request is refused). */
export const removeMember = (userId: string) => teamApi.removeMember(userId);

export const useRemoveMember = () => useApiMutation(removeMember, { invalidates: [queryKeys.team.all()], on: 'settled' });
