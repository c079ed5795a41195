import { phoneListsApi, queryKeys } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /phone-lists/{id}/distribute: the unassigned pending numbers go round the ACTIVE accounts; answers totalDistributed. */
export const distributePhoneList = (id: string) => phoneListsApi.distribute(id);

export const useDistributePhoneList = () => useApiMutation(distributePhoneList, { invalidates: [queryKeys.phoneLists.all()], on: 'settled' });
