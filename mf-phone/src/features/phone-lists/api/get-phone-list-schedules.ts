import { queryOptions, useQuery } from '@tanstack/react-query';
import { phoneListsApi } from './client';
import type { PhoneListSchedule } from './contract';
import { phoneListKeys } from './keys';

export interface PhoneListSchedules {
  friendRequests: PhoneListSchedule[];
  messages: PhoneListSchedule[];
}

/** A failed load of either kind counts as no schedules of that kind (spec part 3 §7). */
const orEmpty = (request: Promise<{ schedules: PhoneListSchedule[] }>) => request.then((answer) => answer.schedules).catch(() => []);

/** GET /phone-lists/{id}/schedules/friend-requests and …/messages, together. */
export const getPhoneListSchedules = async (id: string): Promise<PhoneListSchedules> => {
  const [friendRequests, messages] = await Promise.all([
    orEmpty(phoneListsApi.friendRequestSchedules(id)),
    orEmpty(phoneListsApi.messageSchedules(id)),
  ]);
  return { friendRequests, messages };
};

export const phoneListSchedulesQueryOptions = (id: string) =>
  queryOptions({ queryKey: phoneListKeys.schedules(id), queryFn: () => getPhoneListSchedules(id), staleTime: 0 });

const NONE: PhoneListSchedules = { friendRequests: [], messages: [] };

export const usePhoneListSchedules = (id: string) => {
  const query = useQuery(phoneListSchedulesQueryOptions(id));
  return { ...query, data: query.data ?? NONE };
};
