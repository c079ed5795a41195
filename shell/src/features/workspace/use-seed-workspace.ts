import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { queryKeys } from 'shared-sdk';
import { sessionAtom } from '../session';

/**
 * Puts the start-up check's /auth/me answer (person and workspace) into react-query's `queryKeys.auth.me()` before
 * the signed-in pages render, so the shell and `useWorkspaceAccess()` in every remote read the same answer without
 * asking again. After a login (whose answer has no workspace) the first reader fetches it.
 */
export function useSeedWorkspace(): void {
  const queryClient = useQueryClient();
  const { user, workspace } = useAtomValue(sessionAtom);
  useState(() => {
    if (user && workspace && !queryClient.getQueryData(queryKeys.auth.me())) {
      queryClient.setQueryData(queryKeys.auth.me(), { user, workspace });
    }
    return null;
  });
}
