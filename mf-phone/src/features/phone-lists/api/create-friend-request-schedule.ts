import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PhoneFriendRequestScheduleInput, phoneListsApi, queryKeys } from 'shared-sdk';

/** POST /phone-lists/{id}/schedule/friend-request: times, template, timezone, quotas, optional follow-up message. */
export const createFriendRequestSchedule = ({ listId, body }: { listId: string; body: PhoneFriendRequestScheduleInput }) => phoneListsApi.scheduleFriendRequests(listId, body);

export const useCreateFriendRequestSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createFriendRequestSchedule, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.phoneLists.all() }) });
};
