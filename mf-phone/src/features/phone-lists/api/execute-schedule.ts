import { phoneListsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /phone-lists/schedules/{id}/execute: a manual run of a schedule; answers its jobs and the accounts not started. */
export const executeSchedule = (scheduleId: string) => phoneListsApi.executeSchedule(scheduleId);

export const useExecuteSchedule = () => useApiMutation(executeSchedule, { invalidates: [queryKeys.phoneLists.all()], on: 'settled' });
