import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PhoneListSchedule, phoneListsApi, queryKeys } from 'shared-sdk';

/** A list's schedules of one kind from their answer; a failed load counts as no schedule. */
export const schedulesOrNone = (answer: Promise<{ schedules: PhoneListSchedule[] }>): Promise<PhoneListSchedule[]> =>
  answer.then(({ schedules }) => schedules).catch(() => []);

/** GET /phone-lists/{id}/schedules/friend-requests: a failed load counts as no schedule. */
export const getFriendRequestSchedules = (id: string) => schedulesOrNone(phoneListsApi.friendRequestSchedules(id));

export const friendRequestSchedulesQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.phoneLists.friendRequestSchedules(id), queryFn: () => getFriendRequestSchedules(id), staleTime: 0 });

export const useFriendRequestSchedules = (id: string) => useQuery(friendRequestSchedulesQueryOptions(id));
