import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi, queryKeys } from 'shared-sdk';

/** GET /auth/me under the key the shell and `useWorkspaceAccess` share: the person looking, to tell their own lists apart. */
export const meQueryOptions = () => queryOptions({ queryKey: queryKeys.auth.me(), queryFn: () => authApi.me(), staleTime: 60_000 });

/** The signed-in person's user id (undefined until known). */
export const useMyUserId = () => useQuery({ ...meQueryOptions(), select: (me) => me.user.id }).data;
