import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PhoneList, phoneListsApi, queryKeys } from 'shared-sdk';
import { phoneListsReloadInterval } from '../utils/live-reload';

/** GET /phone-lists/{id}: one list with its counts and schedules. */
export const getPhoneList = (id: string) => phoneListsApi.get(id);

/** The open detail follows its list: reloaded every 10 s while it runs, like the page. */
export const phoneListQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.phoneLists.detail(id),
    queryFn: () => getPhoneList(id),
    staleTime: 0,
    refetchInterval: (query) => phoneListsReloadInterval(query.state.data ? [query.state.data] : []),
  });

/** The list as last read, starting from the page's copy (`initial`) so the dialog opens at once. */
export const usePhoneList = (id: string, initial?: PhoneList) => useQuery({ ...phoneListQueryOptions(id), placeholderData: initial });
