import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { inboxApi, inboxKeys } from '../contract';

export const SEARCH_PAGE_SIZE = 20;

/** GET /messages/search?q&accountId&page&limit: the user's messages containing the words, best first. */
export const searchMessages = (params: { q: string; accountId?: string; page: number }) => inboxApi.search({ ...params, limit: SEARCH_PAGE_SIZE });

export const searchMessagesQueryOptions = (params: { q: string; accountId?: string }) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.search(params),
    queryFn: ({ pageParam }) => searchMessages({ ...params, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined),
  });

/** Runs only for a search of at least two characters. */
export const useSearchMessages = (params: { q: string; accountId?: string }) =>
  useInfiniteQuery({ ...searchMessagesQueryOptions(params), enabled: params.q.trim().length >= 2 });
