import { queryOptions, useQuery } from '@tanstack/react-query';
import { phoneListsApi, queryKeys } from 'shared-sdk';
import { schedulesOrNone } from './get-friend-request-schedules';

/** GET /phone-lists/{id}/schedules/messages: a failed load counts as no schedule. */
export const getMessageSchedules = (id: string) => schedulesOrNone(phoneListsApi.messageSchedules(id));

export const messageSchedulesQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.phoneLists.messageSchedules(id), queryFn: () => getMessageSchedules(id), staleTime: 0 });

export const useMessageSchedules = (id: string) => useQuery(messageSchedulesQueryOptions(id));
