import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Conversation } from '../contract';

const PARAM = 'c';

/**
 * The open conversation is in the address (`/inbox?c=…`), so the phone's back button returns to the list. Its data
 * comes from the list when the list holds it (fresh after every live event), else from the copy taken when it was
 * opened (a search hit the list's filter does not show).
 */
export function useOpenConversation(listed: Conversation[]) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Conversation | null>(null);
  const id = params.get(PARAM);
  const current = id ? (listed.find((conversation) => conversation.id === id) ?? (opened?.id === id ? opened : null)) : null;
  const openedFromList = Boolean((location.state as { fromList?: boolean } | null)?.fromList);

  const open = useCallback(
    (conversation: Conversation) => {
      setOpened(conversation);
      const next = new URLSearchParams(params);
      next.set(PARAM, conversation.id);
      // From the list one step forward; from one thread to another in place, so back always leads to the list.
      setParams(next, params.has(PARAM) ? { replace: true, state: location.state } : { state: { fromList: true } });
    },
    [params, setParams, location.state],
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
