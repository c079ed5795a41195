import { type PhoneMessageScheduleInput, phoneListsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /phone-lists/{id}/schedule/message: times, template, timezone, quotas, optional images. */
export const createMessageSchedule = ({ listId, body }: { listId: string; body: PhoneMessageScheduleInput }) => phoneListsApi.scheduleMessages(listId, body);

export const useCreateMessageSchedule = () => useApiMutation(createMessageSchedule, { invalidates: [queryKeys.phoneLists.all()], on: 'settled' });
