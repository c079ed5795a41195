import { type PhoneFriendRequestScheduleInput, phoneListsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /phone-lists/{id}/schedule/friend-request: times, template, timezone, quotas, optional follow-up message. */
export const createFriendRequestSchedule = ({ listId, body }: { listId: string; body: PhoneFriendRequestScheduleInput }) => phoneListsApi.scheduleFriendRequests(listId, body);

export const useCreateFriendRequestSchedule = () => useApiMutation(createFriendRequestSchedule, { invalidates: [queryKeys.phoneLists.all()], on: 'settled' });
