import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { inboxApi, type MessageSearchPage, queryKeys, SEARCH_PAGE_SIZE } from 'shared-sdk';

/** GET /messages/search?q&accountId&page&limit: the user's messages containing the words, best first. */
export const searchMessages = (params: { q: string; accountId?: string; page: number }) => inboxApi.search({ ...params, limit: SEARCH_PAGE_SIZE });

/** Page after page of hits (its own key under the search's, apart from single pages). */
export const searchMessagesQueryOptions = (params: { q: string; accountId?: string }) =>
  infiniteQueryOptions({
    queryKey: queryKeys.inbox.searchPages(params),
    queryFn: ({ pageParam }) => searchMessages({ ...params, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last: MessageSearchPage) => (last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined),
  });

/** Runs only for a search of at least two characters. */
export const useSearchMessages = (params: { q: string; accountId?: string }) =>
  useInfiniteQuery({ ...searchMessagesQueryOptions(params), enabled: params.q.trim().length >= 2 });
