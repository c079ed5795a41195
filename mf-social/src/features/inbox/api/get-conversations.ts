import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  type Conversation,
  type ConversationAssigneeFilter,
  type ConversationListParams,
  type ConversationPage,
  CONVERSATIONS_PAGE_SIZE,
  inboxApi,
  queryKeys,
} from 'shared-sdk';

export type ConversationFilter = Omit<ConversationListParams, 'page' | 'limit'> & { assignee?: ConversationAssigneeFilter };

/** GET /conversations?accountId&type&unread&assignee&q&page&limit: newest activity first. */
export const getConversations = (params: ConversationFilter & Pick<ConversationListParams, 'page' | 'limit'>) => inboxApi.conversations(params);

/**
 * Page after page as the list scrolls (its own key under the filter's, apart from single pages); a live event
 * refetches every loaded page.
 */
export const conversationsQueryOptions = (filter: ConversationFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.inbox.conversationPages(filter),
    queryFn: ({ pageParam }) => getConversations({ ...filter, page: pageParam, limit: CONVERSATIONS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last: ConversationPage) => (last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined),
    // A new filter keeps the current list on screen until its first page arrives.
    placeholderData: keepPreviousData,
  });

export const useConversations = (filter: ConversationFilter) => useInfiniteQuery(conversationsQueryOptions(filter));

/** The loaded pages as one list; a conversation that moved up between two pages' loads is shown once. */
export function conversationsOf(pages: ConversationPage[] | undefined): Conversation[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) => page.conversations).filter((conversation) => !seen.has(conversation.id) && Boolean(seen.add(conversation.id)));
}
