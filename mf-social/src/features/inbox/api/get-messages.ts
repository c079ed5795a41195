import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { inboxApi, inboxKeys, type InboxMessage, type MessagePage } from '../contract';

export const MESSAGES_PAGE_SIZE = 50;

/** GET /conversations/{id}/messages?before&limit: one page, oldest first; `before` pages backwards. */
export const getMessages = (conversationId: string, before?: string) => inboxApi.messages(conversationId, { before, limit: MESSAGES_PAGE_SIZE });

/**
 * The newest page first, then older ones as the thread scrolls up. A live event refetches the loaded pages from
 * the newest, each older page starting before the oldest message of the one refetched before it.
 */
export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.messages(conversationId),
    queryFn: ({ pageParam }) => getMessages(conversationId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: MessagePage) => (last.hasMore && last.messages.length > 0 ? last.messages[0].id : undefined),
  });

export const useMessages = (conversationId: string) => useInfiniteQuery(messagesQueryOptions(conversationId));

/** The loaded pages as one thread, oldest first, each message once. */
export function threadOf(pages: MessagePage[] | undefined): InboxMessage[] {
  const seen = new Set<string>();
  const thread: InboxMessage[] = [];
  for (const page of [...(pages ?? [])].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      thread.push(message);
    }
  }
  return thread;
}
