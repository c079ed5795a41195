import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PHONE_LIST_PAGE_SIZE, phoneListsApi, queryKeys } from 'shared-sdk';
import { phoneListsReloadInterval } from '../utils/live-reload';

/** GET /phone-lists?page&limit=12: one page of the user's lists, newest first. */
export const getPhoneLists = (page: number) => phoneListsApi.list({ page, limit: PHONE_LIST_PAGE_SIZE });

/** Reloads every 10 s while a list of the page is PROCESSING. */
export const phoneListsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.phoneLists.list({ page, limit: PHONE_LIST_PAGE_SIZE }),
    queryFn: () => getPhoneLists(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) => phoneListsReloadInterval(query.state.data?.phoneLists),
  });

export const usePhoneLists = (page: number) => useQuery(phoneListsQueryOptions(page));
