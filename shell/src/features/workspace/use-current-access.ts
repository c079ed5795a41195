import { useQuery } from '@tanstack/react-query';
import { accessOf, type WorkspaceAccess } from 'shared-sdk/react';
import { queryKeys } from 'shared-sdk';
import { whoAmI } from '../session';

/**
 * The session's workspace and role, from react-query's `queryKeys.auth.me()` (the key `useWorkspaceAccess()` reads,
 * seeded from the start-up check): `loading` while nothing is known yet. The shell's fetch renews an expired
 * access token once, as the start-up check does.
 */
export function useCurrentAccess(): WorkspaceAccess & { loading: boolean } {
  const { data, isPending } = useQuery({ queryKey: queryKeys.auth.me(), queryFn: whoAmI, staleTime: 60_000 });
  return { ...accessOf(data?.workspace ?? null), loading: isPending };
}
