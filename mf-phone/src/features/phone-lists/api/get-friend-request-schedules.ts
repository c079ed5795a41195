import { queryOptions, useQuery } from '@tanstack/react-query';
import { phoneListsApi, queryKeys } from 'shared-sdk';

/** GET /phone-lists/{id}/schedules/friend-requests: a failed load counts as no schedule. */
export const getFriendRequestSchedules = (id: string) =>
  phoneListsApi
    .friendRequestSchedules(id)
    .then((answer) => answer.schedules)
    .catch(() => []);

export const friendRequestSchedulesQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.phoneLists.friendRequestSchedules(id), queryFn: () => getFriendRequestSchedules(id), staleTime: 0 });

export const useFriendRequestSchedules = (id: string) => useQuery(friendRequestSchedulesQueryOptions(id));
