import { useEffect, useRef } from 'react';
import type { Conversation } from 'shared-sdk';
import { useMarkConversationRead } from '../api/mark-conversation-read';

/**
 * An open conversation is read: marked when it opens with unread messages and again when new ones arrive while it
 * stays open (once per newest message, so a failed call is not repeated in a loop).
 */
export function useMarkRead(conversation: Pick<Conversation, 'id' | 'unreadCount' | 'lastMessage'> | null) {
  const { mutate } = useMarkConversationRead();
  const marked = useRef<string | null>(null);
  const id = conversation?.id;
  const unread = conversation?.unreadCount ?? 0;
  const newest = conversation?.lastMessage?.at ?? '';
  useEffect(() => {
    if (!id || unread === 0) return;
    const key = `${id}|${newest}`;
    if (marked.current === key) return;
    marked.current = key;
    mutate(id);
  }, [id, unread, newest, mutate]);
}
