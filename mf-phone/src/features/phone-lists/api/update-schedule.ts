import { type PhoneScheduleUpdateInput, phoneListsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** PATCH /phone-lists/schedules/{id}: turn a schedule on or off, or change its times. */
export const updateSchedule = ({ scheduleId, changes }: { scheduleId: string; changes: PhoneScheduleUpdateInput }) => phoneListsApi.updateSchedule(scheduleId, changes);

export const useUpdateSchedule = () => useApiMutation(updateSchedule, { invalidates: [queryKeys.phoneLists.all()], on: 'settled' });
