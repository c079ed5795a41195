import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { type Conversation, queryKeys } from 'shared-sdk';
import { useConversation } from '../api/get-conversation';

const PARAM = 'c';

/**
 * The open conversation is in the address (`/inbox?c=…`), so the phone's back button returns to the list. Its data
 * comes from the list when the list holds it (fresh after every live event), else it is read on its own (an address
 * opened directly, a search hit the list's filter does not show).
 */
export function useOpenConversation(listed: Conversation[]) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = params.get(PARAM);
  const inList = id ? listed.find((conversation) => conversation.id === id) : undefined;
  const alone = useConversation(id, !inList);
  const current = id ? (inList ?? alone.data ?? null) : null;
  const openedFromList = Boolean((location.state as { fromList?: boolean } | null)?.fromList);

  const open = useCallback(
    (conversation: Conversation) => {
      // What was clicked is shown at once; the server's copy follows.
      queryClient.setQueryData(queryKeys.inbox.conversation(conversation.id), conversation);
      const next = new URLSearchParams(params);
      next.set(PARAM, conversation.id);
      // From the list one step forward; from one thread to another in place, so back always leads to the list.
      setParams(next, params.has(PARAM) ? { replace: true, state: location.state } : { state: { fromList: true } });
    },
    [params, setParams, location.state, queryClient],
  );

  const close = useCallback(() => {
    if (openedFromList) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(PARAM);
    setParams(next, { replace: true });
  }, [openedFromList, navigate, params, setParams]);

  return { id, current, open, close };
}
