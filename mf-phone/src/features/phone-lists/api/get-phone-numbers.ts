import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PHONE_NUMBERS_PAGE_SIZE, type PhoneEntryStatus, phoneListsApi, queryKeys } from 'shared-sdk';

export interface PhoneNumbersFilter {
  page: number;
  status?: PhoneEntryStatus;
}

/** GET /phone-lists/{id}/numbers?page&limit=100&status. */
export const getPhoneNumbers = (id: string, filter: PhoneNumbersFilter) => phoneListsApi.numbers(id, { ...filter, limit: PHONE_NUMBERS_PAGE_SIZE });

export const phoneNumbersQueryOptions = (id: string, filter: PhoneNumbersFilter) =>
  queryOptions({
    queryKey: queryKeys.phoneLists.numbers(id, { ...filter, limit: PHONE_NUMBERS_PAGE_SIZE }),
    queryFn: () => getPhoneNumbers(id, filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePhoneNumbers = (id: string, filter: PhoneNumbersFilter) => useQuery(phoneNumbersQueryOptions(id, filter));
