import { useInfiniteQuery } from '@tanstack/react-query';
import { type InboxMessage, type MessagePage, MESSAGES_PAGE_SIZE, messagesInfiniteQueryOptions } from 'shared-sdk';

/**
 * GET /conversations/{id}/messages?before&limit, oldest first within a page (shared-sdk's options): the newest page
 * first, then older ones as the thread scrolls up. A live event refetches the loaded pages from the newest, each older
 * page starting before the oldest message of the one refetched before it.
 */
export const messagesQueryOptions = (conversationId: string) => messagesInfiniteQueryOptions(conversationId, MESSAGES_PAGE_SIZE);

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
