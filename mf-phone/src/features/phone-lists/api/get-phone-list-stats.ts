import { queryOptions, useQuery } from '@tanstack/react-query';
import { phoneListsApi } from './client';
import { phoneListKeys } from './keys';

/** GET /phone-lists/{id}/stats: numbers by status, schedule stats and the per-account distribution. */
export const getPhoneListStats = (id: string) => phoneListsApi.stats(id);

export const phoneListStatsQueryOptions = (id: string) =>
  queryOptions({ queryKey: phoneListKeys.stats(id), queryFn: () => getPhoneListStats(id), staleTime: 0 });

export const usePhoneListStats = (id: string) => useQuery(phoneListStatsQueryOptions(id));
