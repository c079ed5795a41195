import { phoneListsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /phone-lists/{id}/retry-failed: FAILED numbers go back to be distributed; answers totalDistributed. */
export const retryFailed = (id: string) => phoneListsApi.retryFailed(id);

export const useRetryFailed = () => useApiMutation(retryFailed, { invalidates: [queryKeys.phoneLists.all()], on: 'settled' });
