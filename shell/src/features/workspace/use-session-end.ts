import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { ApiError, tokenStore, useNotify } from 'shared-sdk';
import { sessionEndedAtom } from '../session';
import { WORKSPACE_TEXTS as T } from './texts';

/** A 401 after the client's token refresh failed (which clears the stored token): the session is over on the server. */
const endsSession = (error: unknown) => error instanceof ApiError && error.status === 401 && !tokenStore.get();

/**
 * Any query or change that answers 401 once the refresh failed (a removed member, every session ended elsewhere)
 * ends the session here too: the person lands on /login with a Vietnamese message, instead of a page of errors.
 */
export function useSessionEndOnUnauthorized(): void {
  const queryClient = useQueryClient();
  const endSession = useSetAtom(sessionEndedAtom);
  const notify = useNotify();

  useEffect(() => {
    let ended = false;
    const onError = (error: unknown) => {
      if (ended || !endsSession(error)) return;
      ended = true;
      notify.error(T.sessionEnded);
      endSession();
      queryClient.clear();
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, endSession, notify]);
}
