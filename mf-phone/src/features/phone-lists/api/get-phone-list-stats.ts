import { queryOptions, useQuery } from '@tanstack/react-query';
import { phoneListsApi, queryKeys } from 'shared-sdk';

/** GET /phone-lists/{id}/stats: numbers by status, schedule stats and the per-account distribution. */
export const getPhoneListStats = (id: string) => phoneListsApi.stats(id);

export const phoneListStatsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.phoneLists.stats(id), queryFn: () => getPhoneListStats(id), staleTime: 0 });

export const usePhoneListStats = (id: string) => useQuery(phoneListStatsQueryOptions(id));
