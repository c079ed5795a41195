import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { inboxApi } from '../api/inbox';
import { queryKeys } from '../query-keys';
import type { MessagePage } from '../schemas/inbox';

/**
 * The inbox's reads. Live events (useLiveEvents) invalidate every 'inbox' key when a conversation of the user changes,
 * so these stay fresh without polling; the unread count, which the sidebar shows on every page, also refreshes each
 * minute in case the stream is down.
 */
export const UNREAD_COUNT_REFETCH_MS = 60_000;

/** GET /conversations/unread-count: the sidebar badge (shell) and the inbox page (mf-social). */
export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.inbox.unreadCount(), queryFn: () => inboxApi.unreadCount(), refetchInterval: UNREAD_COUNT_REFETCH_MS });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());

/** GET /conversations/{id}. */
export const conversationQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.inbox.conversation(id), queryFn: async () => (await inboxApi.conversation(id)).conversation });

/** GET /conversations/{id}/contact: the jobs that reached the conversation, and whether its friend is on do-not-contact. */
export const conversationContactQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.inbox.contact(id), queryFn: () => inboxApi.contact(id) });

/** GET /conversations/{id}/messages as pages going back in time: the next page is the one before the oldest shown. */
export const messagesInfiniteQueryOptions = (id: string, limit?: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.inbox.messages(id),
    queryFn: ({ pageParam }) => inboxApi.messages(id, { before: pageParam, limit }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: MessagePage) => (page.hasMore ? page.messages[0]?.id : undefined),
  });
