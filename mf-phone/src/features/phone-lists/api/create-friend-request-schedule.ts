import { useMutation, useQueryClient } from '@tanstack/react-query';
import { phoneListsApi } from './client';
import type { FriendRequestScheduleInput } from './contract';
import { invalidatePhoneLists } from './invalidate';

/** POST /phone-lists/{id}/schedule/friend-request: times, template, timezone, quotas, optional follow-up message. */
export const createFriendRequestSchedule = ({ listId, body }: { listId: string; body: FriendRequestScheduleInput }) => phoneListsApi.scheduleFriendRequests(listId, body);

export const useCreateFriendRequestSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFriendRequestSchedule, onSettled: () => void invalidatePhoneLists(queryClient) });
};
