import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type DoNotContactListParams, doNotContactApi, DNC_PAGE_SIZE, queryKeys } from 'shared-sdk';

/** GET /do-not-contact?page&limit&search&source: one page of the list, newest first. */
export const getDoNotContactList = (params: DoNotContactListParams) => doNotContactApi.list(params);

export const doNotContactListQueryOptions = (params: DoNotContactListParams) => {
  const normalized = { page: params.page ?? 1, limit: params.limit ?? DNC_PAGE_SIZE, search: params.search || undefined, source: params.source };
  // Paging keeps the rows until the next page arrives.
  return queryOptions({ queryKey: queryKeys.doNotContact.list(normalized), queryFn: () => getDoNotContactList(normalized), placeholderData: keepPreviousData });
};

export const useDoNotContactList = (params: DoNotContactListParams) => useQuery(doNotContactListQueryOptions(params));
