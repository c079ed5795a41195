import { queryOptions, useQuery } from '@tanstack/react-query';
import { phoneListsApi, queryKeys } from 'shared-sdk';

/** GET /phone-lists/{id}/schedules/messages: a failed load counts as no schedule. */
export const getMessageSchedules = (id: string) =>
  phoneListsApi
    .messageSchedules(id)
    .then((answer) => answer.schedules)
    .catch(() => []);

export const messageSchedulesQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.phoneLists.messageSchedules(id), queryFn: () => getMessageSchedules(id), staleTime: 0 });

export const useMessageSchedules = (id: string) => useQuery(messageSchedulesQueryOptions(id));
