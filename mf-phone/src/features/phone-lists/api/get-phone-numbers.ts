import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { phoneListsApi } from './client';
import type { PhoneEntryStatus } from './contract';
import { phoneListKeys } from './keys';

/** The detail's history tables show 100 numbers a page (spec part 3 §9). */
export const PHONE_NUMBERS_PAGE_SIZE = 100;

/** GET /phone-lists/{id}/numbers?page&limit&status. */
export const getPhoneNumbers = (id: string, query: { page: number; status?: PhoneEntryStatus }) =>
  phoneListsApi.numbers(id, { ...query, limit: PHONE_NUMBERS_PAGE_SIZE });

export const phoneNumbersQueryOptions = (id: string, query: { page: number; status?: PhoneEntryStatus }) =>
  queryOptions({
    queryKey: phoneListKeys.numbers(id, { ...query, limit: PHONE_NUMBERS_PAGE_SIZE }),
    queryFn: () => getPhoneNumbers(id, query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const usePhoneNumbers = (id: string, query: { page: number; status?: PhoneEntryStatus }) => useQuery(phoneNumbersQueryOptions(id, query));
