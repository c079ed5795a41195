import { phoneListsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** PATCH /phone-lists/{id}/status: PAUSED or PROCESSING (pause and resume). */
export const updatePhoneListStatus = ({ id, status }: { id: string; status: 'PAUSED' | 'PROCESSING' }) => phoneListsApi.updateStatus(id, { status });

export const useUpdatePhoneListStatus = () => useApiMutation(updatePhoneListStatus, { invalidates: [queryKeys.phoneLists.all()], on: 'settled' });
